/** An in-memory CouponPort for billing tests (modules/coupons is the real one, tested on its own). */
import type { CouponView } from '@kingside/contract';
import type { CouponPort } from '../src/modules/billing';
import { AppError } from '../src/platform/errors';

export class MemoryCoupons implements CouponPort {
  readonly coupons = new Map<string, CouponView>();
  /** checkoutId → code, and what happened to the use. */
  readonly uses = new Map<string, { code: string; state: 'reserved' | 'confirmed' | 'released' }>();

  add(coupon: CouponView): this {
    this.coupons.set(coupon.code.toUpperCase(), coupon);
    return this;
  }

  async find(code: string): Promise<CouponView> {
    const coupon = this.coupons.get(code.toUpperCase());
    if (!coupon) throw new AppError('coupon_unknown', 404, 'That coupon code does not exist.');
    return coupon;
  }

  async reserve(_tx: unknown, input: { code: string; checkoutId: string }): Promise<CouponView> {
    const coupon = await this.find(input.code);
    this.uses.set(input.checkoutId, { code: coupon.code, state: 'reserved' });
    return coupon;
  }

  async confirm(_tx: unknown, checkoutId: string): Promise<void> {
    const use = this.uses.get(checkoutId);
    if (use) use.state = 'confirmed';
  }

  async release(_tx: unknown, checkoutId: string): Promise<void> {
    const use = this.uses.get(checkoutId);
    if (use) use.state = 'released';
  }
}
