import type { CouponView, StaffCouponView } from '@kingside/contract';
import { couponState } from './coupon-rules';
import type { CouponListRow } from './coupons.repo';
import type { CouponRow } from './coupons.tables';

export function presentCoupon(coupon: CouponRow): CouponView {
  return {
    code: coupon.code,
    kind: coupon.kind,
    amount: coupon.amount,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
  };
}

export function presentStaffCoupon({ coupon, uses, createdBy }: CouponListRow, now: Date): StaffCouponView {
  return {
    ...presentCoupon(coupon),
    currency: coupon.currency,
    maxUses: coupon.maxUses,
    uses,
    state: couponState(coupon, uses, now),
    createdAt: coupon.createdAt.toISOString(),
    createdBy,
    disabledAt: coupon.disabledAt?.toISOString() ?? null,
  };
}
