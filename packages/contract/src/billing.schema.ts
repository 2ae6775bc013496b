import { z } from 'zod';
import { BILLING_INTERVALS } from './billing';

/**
 * Membership requests. Strict: the client never sends an amount (or anything else we did not ask
 * for); `_token` is the CSRF token web callbacks may carry in the body. The tier is any string here
 * so an unknown one gets its own code (`tier_unknown`), checked by the server with `isPaidTier`.
 */
const csrf = { _token: z.string().optional() };

export const checkoutRequest = z.strictObject({
  tier: z.string().min(1).max(32),
  interval: z.enum(BILLING_INTERVALS),
  coupon: z.string().trim().min(1).max(64).optional(),
  giftTo: z.string().trim().min(1).max(64).optional(),
  ...csrf,
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const changePlanRequest = z.strictObject({
  tier: z.string().min(1).max(32),
  interval: z.enum(BILLING_INTERVALS),
  ...csrf,
});

export const plansQuery = z.object({ c: z.string().trim().max(64).optional() });

export const noticeParams = z.object({ id: z.uuid() });
