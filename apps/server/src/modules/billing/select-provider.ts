import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { billingUnavailable } from './billing-errors';
import type { BillingProvider } from './provider';
import { parseSignedEvent } from './signed-events';
import { createStripeProvider, selectBillingProvider } from './stripe';

/**
 * The payment provider this server uses, as `selectBillingProvider` (stripe-config.ts) decides:
 * Stripe when its keys are configured, else the sandbox.
 * TODO(integrator): the sandbox is `createSandboxProvider` (modules/sandbox-pay). Until it is wired,
 * `SANDBOX_WEBHOOK_SECRET` gives a stand-in that only takes the sandbox's signed webhooks (enough for
 * the failpoint test); without it there is none, and paying answers 503.
 */
export function createBillingProvider(
  config: Pick<Config, 'stripe' | 'sandboxWebhookSecret'>,
  deps: { clock: Clock; logger: Logger },
): BillingProvider | null {
  if (selectBillingProvider(config) === 'stripe') {
    return createStripeProvider({ ...config.stripe!, clock: deps.clock, logger: deps.logger });
  }
  const secret = config.sandboxWebhookSecret;
  if (!secret) return null;
  const unavailable = async (): Promise<never> => {
    throw billingUnavailable();
  };
  return {
    name: 'sandbox',
    createCheckout: unavailable,
    cancelAtPeriodEnd: unavailable,
    resume: unavailable,
    changePlan: unavailable,
    portalUrl: async () => null,
    parseWebhook: (rawBody, headers) => parseSignedEvent(secret, deps.clock, rawBody, headers),
  };
}
