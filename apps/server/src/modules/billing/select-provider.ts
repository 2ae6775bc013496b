import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { BillingProvider } from './provider';
import { createStripeProvider, selectBillingProvider } from './stripe';

/**
 * The payment provider this server uses, as `selectBillingProvider` (stripe-config.ts) decides:
 * Stripe when its keys are configured, else the built-in sandbox (modules/sandbox-pay).
 */
export function createBillingProvider(
  config: Pick<Config, 'stripe'>,
  deps: { clock: Clock; logger: Logger; sandbox: BillingProvider },
): BillingProvider {
  if (selectBillingProvider(config) === 'stripe') {
    return createStripeProvider({ ...config.stripe!, clock: deps.clock, logger: deps.logger });
  }
  return deps.sandbox;
}
