import {
  COUPON_STAFF_API,
  type CouponCreateRequest,
  type StaffCouponList,
  type StaffCouponView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** Staff only (403 otherwise). Newest first. */
export async function fetchCoupons(http: AxiosInstance, signal?: AbortSignal): Promise<StaffCouponView[]> {
  return (await http.get<StaffCouponList>(COUPON_STAFF_API.list, { signal })).data.coupons;
}

/** 400 names the field at fault; 409 on `code` when the code exists. */
export async function createCoupon(
  http: AxiosInstance,
  request: CouponCreateRequest,
): Promise<StaffCouponView> {
  return (await http.post<StaffCouponView>(COUPON_STAFF_API.list, request)).data;
}

export async function disableCoupon(http: AxiosInstance, code: string): Promise<StaffCouponView> {
  return (await http.post<StaffCouponView>(COUPON_STAFF_API.disable(code))).data;
}
