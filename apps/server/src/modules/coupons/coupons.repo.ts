import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import {
  type CouponRow,
  couponRedemptions,
  coupons,
  type NewCouponRow,
  type RedemptionRow,
  type RedemptionStatus,
} from './coupons.tables';

/** A coupon with what staff see beside it. */
export interface CouponListRow {
  coupon: CouponRow;
  uses: number;
  createdBy: string | null;
}

interface ReserveValues {
  checkoutId: string;
  code: string;
  userId: number;
  at: Date;
}

const LIVE: RedemptionStatus[] = ['reserved', 'confirmed'];
const isLive = inArray(couponRedemptions.status, LIVE);

export function createCouponsRepo(db: DbOrTx) {
  const liveUsesOf = sql<number>`(select count(*) from ${couponRedemptions}
    where ${couponRedemptions.code} = ${coupons.code} and ${couponRedemptions.status} <> 'released')`.mapWith(
    Number,
  );

  async function listWhere(code?: string): Promise<CouponListRow[]> {
    return db
      .select({ coupon: coupons, uses: liveUsesOf, createdBy: users.username })
      .from(coupons)
      .leftJoin(users, eq(users.userId, coupons.createdBy))
      .where(code === undefined ? undefined : eq(coupons.code, code))
      .orderBy(desc(coupons.createdAt), coupons.code);
  }

  return {
    async find(code: string): Promise<CouponRow | undefined> {
      return (await db.select().from(coupons).where(eq(coupons.code, code)))[0];
    },

    /** Takes the coupon's row lock until the transaction ends: reservations of one code queue here. */
    async lock(code: string): Promise<CouponRow | undefined> {
      return (await db.select().from(coupons).where(eq(coupons.code, code)).for('update'))[0];
    },

    async liveUses(code: string): Promise<number> {
      const [row] = await db
        .select({ uses: sql<number>`count(*)`.mapWith(Number) })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.code, code), isLive));
      return row?.uses ?? 0;
    },

    async redemption(checkoutId: string): Promise<RedemptionRow | undefined> {
      return (
        await db.select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, checkoutId))
      )[0];
    },

    async liveRedemptionOf(code: string, userId: number): Promise<RedemptionRow | undefined> {
      const where = and(eq(couponRedemptions.code, code), eq(couponRedemptions.userId, userId), isLive);
      return (await db.select().from(couponRedemptions).where(where).limit(1))[0];
    },

    /** A new reservation, or a released one of the same checkout taken up again. */
    async reserve({ checkoutId, code, userId, at }: ReserveValues): Promise<void> {
      const fresh = { code, userId, status: 'reserved' as const, createdAt: at, updatedAt: at };
      await db
        .insert(couponRedemptions)
        .values({ checkoutId, ...fresh })
        .onConflictDoUpdate({ target: couponRedemptions.checkoutId, set: fresh });
    },

    /** Moves a checkout's redemption from one of `from` to `to`; none to move is no change. */
    async setStatus(checkoutId: string, from: RedemptionStatus[], to: RedemptionStatus, at: Date) {
      await db
        .update(couponRedemptions)
        .set({ status: to, updatedAt: at })
        .where(and(eq(couponRedemptions.checkoutId, checkoutId), inArray(couponRedemptions.status, from)));
    },

    async releaseReservedBefore(before: Date, at: Date): Promise<number> {
      const released = await db
        .update(couponRedemptions)
        .set({ status: 'released', updatedAt: at })
        .where(and(eq(couponRedemptions.status, 'reserved'), lte(couponRedemptions.createdAt, before)))
        .returning({ checkoutId: couponRedemptions.checkoutId });
      return released.length;
    },

    /** False when the code is taken. */
    async insert(values: NewCouponRow): Promise<boolean> {
      const inserted = await db
        .insert(coupons)
        .values(values)
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      return inserted.length === 1;
    },

    async disable(code: string, at: Date): Promise<boolean> {
      const disabled = await db
        .update(coupons)
        .set({ disabledAt: at })
        .where(and(eq(coupons.code, code), isNull(coupons.disabledAt)))
        .returning({ code: coupons.code });
      return disabled.length === 1;
    },

    list: () => listWhere(),
    async one(code: string): Promise<CouponListRow | undefined> {
      return (await listWhere(code))[0];
    },
  };
}
