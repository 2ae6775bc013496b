import type { CouponView } from '@kingside/contract';
import type { Tx } from '../../db/db';

/**
 * What billing needs of coupons (modules/coupons implements it). A use is counted when a checkout
 * opens, inside the checkout's transaction, so `maxUses` holds however many checkouts race; the
 * use is confirmed when the checkout is paid and given back when it fails or goes stale.
 * Errors are AppErrors: `coupon_unknown` 404, `coupon_expired` 410, `coupon_used_up` 409.
 */
export interface CouponPort {
  find(code: string): Promise<CouponView>;
  /** Idempotent per checkout. */
  reserve(tx: Tx, input: { code: string; checkoutId: string; userId: number }): Promise<CouponView>;
  confirm(tx: Tx, checkoutId: string): Promise<void>;
  release(tx: Tx, checkoutId: string): Promise<void>;
}
