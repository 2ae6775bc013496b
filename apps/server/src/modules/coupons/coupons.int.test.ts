import { BILLING_MESSAGES, COUPON_MESSAGES, type CouponCreateRequest } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { couponRedemptions } from './coupons.tables';

const HOUR = 60 * 60_000;

describe.each(DATABASE_KINDS)('coupons for billing on %s', (kind) => {
  let t: TestApp;
  let ids: number[] = [];
  let checkouts = 0;
  const db = () => t.testDb.database.db;
  const coupons = () => t.services.coupons;
  const create = (code: string, overrides: Partial<CouponCreateRequest> = {}) =>
    coupons().create({
      code,
      kind: 'percent',
      amount: 20,
      expires: null,
      maxUses: null,
      createdBy: null,
      ...overrides,
    });
  const reserve = (code: string, userId: number, checkoutId = `co_${++checkouts}`) =>
    db().transaction((tx) => coupons().reserve(tx, { code, checkoutId, userId }));
  const statusOf = async (checkoutId: string) =>
    (await db().select().from(couponRedemptions).where(eq(couponRedemptions.checkoutId, checkoutId)))[0]
      ?.status;
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    const { code, status, message } = error as { code: string; status: number; message: string };
    return { code, status, message };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ids = [];
    for (let i = 0; i < 30; i++) {
      const user = await t.services.accounts.register({
        username: `buyer${i}`,
        email: `buyer${i}@example.com`,
        password: PASSWORD,
        level: 'basic',
      });
      ids.push(user.userId);
    }
  });
  afterAll(async () => t.close());

  it('finds a live coupon by any case, as members see it', async () => {
    await create('SPRING-25', { amount: 25, expires: '2026-06-30' });
    expect(await coupons().find(' spring-25 ')).toEqual({
      code: 'SPRING-25',
      kind: 'percent',
      amount: 25,
      expiresAt: '2026-07-01T00:00:00.000Z',
    });
  });

  it('says why a code cannot be used: unknown, disabled, expired, used up', async () => {
    const unknown = { code: 'coupon_unknown', status: 404, message: BILLING_MESSAGES.coupon_unknown };
    expect(await refusal(coupons().find('NOPE-NOPE'))).toEqual(unknown);
    expect(await refusal(coupons().find('no good!'))).toEqual(unknown);

    await create('GONE-SOON');
    await coupons().disable('gone-soon', null);
    expect(await refusal(coupons().find('GONE-SOON'))).toEqual(unknown);

    await create('LAST-DAY', { expires: '2026-06-01' });
    expect((await coupons().find('LAST-DAY')).code).toBe('LAST-DAY');
    t.clock.advance(12 * HOUR); // midnight UTC after the last day
    expect(await refusal(coupons().find('LAST-DAY'))).toEqual({
      code: 'coupon_expired',
      status: 410,
      message: 'That coupon code has expired.',
    });
    expect(await refusal(reserve('LAST-DAY', ids[0]!))).toMatchObject({ code: 'coupon_expired' });

    await create('ONLY-ONE', { maxUses: 1 });
    await reserve('ONLY-ONE', ids[0]!);
    const usedUp = { code: 'coupon_used_up', status: 409, message: 'That coupon code has been used up.' };
    expect(await refusal(coupons().find('ONLY-ONE'))).toEqual(usedUp);
    expect(await refusal(reserve('ONLY-ONE', ids[1]!))).toEqual(usedUp);
  });

  it('reserves once per checkout, however often billing asks', async () => {
    await create('TWICE-OK', { maxUses: 2 });
    const first = await reserve('TWICE-OK', ids[2]!, 'co_same');
    expect(await reserve('twice-ok', ids[2]!, 'co_same')).toEqual(first);
    expect(await statusOf('co_same')).toBe('reserved');
    expect((await coupons().list()).find((c) => c.code === 'TWICE-OK')?.uses).toBe(1);
    await create('OTHER-ONE');
    expect(await refusal(reserve('OTHER-ONE', ids[2]!, 'co_same'))).toEqual({
      code: 'conflict',
      status: 409,
      message: COUPON_MESSAGES.checkout_has_coupon,
    });
  });

  it('lets a member use a code once, then again once their checkout is released', async () => {
    await create('ONCE-EACH');
    await reserve('ONCE-EACH', ids[3]!, 'co_once_1');
    expect(await refusal(reserve('ONCE-EACH', ids[3]!, 'co_once_2'))).toEqual({
      code: 'coupon_used_up',
      status: 409,
      message: COUPON_MESSAGES.already_used,
    });
    await db().transaction((tx) => coupons().release(tx, 'co_once_1'));
    await reserve('ONCE-EACH', ids[3]!, 'co_once_2');
    expect(await statusOf('co_once_2')).toBe('reserved');
  });

  it('gives a released use back, keeps a confirmed one', async () => {
    await create('ONE-SEAT', { maxUses: 1 });
    await reserve('ONE-SEAT', ids[4]!, 'co_seat_1');
    await db().transaction((tx) => coupons().release(tx, 'co_seat_1'));
    expect(await statusOf('co_seat_1')).toBe('released');
    expect((await coupons().find('ONE-SEAT')).code).toBe('ONE-SEAT');

    await reserve('ONE-SEAT', ids[5]!, 'co_seat_2');
    await db().transaction((tx) => coupons().confirm(tx, 'co_seat_2'));
    await db().transaction((tx) => coupons().release(tx, 'co_seat_2'));
    expect(await statusOf('co_seat_2')).toBe('confirmed');
    expect(await refusal(reserve('ONE-SEAT', ids[6]!))).toMatchObject({ code: 'coupon_used_up' });
    // A checkout without a coupon: confirming and releasing it change nothing.
    await db().transaction((tx) => coupons().confirm(tx, 'co_no_coupon'));
    expect(await statusOf('co_no_coupon')).toBeUndefined();
  });

  it('frees reservations older than 24 hours, and only those', async () => {
    t.clock.advance(24 * HOUR);
    await coupons().releaseStale(); // what the tests above left open
    await create('STALE-TEST', { maxUses: 2 });
    await reserve('STALE-TEST', ids[7]!, 'co_old');
    t.clock.advance(23 * HOUR);
    await reserve('STALE-TEST', ids[8]!, 'co_new');
    expect(await refusal(coupons().find('STALE-TEST'))).toMatchObject({ code: 'coupon_used_up' });
    t.clock.advance(HOUR - 1);
    expect(await coupons().releaseStale()).toBe(0);
    t.clock.advance(1);
    expect(await coupons().releaseStale()).toBe(1);
    expect(await statusOf('co_old')).toBe('released');
    expect(await statusOf('co_new')).toBe('reserved');
    expect((await coupons().find('STALE-TEST')).code).toBe('STALE-TEST');
  });

  it('holds max uses under 30 concurrent checkouts: exactly 5 reserve, 25 are used up', async () => {
    await create('RUSH-FIVE', { maxUses: 5 });
    const outcomes = await Promise.allSettled(
      ids.map((userId, i) => reserve('RUSH-FIVE', userId, `co_rush_${i}`)),
    );
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const { reason } of refused) {
      expect(reason).toMatchObject({ code: 'coupon_used_up', status: 409 });
    }
    const rows = await db().select().from(couponRedemptions).where(eq(couponRedemptions.code, 'RUSH-FIVE'));
    expect(rows).toHaveLength(5);
  });
});
