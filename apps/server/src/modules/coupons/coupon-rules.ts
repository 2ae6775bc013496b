import {
  COUPON_LIMITS,
  COUPON_MESSAGES,
  type CouponCreateRequest,
  type CouponKind,
  type CouponState,
  CURRENCY,
  normalizeCouponCode,
} from '@kingside/contract';
import { badRequest } from '../../platform/errors';

/** A coupon that passed every rule, ready to store. */
export interface NewCoupon {
  code: string;
  kind: CouponKind;
  amount: number;
  currency: string | null;
  expiresAt: Date | null;
  maxUses: number | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60_000;

/** `YYYY-MM-DD` → the first instant after that day (UTC), when the coupon stops working; null if no such day. */
export function endOfDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2026-02-30 over into March: a real day maps back to itself.
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date)
    return null;
  return new Date(start.getTime() + DAY_MS);
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Checks what staff asked for (web or CLI); the first problem is a 400 naming its field. */
export function checkNewCoupon(input: CouponCreateRequest, now: Date): NewCoupon {
  const code = normalizeCouponCode(input.code);
  if (!code) throw badRequest('validation_failed', COUPON_MESSAGES.code_invalid, 'code');
  const percent = input.kind === 'percent';
  if (!wholeIn(input.amount, 1, percent ? COUPON_LIMITS.maxPercent : COUPON_LIMITS.maxFixed)) {
    const message = percent ? COUPON_MESSAGES.percent_range : COUPON_MESSAGES.fixed_range;
    throw badRequest('validation_failed', message, 'amount');
  }
  let expiresAt: Date | null = null;
  if (input.expires !== null && input.expires !== '') {
    expiresAt = endOfDay(input.expires);
    if (!expiresAt) throw badRequest('validation_failed', COUPON_MESSAGES.expires_invalid, 'expires');
    if (expiresAt <= now) throw badRequest('validation_failed', COUPON_MESSAGES.expires_past, 'expires');
  }
  if (input.maxUses !== null && !wholeIn(input.maxUses, 1, COUPON_LIMITS.maxUses)) {
    throw badRequest('validation_failed', COUPON_MESSAGES.max_uses_range, 'maxUses');
  }
  return {
    code,
    kind: input.kind,
    amount: input.amount,
    currency: percent ? null : CURRENCY,
    expiresAt,
    maxUses: input.maxUses,
  };
}

/** What a coupon is now: disabled beats expired beats used up. */
export function couponState(
  coupon: { disabledAt: Date | null; expiresAt: Date | null; maxUses: number | null },
  uses: number,
  now: Date,
): CouponState {
  if (coupon.disabledAt) return 'disabled';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'expired';
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return 'used_up';
  return 'active';
}
