import { z } from 'zod';
import { BILLING_INTERVALS } from './billing';
import { text } from './text.schema';

/**
 * Membership requests. Strict: the client never sends an amount (or anything else we did not ask
 * for); `_token` is the CSRF token web callbacks may carry in the body. The tier is any string here
 * so an unknown one gets its own code (`tier_unknown`), checked by the server with `isPaidTier`.
 */
const csrf = { _token: text(256).optional() };

export const checkoutRequest = z.strictObject({
  tier: text(32).min(1),
  interval: z.enum(BILLING_INTERVALS),
  coupon: text(64).trim().min(1).optional(),
  giftTo: text(64).trim().min(1).optional(),
  ...csrf,
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const changePlanRequest = z.strictObject({
  tier: text(32).min(1),
  interval: z.enum(BILLING_INTERVALS),
  ...csrf,
});

export const plansQuery = z.object({ c: text(64).trim().optional() });

export const noticeParams = z.object({ id: z.uuid() });
