import type { BillingInterval, PaidTier, SubscriptionStatus } from '@kingside/contract';

/**
 * A payment provider as the billing module sees it. Two implement it: the built-in sandbox (the
 * embedded default, modules/sandbox-pay) and Stripe (when its keys are configured). The provider
 * owns cards, charges and the subscription's schedule; we learn what happened only from its
 * webhooks, normalised to `BillingEvent`, which we store before acknowledging and apply once.
 */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Whether `portalUrl` can answer: the billing page offers "Manage payment methods" only then. */
  readonly hasPortal: boolean;
  /** Opens a hosted checkout for a subscription (or a one-off gift payment). */
  createCheckout(request: CheckoutRequest): Promise<{ providerCheckoutId: string; url: string }>;
  /**
   * Makes an open checkout unpayable (a newer one superseded it). False when it can no longer be
   * expired because it was already paid.
   */
  expireCheckout(providerCheckoutId: string): Promise<boolean>;
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  resume(providerSubscriptionId: string): Promise<void>;
  /** Upgrade or downgrade; the provider prorates and sends `subscription.updated`. */
  changePlan(providerSubscriptionId: string, tier: PaidTier, interval: BillingInterval): Promise<void>;
  /** The provider's customer portal, or null when it has none. */
  portalUrl(providerCustomerId: string, returnUrl: string): Promise<string | null>;
  /**
   * Checks the signature over the exact raw body, then normalises the event. Throws
   * `AppError('webhook_signature_invalid', 400, …)` for a bad or stale signature and
   * `AppError('bad_request', 400, …)` for a payload it cannot read; returns null for an event
   * type we do not use (acknowledged, ignored).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): BillingEvent | null;
}

export interface CheckoutRequest {
  /** Our checkout id (uuid): the provider hands it back on every event about this checkout. */
  checkoutId: string;
  customer: { userId: number; username: string; email: string; providerCustomerId: string | null };
  kind: 'subscription' | 'gift';
  tier: PaidTier;
  interval: BillingInterval;
  /** First charge in cents, coupon applied (computed by us; the provider charges exactly this). */
  amount: number;
  currency: string;
  /** 0 unless the member is eligible for the first trial. */
  trialDays: number;
  description: string;
  successUrl: string;
  cancelUrl: string;
}

/** A provider event, normalised. `id` is the provider's event id: the idempotency key. */
export interface BillingEvent {
  id: string;
  provider: 'sandbox' | 'stripe';
  /** When the provider created the event: subscription snapshots older than the last applied are ignored. */
  createdAt: Date;
  data: BillingEventData;
}

export type BillingEventData =
  | {
      type: 'checkout.completed';
      checkoutId: string;
      providerCheckoutId: string;
      providerCustomerId: string;
      /** Null for a gift (a one-off payment). */
      providerSubscriptionId: string | null;
      amountPaid: number;
      currency: string;
    }
  | {
      type: 'subscription.updated';
      providerSubscriptionId: string;
      providerCustomerId: string;
      tier: PaidTier;
      interval: BillingInterval;
      status: Exclude<SubscriptionStatus, 'expired'>;
      currentPeriodEnd: Date;
      cancelAtPeriodEnd: boolean;
      trialEnd: Date | null;
    }
  | { type: 'subscription.deleted'; providerSubscriptionId: string; providerCustomerId: string }
  | {
      type: 'invoice.paid' | 'invoice.payment_failed';
      providerInvoiceId: string;
      providerSubscriptionId: string | null;
      providerCustomerId: string;
      /** Our checkout id for the first invoice of a checkout, when the provider knows it. */
      checkoutId: string | null;
      number: string;
      description: string;
      amount: number;
      currency: string;
      createdAt: Date;
      receiptUrl: string | null;
    };
