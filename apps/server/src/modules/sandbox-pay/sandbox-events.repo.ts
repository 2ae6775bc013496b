import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type SandboxEvent, sandboxEvents } from './sandbox-pay.tables';

/** The sandbox's event log and its webhook deliveries (an outbox). */
export function createSandboxEventsRepo(db: DbOrTx) {
  return {
    async insert(row: { id: string; type: string; orderingKey: string; payload: string; createdAt: Date }) {
      await db.insert(sandboxEvents).values({ ...row, nextAttemptAt: row.createdAt });
    },

    /** Undelivered events in creation order, due or not (a later one waits behind an earlier one). */
    async undelivered(limit: number): Promise<SandboxEvent[]> {
      return db
        .select()
        .from(sandboxEvents)
        .where(isNull(sandboxEvents.deliveredAt))
        .orderBy(asc(sandboxEvents.seq))
        .limit(limit);
    },

    /** Takes an attempt by pushing its time past the lease, so another node does not send it too. */
    async claim(event: SandboxEvent, leaseUntil: Date): Promise<boolean> {
      const rows = await db
        .update(sandboxEvents)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          and(
            eq(sandboxEvents.seq, event.seq),
            isNull(sandboxEvents.deliveredAt),
            eq(sandboxEvents.nextAttemptAt, event.nextAttemptAt),
          ),
        )
        .returning({ seq: sandboxEvents.seq });
      return rows.length === 1;
    },

    async recordAttempt(
      seq: number,
      outcome: {
        attempts: number;
        deliveredAt: Date | null;
        nextAttemptAt: Date;
        lastStatus: number | null;
        lastError: string | null;
      },
    ): Promise<void> {
      await db.update(sandboxEvents).set(outcome).where(eq(sandboxEvents.seq, seq));
    },

    async all(): Promise<SandboxEvent[]> {
      return db.select().from(sandboxEvents).orderBy(asc(sandboxEvents.seq));
    },
  };
}
