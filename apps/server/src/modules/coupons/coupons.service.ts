import {
  BILLING_MESSAGES,
  COUPON_MESSAGES,
  type CouponCreateRequest,
  type CouponView,
  normalizeCouponCode,
  type StaffCouponView,
} from '@kingside/contract';
import type { Db, Tx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, conflict } from '../../platform/errors';
import { createAuditRepo } from '../accounts';
import type { CouponPort } from '../billing/coupon-port';
import { checkNewCoupon, couponState } from './coupon-rules';
import { presentCoupon, presentStaffCoupon } from './coupons.present';
import { createCouponsRepo } from './coupons.repo';
import type { CouponRow } from './coupons.tables';

/** A reservation whose checkout was neither paid nor abandoned within this long gives its use back. */
export const STALE_RESERVATION_MS = 24 * 60 * 60_000;

const unknown = () => new AppError('coupon_unknown', 404, BILLING_MESSAGES.coupon_unknown);
const expired = () => new AppError('coupon_expired', 410, BILLING_MESSAGES.coupon_expired);
const usedUp = () => new AppError('coupon_used_up', 409, BILLING_MESSAGES.coupon_used_up);

/**
 * Coupons: billing's CouponPort (find, reserve, confirm, release) and staff's operations.
 * Max uses holds under concurrent checkouts because a reservation locks the coupon's row
 * (`SELECT … FOR UPDATE`) before it counts the live uses and adds its own: reservations of one
 * code queue on that lock. A member uses a code once: a second checkout of theirs with a code they
 * hold or used is 409 `coupon_used_up` with COUPON_MESSAGES.already_used.
 */
export function createCoupons(deps: { db: Db; clock: Clock }) {
  const repo = createCouponsRepo(deps.db);

  /** Why a coupon cannot be used now, if it cannot. */
  function refuse(coupon: CouponRow | undefined, uses: number): asserts coupon is CouponRow {
    if (!coupon) throw unknown();
    const state = couponState(coupon, uses, deps.clock.now());
    if (state === 'disabled') throw unknown();
    if (state === 'expired') throw expired();
    if (state === 'used_up') throw usedUp();
  }

  async function staffView(code: string): Promise<StaffCouponView> {
    const row = await repo.one(code);
    if (!row) throw unknown();
    return presentStaffCoupon(row, deps.clock.now());
  }

  const port: CouponPort = {
    async find(input: string): Promise<CouponView> {
      const code = normalizeCouponCode(input);
      if (!code) throw unknown();
      const coupon = await repo.find(code);
      refuse(coupon, coupon ? await repo.liveUses(code) : 0);
      return presentCoupon(coupon);
    },

    async reserve(tx: Tx, { code: input, checkoutId, userId }): Promise<CouponView> {
      const code = normalizeCouponCode(input);
      if (!code) throw unknown();
      const inTx = createCouponsRepo(tx);
      const coupon = await inTx.lock(code);
      if (!coupon) throw unknown();
      // After the lock: a replay racing its original sees what the original wrote.
      const held = await inTx.redemption(checkoutId);
      if (held && held.status !== 'released') {
        if (held.code !== code) throw conflict('conflict', COUPON_MESSAGES.checkout_has_coupon);
        return presentCoupon(coupon);
      }
      refuse(coupon, 0);
      if (await inTx.liveRedemptionOf(code, userId)) {
        throw new AppError('coupon_used_up', 409, COUPON_MESSAGES.already_used);
      }
      refuse(coupon, await inTx.liveUses(code));
      await inTx.reserve({ checkoutId, code, userId, at: deps.clock.now() });
      return presentCoupon(coupon);
    },

    /** Paid: the use stays. A payment landing after its reservation went stale still counts. */
    confirm: (tx: Tx, checkoutId: string) =>
      createCouponsRepo(tx).setStatus(checkoutId, ['reserved', 'released'], 'confirmed', deps.clock.now()),

    /** Failed or abandoned: the use goes back. A confirmed use is never given back. */
    release: (tx: Tx, checkoutId: string) =>
      createCouponsRepo(tx).setStatus(checkoutId, ['reserved'], 'released', deps.clock.now()),
  };

  return {
    ...port,

    /** Frees reservations older than `olderThanMs`; answers how many. Safe on any number of nodes. */
    releaseStale(olderThanMs = STALE_RESERVATION_MS): Promise<number> {
      const now = deps.clock.now();
      return repo.releaseReservedBefore(new Date(now.getTime() - olderThanMs), now);
    },

    /** `createdBy` null: the command line. The coupon and its audit row commit together. */
    async create(input: CouponCreateRequest & { createdBy: number | null }): Promise<StaffCouponView> {
      const now = deps.clock.now();
      const coupon = checkNewCoupon(input, now);
      const created = await deps.db.transaction(async (tx) => {
        if (!(await createCouponsRepo(tx).insert({ ...coupon, createdBy: input.createdBy, createdAt: now })))
          return false;
        await createAuditRepo(tx).insert({
          actorUserId: input.createdBy,
          action: 'coupon_create',
          targetUserId: null,
          details: {
            code: coupon.code,
            kind: coupon.kind,
            amount: coupon.amount,
            maxUses: coupon.maxUses,
            expiresAt: coupon.expiresAt?.toISOString() ?? null,
          },
          at: now,
        });
        return true;
      });
      if (!created) throw conflict('conflict', COUPON_MESSAGES.code_taken, 'code');
      return staffView(coupon.code);
    },

    async list(): Promise<StaffCouponView[]> {
      const now = deps.clock.now();
      return (await repo.list()).map((row) => presentStaffCoupon(row, now));
    },

    /** Disabled coupons stop working at once; open reservations may still be paid. */
    async disable(input: string, actorUserId: number | null): Promise<StaffCouponView> {
      const code = normalizeCouponCode(input);
      if (!code || !(await repo.find(code))) throw unknown();
      const now = deps.clock.now();
      const disabled = await deps.db.transaction(async (tx) => {
        if (!(await createCouponsRepo(tx).disable(code, now))) return false;
        await createAuditRepo(tx).insert({
          actorUserId,
          action: 'coupon_disable',
          targetUserId: null,
          details: { code },
          at: now,
        });
        return true;
      });
      if (!disabled) throw conflict('conflict', COUPON_MESSAGES.already_disabled);
      return staffView(code);
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;
