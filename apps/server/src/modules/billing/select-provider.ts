import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { billingUnavailable } from './billing-errors';
import type { BillingProvider } from './provider';
import { parseSignedEvent } from './signed-events';

/**
 * The payment provider this server uses, chosen by configuration in this one place.
 * TODO(integrator): the sandbox (`createSandboxProvider`, the embedded default) and Stripe (when its
 * keys are set) go here. Until then, `SANDBOX_WEBHOOK_SECRET` gives a provider that only takes the
 * sandbox's signed webhooks (enough for the crash test); without it there is none (503).
 */
export function selectBillingProvider(config: Config, deps: { clock: Clock }): BillingProvider | null {
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
