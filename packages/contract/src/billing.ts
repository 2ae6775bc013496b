import type { Tier } from './membership';

/**
 * Paid membership (issue 5): tiers for sale, prices, coupons, subscriptions and their states.
 * Amounts are integer minor units (cents) everywhere; the server computes every amount and the
 * client only ever shows one.
 */
export const PAID_TIERS = ['silver', 'gold', 'platinum', 'diamond'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const CURRENCY = 'usd';

/** List prices in cents; every tier below chess.com's published price for the same interval. */
export const PRICES: Record<PaidTier, Record<BillingInterval, number>> = {
  silver: { month: 299, year: 1999 },
  gold: { month: 499, year: 2999 },
  platinum: { month: 799, year: 4999 },
  diamond: { month: 1199, year: 7999 },
};

/** The one free trial a member who never subscribed may take (`eligibleFirstTrial`, §3). */
export const TRIAL_DAYS = 7;
/** A past-due subscription keeps its tier this long while the provider retries the card. */
export const GRACE_DAYS = 7;

/** Sandbox test cards, as on Stripe's test mode. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
  /** Pays the first charge, then every renewal fails (past-due, grace, expiry). */
  failsOnRenewal: '4000000000000341',
} as const;

export function isPaidTier(value: string): value is PaidTier {
  return (PAID_TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: Tier): number {
  return ['basic', ...PAID_TIERS].indexOf(tier);
}

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as members see it (`?c=` on /membership, §2). */
export interface CouponView {
  code: string;
  kind: CouponKind;
  /** Percent 1–100, or cents off. */
  amount: number;
  expiresAt: string | null;
}

export interface PriceQuote {
  tier: PaidTier;
  interval: BillingInterval;
  currency: typeof CURRENCY;
  list: number;
  discount: number;
  total: number;
}

/** The first charge for a tier and interval, with a coupon applied; never below zero. */
export function quotePrice(
  tier: PaidTier,
  interval: BillingInterval,
  coupon?: Pick<CouponView, 'kind' | 'amount'> | null,
): PriceQuote {
  const list = PRICES[tier][interval];
  let discount = 0;
  if (coupon?.kind === 'percent')
    discount = Math.round((list * Math.min(100, Math.max(0, coupon.amount))) / 100);
  if (coupon?.kind === 'fixed') discount = Math.min(list, Math.max(0, coupon.amount));
  return { tier, interval, currency: CURRENCY, list, discount, total: list - discount };
}

/** Paths of the membership calls (web callbacks, webhooks, the sandbox provider). */
export const BILLING_API = {
  /** GET `?c=CODE`: prices, the member's plan, the coupon applied or why not. */
  plans: '/callback/membership/plans',
  /** POST {tier, interval, coupon?, giftTo?}: opens a hosted checkout; answers its URL. */
  checkout: '/callback/membership/checkout',
  /** GET: plan, next charge, invoices. */
  billing: '/callback/membership/billing',
  cancel: '/callback/membership/cancel',
  resume: '/callback/membership/resume',
  /** POST {tier, interval}: upgrade or downgrade. */
  change: '/callback/membership/change',
  /** GET: the provider's customer portal, when it has one. */
  portal: '/callback/membership/portal',
  /** GET: unseen notices (gifts received); POST `/{id}/seen` dismisses one. */
  notices: '/callback/membership/notices',
  noticeSeen: (id: string) => `/callback/membership/notices/${encodeURIComponent(id)}/seen`,
  /** GET: the member's entitlements and what is left of each quota today. */
  entitlements: '/callback/membership/entitlements',
  insights: '/callback/insights',
  coupons: '/callback/staff/coupons',
  webhook: (provider: 'sandbox' | 'stripe') => `/webhooks/billing/${provider}`,
  sandboxCheckout: (id: string) => `/sandbox-pay/api/checkout/${encodeURIComponent(id)}`,
  sandboxPay: (id: string) => `/sandbox-pay/api/checkout/${encodeURIComponent(id)}/pay`,
  sandboxConfirm: (id: string) => `/sandbox-pay/api/checkout/${encodeURIComponent(id)}/confirm`,
} as const;

export interface PlansResponse {
  currency: typeof CURRENCY;
  trialDays: number;
  eligibleFirstTrial: boolean;
  /** One quote per paid tier and interval, the coupon applied. */
  quotes: PriceQuote[];
  coupon: CouponView | null;
  /** Why `?c=` was not applied (unknown, expired, used up), else null. */
  couponError: { code: string; message: string } | null;
  current: SubscriptionView | null;
}

export interface SubscriptionView {
  id: string;
  tier: PaidTier;
  interval: BillingInterval;
  status: SubscriptionStatus;
  /** Gifts run out at the period end and never renew. */
  kind: 'subscription' | 'gift';
  provider: 'sandbox' | 'stripe' | 'gift';
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  /** The next charge, or null when nothing more will be charged. */
  nextCharge: { amount: number; currency: string; at: string } | null;
  /** End of the grace period while past due. */
  graceEndsAt: string | null;
  /** Who gave a gift (`kind: 'gift'`), for "Gift from alice until …". */
  giftFrom?: string | null;
}

export interface InvoiceView {
  id: string;
  number: string;
  description: string;
  amount: number;
  currency: string;
  status: 'paid' | 'failed' | 'refunded';
  createdAt: string;
  receiptUrl: string | null;
}

export interface BillingOverview {
  subscription: SubscriptionView | null;
  invoices: InvoiceView[];
  hasPortal: boolean;
}

export interface CheckoutResponse {
  checkoutId: string;
  /** The provider's hosted checkout page. */
  url: string;
}

export interface GiftNotice {
  id: string;
  kind: 'gift';
  from: string;
  tier: PaidTier;
  interval: BillingInterval;
  createdAt: string;
}

/** The member-facing texts of billing errors (codes in errors.ts). */
export const BILLING_MESSAGES = {
  tier_unknown: 'That membership tier does not exist.',
  coupon_unknown: 'That coupon code does not exist.',
  coupon_expired: 'That coupon code has expired.',
  coupon_used_up: 'That coupon code has been used up.',
  card_declined: 'Your card was declined. Try another card; you have not been charged.',
  card_invalid: 'Check the card number, expiry date and security code.',
  payment_requires_action: 'Your bank asks you to confirm this payment.',
  checkout_not_found: 'This checkout does not exist.',
  checkout_closed: 'This checkout is already finished. Start again from the membership page.',
  subscription_not_found: 'You have no membership subscription.',
  subscription_not_active: 'This subscription cannot be changed in its current state.',
  already_subscribed: 'You already have this membership. Change it from your billing page.',
  gift_refused: 'That member cannot receive gifts.',
  gift_self: 'You cannot send a gift to yourself.',
  webhook_signature_invalid: 'Webhook signature verification failed.',
  upgrade_required: 'Upgrade your membership to use this feature.',
  quota_exceeded:
    'You have used today’s allowance for this feature. It renews at midnight, or upgrade for more.',
  billing_unavailable: 'Payments are not available right now. Try again in a few minutes.',
} as const;
