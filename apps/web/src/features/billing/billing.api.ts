import {
  BILLING_API,
  type BillingInterval,
  type BillingOverview,
  type CheckoutResponse,
  type GiftNotice,
  type PaidTier,
  type PlansResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** The web callbacks of paid membership (paths and payloads in `contract/billing.ts`). */

export async function fetchPlans(http: AxiosInstance, coupon: string | null): Promise<PlansResponse> {
  const params = coupon ? { c: coupon } : undefined;
  return (await http.get<PlansResponse>(BILLING_API.plans, { params })).data;
}

export interface CheckoutRequest {
  tier: PaidTier;
  interval: BillingInterval;
  coupon?: string;
  /** The username of the member a gift is for. */
  giftTo?: string;
}

export async function startCheckout(
  http: AxiosInstance,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  return (await http.post<CheckoutResponse>(BILLING_API.checkout, request)).data;
}

export async function fetchBilling(http: AxiosInstance): Promise<BillingOverview> {
  return (await http.get<BillingOverview>(BILLING_API.billing)).data;
}

export async function cancelSubscription(http: AxiosInstance): Promise<void> {
  await http.post(BILLING_API.cancel);
}

export async function resumeSubscription(http: AxiosInstance): Promise<void> {
  await http.post(BILLING_API.resume);
}

export async function changePlan(
  http: AxiosInstance,
  tier: PaidTier,
  interval: BillingInterval,
): Promise<void> {
  await http.post(BILLING_API.change, { tier, interval });
}

/** The provider's customer portal (cards, addresses) for this member. */
export async function fetchPortalUrl(http: AxiosInstance): Promise<string> {
  return (await http.get<{ url: string }>(BILLING_API.portal)).data.url;
}

/** Gifts received and not yet seen. The contract leaves the envelope open: a bare list or `{notices}`. */
export async function fetchNotices(http: AxiosInstance): Promise<GiftNotice[]> {
  const data = (await http.get<GiftNotice[] | { notices: GiftNotice[] }>(BILLING_API.notices)).data;
  return Array.isArray(data) ? data : (data.notices ?? []);
}

export async function markNoticeSeen(http: AxiosInstance, id: string): Promise<void> {
  await http.post(BILLING_API.noticeSeen(id));
}
