import type { BillingInterval, PaidTier, SubscriptionStatus } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** The member as the provider knows them; `trial_used_at` is kept for the record (users.trial_used decides). */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
  providerCustomerId: text('provider_customer_id').unique(),
  trialUsedAt: at('trial_used_at'),
});

/**
 * A hosted checkout we opened: the amount is ours (the provider charges exactly it, and a completion
 * with any other amount is refused). `status` moves open → completed | failed | expired, once.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The member a gift is for; null for the payer's own subscription. */
    recipientUserId: integer('recipient_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** The payer's username when the gift was bought: what the recipient's notice says. */
    giftFrom: text('gift_from'),
    kind: text('kind').$type<'subscription' | 'gift'>().notNull(),
    tier: text('tier').$type<PaidTier>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    couponCode: text('coupon_code'),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    index('checkouts_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

export type CheckoutStatus = 'open' | 'completed' | 'failed' | 'expired';
export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * Paid subscriptions (mirrors of the provider's, applied from its snapshots) and gifts (ours: one
 * period, never renewed). `snapshot_at` is the provider time of the last snapshot applied, so an
 * older one arriving late is ignored.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'subscription' | 'gift'>().notNull(),
    provider: text('provider').$type<'sandbox' | 'stripe' | 'gift'>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    /** The checkout that paid for a gift (who gave it); null for provider subscriptions. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    tier: text('tier').$type<PaidTier>().notNull(),
    interval: text('interval').$type<BillingInterval>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: at('trial_end'),
    pastDueSince: at('past_due_since'),
    snapshotAt: at('snapshot_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    // The lifecycle sweeper's candidates: everything not yet expired.
    index('subscriptions_live_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'expired'`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    number: text('number').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'paid' | 'failed' | 'refunded'>().notNull(),
    createdAt: at('created_at').notNull(),
    receiptUrl: text('receipt_url'),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.createdAt)],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Every verified provider event, stored before it is acknowledged: the (provider, event id) pair
 * makes a replay a no-op, and rows with a null `processed_at` are finished by the recovery loop.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The normalised BillingEvent (event-codec.ts), never the raw body. */
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull(),
    processedAt: at('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('webhook_events_provider_event_idx').on(t.provider, t.eventId),
    index('webhook_events_pending_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
  ],
);

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** In-app notices for a member (a gift received), shown until seen. */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<'gift'>().notNull(),
    payload: jsonb('payload').$type<GiftNoticePayload>().notNull(),
    createdAt: at('created_at').notNull(),
    seenAt: at('seen_at'),
  },
  (t) => [index('member_notices_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`)],
);

export interface GiftNoticePayload {
  from: string;
  tier: PaidTier;
  interval: BillingInterval;
}
