/** Coupons (issue 5): staff create and disable them; billing finds and reserves them through CouponPort. */
export { couponTable, describeCreated } from './coupon-lines';
export { couponsRoutes } from './coupons.routes';
export { type Coupons, createCoupons, STALE_RESERVATION_MS } from './coupons.service';
