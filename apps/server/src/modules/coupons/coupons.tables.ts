import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/** Discount codes staff create (issue 5). A disabled coupon stays for its history; nothing deletes one. */
export const coupons = pgTable('coupons', {
  /** Upper-case, 3–32 of A–Z 0–9 _ - (normalizeCouponCode). */
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent 1–100, or cents off. */
  amount: integer('amount').notNull(),
  /** Of a fixed amount; null for a percentage. */
  currency: text('currency'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Null: unlimited. */
  maxUses: integer('max_uses'),
  /** Null when created from the command line. */
  createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

export const REDEMPTION_STATUSES = ['reserved', 'confirmed', 'released'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * One use of a coupon per checkout: reserved when the checkout opens, confirmed when it is paid,
 * released when it fails or goes stale. Reserved and confirmed ones count against `max_uses`.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    /** Billing's checkout id (no foreign key: billing owns that table). */
    checkoutId: text('checkout_id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_redemptions_code_idx').on(t.code, t.status),
    index('coupon_redemptions_stale_idx').on(t.status, t.createdAt),
    // A member uses a code once; the service says so first, this holds whatever slips past it.
    uniqueIndex('coupon_redemptions_member_once').on(t.code, t.userId).where(sql`${t.status} <> 'released'`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;
