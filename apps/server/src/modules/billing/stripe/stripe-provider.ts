import { BILLING_MESSAGES, PRICES } from '@kingside/contract';
import Stripe from 'stripe';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import type { BillingProvider, CheckoutRequest } from '../provider';
import { toBillingEvent } from './stripe-events';
import { planOfPrice, type StripePrices } from './stripe-prices';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  prices: StripePrices;
  /** Webhook signatures are judged against this clock's now (5 minutes' tolerance). */
  clock: Clock;
  logger: Logger;
  /** A client of our own (tests give one whose HTTP never leaves the process). */
  stripe?: Stripe;
}

/** Stripe as a `BillingProvider`: hosted Checkout, subscription updates, the customer portal. */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const { prices, clock, logger, webhookSecret } = options;
  const stripe = options.stripe ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  /** Stripe failing (down, refused, misconfigured) is a 503 for the member and a log line for us. */
  async function call<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      // Only what identifies the failure: the error object also carries the request's headers.
      logger.error(
        {
          operation,
          type: error.type,
          code: error.code,
          statusCode: error.statusCode,
          requestId: error.requestId,
        },
        `Stripe ${operation} failed: ${error.message}`,
      );
      if (error.code === 'resource_missing' && operation.startsWith('subscription')) {
        throw new AppError('subscription_not_found', 404, BILLING_MESSAGES.subscription_not_found);
      }
      throw new AppError('billing_unavailable', 503, BILLING_MESSAGES.billing_unavailable);
    }
  }

  async function setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
    await call(cancel ? 'subscription cancel' : 'subscription resume', () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
  }

  return {
    name: 'stripe',
    hasPortal: true,

    async createCheckout(request) {
      const session = await call('checkout', async () =>
        stripe.checkout.sessions.create(
          request.kind === 'gift' ? giftSession(request) : await subscriptionSession(request),
          { idempotencyKey: `kingside-checkout-${request.checkoutId}` },
        ),
      );
      if (!session.url) {
        // Only an embedded (ui_mode) session has no url; ours are hosted, so Stripe misbehaved.
        logger.error({ operation: 'checkout', session: session.id }, 'Stripe checkout session without a url');
        throw new AppError('billing_unavailable', 503, BILLING_MESSAGES.billing_unavailable);
      }
      return { providerCheckoutId: session.id, url: session.url };
    },

    async expireCheckout(sessionId) {
      return call('checkout expire', async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return false;
        if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
        return true;
      });
    },

    cancelAtPeriodEnd: (subscriptionId) => setCancelAtPeriodEnd(subscriptionId, true),
    resume: (subscriptionId) => setCancelAtPeriodEnd(subscriptionId, false),

    async changePlan(subscriptionId, tier, interval) {
      await call('subscription change', async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const items = current.items.data;
        const item = items.find((candidate) => planOfPrice(prices, candidate.price.id)) ?? items[0];
        if (!item)
          throw new AppError('subscription_not_active', 409, BILLING_MESSAGES.subscription_not_active);
        return stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: prices[tier][interval] }],
          proration_behavior: 'create_prorations',
        });
      });
    },

    async portalUrl(customerId, returnUrl) {
      const session = await call('portal', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw signatureInvalid();
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          undefined,
          undefined,
          clock.now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw signatureInvalid();
        // The signature held, so the body is Stripe's, just not an event we can read.
        throw new AppError('bad_request', 400, 'Cannot read the Stripe event: the body is not JSON.');
      }
      return toBillingEvent(event, prices, logger);
    },
  };

  async function subscriptionSession(request: CheckoutRequest): Promise<Stripe.Checkout.SessionCreateParams> {
    const coupon = await couponFor(request);
    return {
      mode: 'subscription',
      line_items: [{ price: prices[request.tier][request.interval], quantity: 1 }],
      client_reference_id: request.checkoutId,
      metadata: { checkoutId: request.checkoutId, kind: 'subscription' },
      subscription_data: {
        // Read back on the first invoice (billing_reason subscription_create).
        metadata: { checkoutId: request.checkoutId },
        ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
      },
      ...(coupon ? { discounts: [{ coupon }] } : {}),
      ...customerOf(request),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
  }

  /**
   * We compute the first charge (coupons are ours, not Stripe's); when it is below the list price
   * a one-off Stripe coupon for the difference makes Stripe charge exactly our amount, once.
   */
  async function couponFor(request: CheckoutRequest): Promise<string | null> {
    const list = PRICES[request.tier][request.interval];
    if (request.amount === list) return null;
    if (request.amount > list || request.amount < 0) {
      throw new Error(
        `Checkout amount ${request.amount} is outside 0…${list} for ${request.tier}.${request.interval}`,
      );
    }
    const coupon = await stripe.coupons.create(
      {
        amount_off: list - request.amount,
        currency: request.currency,
        duration: 'once',
        max_redemptions: 1,
        // Shown beside the discount on Stripe's page (at most 40 characters).
        name: 'Kingside coupon',
        metadata: { checkoutId: request.checkoutId },
      },
      { idempotencyKey: `kingside-coupon-${request.checkoutId}` },
    );
    return coupon.id;
  }
}

function giftSession(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: request.currency,
          unit_amount: request.amount,
          product_data: { name: request.description },
        },
        quantity: 1,
      },
    ],
    client_reference_id: request.checkoutId,
    metadata: {
      checkoutId: request.checkoutId,
      kind: 'gift',
      tier: request.tier,
      interval: request.interval,
    },
    // checkout.completed must name a customer even for a one-off payment.
    ...(request.customer.providerCustomerId ? {} : { customer_creation: 'always' as const }),
    ...customerOf(request),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

function customerOf(request: CheckoutRequest): { customer: string } | { customer_email: string } {
  const known = request.customer.providerCustomerId;
  return known ? { customer: known } : { customer_email: request.customer.email };
}

function signatureInvalid(): AppError {
  return new AppError('webhook_signature_invalid', 400, BILLING_MESSAGES.webhook_signature_invalid);
}
