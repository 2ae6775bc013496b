import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/db';
import { type WebhookEventRow, webhookEvents } from './billing.tables';

/** The stored provider events: stored before acknowledged, processed once. */
export function createWebhookEventsRepo(db: Db) {
  return {
    /** Stores the event unless the same (provider, id) is there already; answers the stored row. */
    async store(values: {
      provider: string;
      eventId: string;
      type: string;
      payload: unknown;
      receivedAt: Date;
    }): Promise<WebhookEventRow> {
      await db.insert(webhookEvents).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, values.provider), eq(webhookEvents.eventId, values.eventId)));
      return row!;
    },

    /** The row locked for processing, or null when it is already processed. */
    async lockUnprocessed(tx: Tx, id: number): Promise<WebhookEventRow | null> {
      const [row] = await tx
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.id, id), isNull(webhookEvents.processedAt)))
        .for('update');
      return row ?? null;
    },

    async markProcessed(tx: Tx, id: number, at: Date): Promise<void> {
      await tx
        .update(webhookEvents)
        .set({ processedAt: at, attempts: sql`${webhookEvents.attempts} + 1`, lastError: null })
        .where(eq(webhookEvents.id, id));
    },

    async recordFailure(id: number, error: string): Promise<void> {
      await db
        .update(webhookEvents)
        .set({ attempts: sql`${webhookEvents.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(webhookEvents.id, id));
    },

    async pending(limit: number): Promise<WebhookEventRow[]> {
      return db
        .select()
        .from(webhookEvents)
        .where(isNull(webhookEvents.processedAt))
        .orderBy(asc(webhookEvents.receivedAt), asc(webhookEvents.id))
        .limit(limit);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
      return Number(row?.n ?? 0);
    },
  };
}

export type WebhookEventsRepo = ReturnType<typeof createWebhookEventsRepo>;
