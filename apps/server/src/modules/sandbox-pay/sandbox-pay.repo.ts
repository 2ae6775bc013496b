import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import {
  type SandboxCheckoutSession,
  type SandboxInvoice,
  type SandboxSubscription,
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxInvoices,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from './sandbox-pay.tables';

type NewSession = typeof sandboxCheckoutSessions.$inferInsert;
type NewSubscription = typeof sandboxSubscriptions.$inferInsert;
type NewInvoice = typeof sandboxInvoices.$inferInsert;
type NewPaymentMethod = typeof sandboxPaymentMethods.$inferInsert;
type SessionStatus = SandboxCheckoutSession['status'];

/** The sandbox's books: checkout sessions, customers, cards, subscriptions, invoices. */
export function createSandboxRepo(db: DbOrTx) {
  return {
    async insertSession(row: NewSession): Promise<void> {
      await db.insert(sandboxCheckoutSessions).values(row);
    },

    async findSession(id: string): Promise<SandboxCheckoutSession | null> {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },

    /** Moves a session on only from the states given: the loser of a race changes nothing. */
    async moveSession(
      id: string,
      from: SessionStatus[],
      set: Partial<NewSession> & { status: SessionStatus },
    ): Promise<boolean> {
      const rows = await db
        .update(sandboxCheckoutSessions)
        .set(set)
        .where(and(eq(sandboxCheckoutSessions.id, id), inArray(sandboxCheckoutSessions.status, from)))
        .returning({ id: sandboxCheckoutSessions.id });
      return rows.length === 1;
    },

    async expireSessions(now: Date): Promise<number> {
      const rows = await db
        .update(sandboxCheckoutSessions)
        .set({ status: 'expired', pendingCard: null })
        .where(
          and(
            inArray(sandboxCheckoutSessions.status, ['open', 'requires_action']),
            lte(sandboxCheckoutSessions.expiresAt, now),
          ),
        )
        .returning({ id: sandboxCheckoutSessions.id });
      return rows.length;
    },

    async customerExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, id));
      return row !== undefined;
    },

    async insertCustomer(row: typeof sandboxCustomers.$inferInsert): Promise<void> {
      await db.insert(sandboxCustomers).values(row);
    },

    async saveCard(row: NewPaymentMethod): Promise<void> {
      const { customerId: _, ...set } = row;
      await db.insert(sandboxPaymentMethods).values(row).onConflictDoUpdate({
        target: sandboxPaymentMethods.customerId,
        set,
      });
    },

    async findCard(customerId: string) {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.customerId, customerId));
      return row ?? null;
    },

    async insertSubscription(row: NewSubscription): Promise<SandboxSubscription> {
      const [inserted] = await db.insert(sandboxSubscriptions).values(row).returning();
      return inserted!;
    },

    async findSubscription(id: string): Promise<SandboxSubscription | null> {
      const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
      return row ?? null;
    },

    /**
     * Writes a subscription only if it is still as read (status, period end, retry time): what makes
     * a renewal or a change happen once when two ticks or two nodes race.
     */
    async updateSubscriptionIfUnchanged(
      seen: SandboxSubscription,
      set: Partial<NewSubscription>,
    ): Promise<SandboxSubscription | null> {
      const [row] = await db
        .update(sandboxSubscriptions)
        .set(set)
        .where(
          and(
            eq(sandboxSubscriptions.id, seen.id),
            eq(sandboxSubscriptions.status, seen.status),
            eq(sandboxSubscriptions.currentPeriodEnd, seen.currentPeriodEnd),
            eq(sandboxSubscriptions.cancelAtPeriodEnd, seen.cancelAtPeriodEnd),
            eq(sandboxSubscriptions.tier, seen.tier),
            eq(sandboxSubscriptions.interval, seen.interval),
            seen.nextRetryAt === null
              ? isNull(sandboxSubscriptions.nextRetryAt)
              : eq(sandboxSubscriptions.nextRetryAt, seen.nextRetryAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Subscriptions whose period (or trial) ended, and past-due ones whose retry is due. */
    async dueSubscriptions(now: Date, limit: number): Promise<SandboxSubscription[]> {
      return db
        .select()
        .from(sandboxSubscriptions)
        .where(
          or(
            and(
              inArray(sandboxSubscriptions.status, ['trialing', 'active']),
              lte(sandboxSubscriptions.currentPeriodEnd, now),
            ),
            and(eq(sandboxSubscriptions.status, 'past_due'), lte(sandboxSubscriptions.nextRetryAt, now)),
          ),
        )
        .orderBy(asc(sandboxSubscriptions.currentPeriodEnd))
        .limit(limit);
    },

    async insertInvoice(row: Omit<NewInvoice, 'number' | 'seq'>): Promise<SandboxInvoice> {
      const [inserted] = await db.insert(sandboxInvoices).values(row).returning();
      return inserted!;
    },

    async invoicesOf(customerId: string): Promise<SandboxInvoice[]> {
      return db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.customerId, customerId))
        .orderBy(asc(sandboxInvoices.seq));
    },
  };
}

export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
