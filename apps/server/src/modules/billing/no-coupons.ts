import { billingError } from './billing-errors';
import type { CouponPort } from './coupon-port';

/** Until a coupon module is wired: every code is unknown, and nothing is ever reserved. */
export const noCoupons: CouponPort = {
  async find() {
    throw billingError('coupon_unknown', 404, 'coupon');
  },
  async reserve() {
    throw billingError('coupon_unknown', 404, 'coupon');
  },
  async confirm() {},
  async release() {},
};
