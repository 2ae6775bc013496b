import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/db';
import {
  billingCustomers,
  type CheckoutRow,
  type CheckoutStatus,
  checkouts,
  type GiftNoticePayload,
  type InvoiceRow,
  invoices,
  memberNotices,
  type SubscriptionRow,
  subscriptions,
} from './billing.tables';

/** The first key of the advisory lock that serialises a member's checkouts (the second is the user id). */
const CHECKOUT_LOCK = 0x6b5f636b;

export type NewCheckout = typeof checkouts.$inferInsert;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewInvoice = typeof invoices.$inferInsert;

/** Billing's tables; nothing else touches them. Writes take the transaction they belong to. */
export function createBillingRepo(db: DbOrTx) {
  return {
    async customer(userId: number) {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row ?? null;
    },

    async userOfCustomer(tx: Tx, providerCustomerId: string): Promise<number | null> {
      const [row] = await tx
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.providerCustomerId, providerCustomerId));
      return row?.userId ?? null;
    },

    async saveCustomer(
      tx: Tx,
      input: {
        userId: number;
        provider: 'sandbox' | 'stripe';
        providerCustomerId: string;
        trialUsedAt: Date | null;
      },
    ): Promise<void> {
      await tx
        .insert(billingCustomers)
        .values(input)
        .onConflictDoUpdate({
          target: billingCustomers.userId,
          set: {
            provider: input.provider,
            providerCustomerId: input.providerCustomerId,
            trialUsedAt: sql`coalesce(${billingCustomers.trialUsedAt}, ${input.trialUsedAt})`,
          },
        });
    },

    async insertCheckout(tx: Tx, values: NewCheckout): Promise<void> {
      await tx.insert(checkouts).values(values);
    },

    async checkout(tx: DbOrTx, id: string): Promise<CheckoutRow | null> {
      const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id));
      return row ?? null;
    },

    /** Answers the checkout's status: a newer checkout may have superseded it meanwhile. */
    async setProviderCheckoutId(id: string, providerCheckoutId: string): Promise<CheckoutStatus | null> {
      const [row] = await db
        .update(checkouts)
        .set({ providerCheckoutId })
        .where(eq(checkouts.id, id))
        .returning({ status: checkouts.status });
      return row?.status ?? null;
    },

    /** One checkout opens at a time per member: held until the opening transaction ends. */
    async lockMemberCheckouts(tx: Tx, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK}, ${userId})`);
    },

    /**
     * Expires the member's open subscription checkouts; answers them as they are now, so a provider
     * id written by a checkout still being opened is seen (its own status check then sees 'expired').
     */
    async supersedeCheckouts(tx: Tx, userId: number): Promise<CheckoutRow[]> {
      return tx
        .update(checkouts)
        .set({ status: 'expired' })
        .where(
          and(eq(checkouts.userId, userId), eq(checkouts.kind, 'subscription'), eq(checkouts.status, 'open')),
        )
        .returning();
    },

    /**
     * Moves an open checkout on; answers false when it was no longer open (applied before). A
     * payment that completes a checkout we expired as stale is still honoured: the member paid.
     */
    async closeCheckout(
      tx: Tx,
      id: string,
      status: Exclude<CheckoutStatus, 'open'>,
      at: Date,
    ): Promise<boolean> {
      const from =
        status === 'completed'
          ? inArray(checkouts.status, ['open', 'expired'])
          : eq(checkouts.status, 'open');
      const rows = await tx
        .update(checkouts)
        .set({ status, completedAt: status === 'completed' ? at : null })
        .where(and(eq(checkouts.id, id), from))
        .returning({ id: checkouts.id });
      return rows.length === 1;
    },

    /** Checkouts left open since before `before`, locked so two nodes expire each once. */
    async lockStaleCheckouts(tx: Tx, before: Date, limit: number): Promise<CheckoutRow[]> {
      return tx
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.status, 'open'), lt(checkouts.createdAt, before)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async subscriptionsOf(tx: DbOrTx, userId: number): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'expired')));
    },

    async byProviderId(tx: Tx, providerSubscriptionId: string): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .for('update');
      return row ?? null;
    },

    /** Answers false when another delivery inserted the same provider subscription first. */
    async insertSubscription(tx: Tx, values: NewSubscription): Promise<boolean> {
      const rows = await tx
        .insert(subscriptions)
        .values(values)
        .onConflictDoNothing({ target: subscriptions.providerSubscriptionId })
        .returning({ id: subscriptions.id });
      return rows.length === 1;
    },

    /** Ties a provider subscription to the checkout that opened it, if its snapshot came first. */
    async linkCheckout(tx: Tx, providerSubscriptionId: string, checkoutId: string): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ checkoutId })
        .where(
          and(
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
            isNull(subscriptions.checkoutId),
          ),
        );
    },

    async updateSubscription(tx: DbOrTx, id: string, values: Partial<NewSubscription>): Promise<void> {
      await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    },

    /**
     * Rows that may have run out by `now` (the caller decides with `isLive`), locked so that two
     * nodes sweeping at once take different rows.
     */
    async lockExpiryCandidates(
      tx: Tx,
      now: Date,
      graceStart: Date,
      limit: number,
    ): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(
          and(
            ne(subscriptions.status, 'expired'),
            or(lte(subscriptions.currentPeriodEnd, now), lte(subscriptions.pastDueSince, graceStart)),
          ),
        )
        .orderBy(subscriptions.currentPeriodEnd)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Inserts or updates by the provider's invoice id: a replay writes the same row again. */
    async upsertInvoice(tx: Tx, values: NewInvoice): Promise<void> {
      await tx
        .insert(invoices)
        .values(values)
        .onConflictDoUpdate({
          target: invoices.providerInvoiceId,
          set: {
            status: values.status,
            receiptUrl: values.receiptUrl,
            subscriptionId: values.subscriptionId,
          },
        });
    },

    async invoicesOf(userId: number, limit: number): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit);
    },

    async insertNotice(tx: Tx, userId: number, payload: GiftNoticePayload, at: Date): Promise<void> {
      await tx.insert(memberNotices).values({ userId, kind: 'gift', payload, createdAt: at });
    },

    async unseenNotices(userId: number) {
      return db
        .select()
        .from(memberNotices)
        .where(and(eq(memberNotices.userId, userId), isNull(memberNotices.seenAt)))
        .orderBy(memberNotices.createdAt);
    },

    /** Only the member's own notice; answers false for anyone else's or an unknown id. */
    async markNoticeSeen(userId: number, id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(memberNotices)
        .set({ seenAt: sql`coalesce(${memberNotices.seenAt}, ${at})` })
        .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, userId)))
        .returning({ id: memberNotices.id });
      return rows.length === 1;
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
