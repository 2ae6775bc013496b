import {
  BILLING_INTERVALS,
  type CouponView,
  PAID_TIERS,
  type PlansResponse,
  quotePrice,
  type SubscriptionView,
} from '@kingside/contract';

/** What the server answers to `GET plans`, with the quotes a coupon would give. */
export function plansResponse(
  overrides: Partial<PlansResponse> = {},
  coupon: CouponView | null = null,
): PlansResponse {
  return {
    currency: 'usd',
    trialDays: 7,
    eligibleFirstTrial: false,
    quotes: PAID_TIERS.flatMap((tier) =>
      BILLING_INTERVALS.map((interval) => quotePrice(tier, interval, coupon)),
    ),
    coupon,
    couponError: null,
    current: null,
    ...overrides,
  };
}

export const SPRING25: CouponView = { code: 'SPRING25', kind: 'percent', amount: 25, expiresAt: null };

export function subscriptionView(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: 'sub_1',
    tier: 'gold',
    interval: 'month',
    status: 'active',
    kind: 'subscription',
    provider: 'sandbox',
    currentPeriodEnd: '2026-04-09T12:00:00Z',
    cancelAtPeriodEnd: false,
    trialEnd: null,
    nextCharge: { amount: 499, currency: 'usd', at: '2026-04-09T12:00:00Z' },
    graceEndsAt: null,
    giftFrom: null,
    ...overrides,
  };
}
