import type { BillingInterval, PaidTier } from './billing';

/**
 * The built-in sandbox payment provider's hosted checkout (BILLING_API.sandbox*): its own API, not
 * our web callbacks. The unguessable checkout id in the URL is the only capability it needs.
 */
export const SANDBOX_CHECKOUT_STATUSES = ['open', 'requires_action', 'completed', 'expired'] as const;
export type SandboxCheckoutStatus = (typeof SANDBOX_CHECKOUT_STATUSES)[number];

export const SANDBOX_MERCHANT = 'Kingside';

/** A hosted checkout page stays payable this long. */
export const SANDBOX_CHECKOUT_TTL_MS = 24 * 60 * 60_000;

/** Pay and confirm attempts allowed per checkout and per address, per window. */
export const SANDBOX_PAY_LIMITS = {
  perCheckout: 10,
  perIp: 30,
  windowMs: 10 * 60_000,
} as const;

export interface SandboxCheckoutView {
  id: string;
  merchant: string;
  kind: 'subscription' | 'gift';
  tier: PaidTier;
  interval: BillingInterval;
  description: string;
  /** Charged now (or at the trial's end), in cents. */
  amount: number;
  currency: string;
  trialDays: number;
  status: SandboxCheckoutStatus;
  expiresAt: string;
  cancelUrl: string;
  /** Only once completed: where the buyer goes next. */
  successUrl: string | null;
}

export type SandboxPayResponse =
  | { status: 'succeeded'; redirectUrl: string }
  | { status: 'requires_action'; message: string };
