import { BILLING_API, type CouponKind, type CouponView } from './billing';

/**
 * Coupons as staff manage them (issue 5): codes, their rules, the staff calls and views.
 * Members see a coupon as `CouponView` (billing.ts); staff see its uses and state too.
 */

/** 3–32 of A–Z, 0–9, dash, underscore; compared and stored upper-case (`spring-25` is `SPRING-25`). */
export const COUPON_CODE = /^[A-Z0-9_-]{3,32}$/;
export const COUPON_LIMITS = {
  maxPercent: 100,
  /** Cents: far above any price, well inside a 32-bit integer. */
  maxFixed: 1_000_000,
  maxUses: 1_000_000,
} as const;

/** The stored form of a code as typed, or null when it cannot be one. */
export function normalizeCouponCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}

export const COUPON_STAFF_API = {
  /** GET: every coupon with its live uses; POST {@link CouponCreateRequest}: a new coupon. */
  list: BILLING_API.coupons,
  disable: (code: string) => `/callback/staff/coupons/${encodeURIComponent(code)}/disable`,
} as const;

export const COUPON_STATES = ['active', 'expired', 'used_up', 'disabled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface CouponCreateRequest {
  code: string;
  kind: CouponKind;
  /** Percent 1–100, or cents off (≥ 1). */
  amount: number;
  /** `YYYY-MM-DD`: the coupon works through the end of that day (UTC); null never expires. */
  expires: string | null;
  /** Null: unlimited. */
  maxUses: number | null;
}

export interface StaffCouponView extends CouponView {
  /** Of a fixed amount; null for a percentage. */
  currency: string | null;
  maxUses: number | null;
  /** Reserved by an open checkout or confirmed by a payment. */
  uses: number;
  state: CouponState;
  createdAt: string;
  /** Null when created from the command line. */
  createdBy: string | null;
  disabledAt: string | null;
}

export interface StaffCouponList {
  coupons: StaffCouponView[];
}

/** Staff-facing texts of coupon validation (the member-facing ones are in BILLING_MESSAGES). */
export const COUPON_MESSAGES = {
  code_invalid: 'Use 3 to 32 letters, digits, dashes or underscores.',
  percent_range: 'A percentage is a whole number from 1 to 100.',
  fixed_range: 'An amount off is a whole number of cents from 1 to 1000000.',
  expires_invalid: 'Give the last day as YYYY-MM-DD.',
  expires_past: 'The last day must be today or later.',
  max_uses_range: 'Maximum uses is a whole number from 1 to 1000000, or empty for unlimited.',
  code_taken: 'A coupon with this code already exists.',
  already_disabled: 'This coupon is already disabled.',
  /** A member may use a code once: a second checkout while the first holds or used it. */
  already_used: 'You have already used this coupon code.',
  /** Billing asked to reserve a second code for one checkout. */
  checkout_has_coupon: 'This checkout already has another coupon.',
} as const;

/** The last day a coupon works (`YYYY-MM-DD`, UTC): `expiresAt` is the midnight after it. */
export function couponLastDay(expiresAt: string): string {
  return new Date(Date.parse(expiresAt) - 1).toISOString().slice(0, 10);
}
