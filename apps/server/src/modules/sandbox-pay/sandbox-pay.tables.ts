import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own books. It stands for an external provider, so nothing here
 * references our tables: we learn what happened only from its webhooks.
 */
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  /** Our member, as given at checkout (metadata on a real provider). */
  userId: integer('user_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull(),
});

/** How a saved test card behaves when charged later (SANDBOX_CARDS). */
export type CardBehaviour = 'succeeds' | 'fails_on_renewal';

/** The card waiting on the buyer's second step (3-D Secure-like). */
export interface PendingCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** `cs_sb_…`, unguessable: the hosted page's only capability. */
    id: text('id').primaryKey(),
    /** Our checkout id, handed back on every event about this checkout. */
    checkoutId: text('checkout_id').notNull(),
    customerId: text('customer_id'),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    kind: text('kind').$type<'subscription' | 'gift'>().notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<'open' | 'requires_action' | 'completed' | 'expired'>().notNull(),
    /** The second step's pending card while `requires_action`. */
    pendingCard: jsonb('pending_card').$type<PendingCard>(),
    subscriptionId: text('subscription_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [index('sandbox_checkout_sessions_expiry_idx').on(t.status, t.expiresAt)],
);

/** One saved card per customer: the latest one paid with. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  customerId: text('customer_id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour').$type<CardBehaviour>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    status: text('status').$type<'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: at('trial_end'),
    /** While past due: when the card is tried again, and since when it has failed. */
    nextRetryAt: at('next_retry_at'),
    pastDueSince: at('past_due_since'),
    /** The next charge when it is not the list price (a coupon on the charge after a trial). */
    nextAmount: integer('next_amount'),
    /** Unused time of a downgrade, taken off the next invoice (cents). */
    credit: integer('credit').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

export const sandboxInvoices = pgTable('sandbox_invoices', {
  seq: serial('seq').primaryKey(),
  id: text('id').notNull().unique(),
  number: text('number').notNull().generatedAlwaysAs(sql`'KS-' || lpad(seq::text, 6, '0')`),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id'),
  checkoutId: text('checkout_id'),
  description: text('description').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<'paid' | 'failed'>().notNull(),
  createdAt: at('created_at').notNull(),
});

/**
 * Every event the provider emits, and its webhook delivery: stored first, then POSTed until a 2xx.
 * `seq` is the creation order; events with the same `orderingKey` (a subscription, or a gift's
 * checkout) are delivered in that order.
 */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    seq: serial('seq').primaryKey(),
    id: text('id').notNull().unique(),
    type: text('type').notNull(),
    orderingKey: text('ordering_key').notNull(),
    /** The exact JSON body every attempt sends (the signature is made at send time). */
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** The receiver's last HTTP status; null after a network error (see last_error). */
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_events_pending_idx').on(t.seq).where(sql`delivered_at is null`)],
);

export type SandboxCheckoutSession = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;
export type SandboxInvoice = typeof sandboxInvoices.$inferSelect;
export type SandboxEvent = typeof sandboxEvents.$inferSelect;
