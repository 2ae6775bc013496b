import { parseStripePrices, type StripePrices } from './stripe-prices';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: StripePrices;
}

export interface StripeEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICES?: string | undefined;
}

/**
 * Stripe takes payments only when both keys are set; one without the other is a mistake we stop
 * at start rather than a half-working checkout. Throws a one-line reason (never a key's value).
 */
export function readStripeConfig(env: StripeEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey && !webhookSecret) {
    if (env.STRIPE_PRICES) {
      throw new Error('STRIPE_PRICES is set but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not');
    }
    return null;
  }
  if (!secretKey || !webhookSecret) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new Error(
      `Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; ${missing} is not set (unset both to use the sandbox)`,
    );
  }
  if (!env.STRIPE_PRICES) {
    throw new Error(
      'Stripe needs STRIPE_PRICES: the Price id of every tier and interval (gold.month=price_…,…)',
    );
  }
  return { secretKey, webhookSecret, prices: parseStripePrices(env.STRIPE_PRICES) };
}

export function stripeConfigured(config: {
  stripe: StripeConfig | null;
}): config is { stripe: StripeConfig } {
  return config.stripe !== null;
}

/** Which provider takes payments: Stripe when configured, else the built-in sandbox. */
export function selectBillingProvider(config: { stripe: StripeConfig | null }): 'stripe' | 'sandbox' {
  return stripeConfigured(config) ? 'stripe' : 'sandbox';
}
