import { z } from 'zod';
import { COUPON_KINDS } from './billing';

/**
 * `POST /callback/staff/coupons`: the shape only. The rules that depend on the kind or the clock
 * (amount range, expiry in the future, code pattern) are the coupons service's, so the CLI gets
 * them too and each answers with its own field.
 */
export const couponCreateRequest = z.object({
  code: z.string().max(64),
  kind: z.enum(COUPON_KINDS),
  amount: z.number(),
  expires: z.string().max(32).nullable(),
  maxUses: z.number().nullable(),
});

export const couponCodeParams = z.object({ code: z.string().min(1).max(64) });
