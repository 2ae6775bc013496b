import {
  type BillingInterval,
  type PaidTier,
  SANDBOX_MERCHANT,
  type SandboxCheckoutView,
} from '@kingside/contract';
import type { SandboxCheckoutSession } from './sandbox-pay.tables';

/** What the hosted page shows: never the buyer's email or our ids. */
export function presentCheckout(session: SandboxCheckoutSession): SandboxCheckoutView {
  return {
    id: session.id,
    merchant: SANDBOX_MERCHANT,
    kind: session.kind,
    tier: session.tier as PaidTier,
    interval: session.interval as BillingInterval,
    description: session.description,
    amount: session.amount,
    currency: session.currency,
    trialDays: session.trialDays,
    status: session.status,
    expiresAt: session.expiresAt.toISOString(),
    cancelUrl: session.cancelUrl,
    successUrl: session.status === 'completed' ? session.successUrl : null,
  };
}
