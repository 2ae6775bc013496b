import { z } from 'zod';
import { COUPON_KINDS } from './billing';
import { text } from './text.schema';

/**
 * `POST /callback/staff/coupons`: the shape only. The rules that depend on the kind or the clock
 * (amount range, expiry in the future, code pattern) are the coupons service's, so the CLI gets
 * them too and each answers with its own field.
 */
export const couponCreateRequest = z.object({
  code: text(64),
  kind: z.enum(COUPON_KINDS),
  amount: z.number(),
  expires: text(32).nullable(),
  maxUses: z.number().nullable(),
});

export const couponCodeParams = z.object({ code: text(64).min(1) });
