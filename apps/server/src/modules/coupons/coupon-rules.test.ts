import { COUPON_MESSAGES, type CouponCreateRequest, normalizeCouponCode } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { checkNewCoupon, couponState, endOfDay } from './coupon-rules';

const NOW = new Date('2026-06-01T12:00:00Z');
const request = (overrides: Partial<CouponCreateRequest> = {}): CouponCreateRequest => ({
  code: 'spring-25',
  kind: 'percent',
  amount: 25,
  expires: null,
  maxUses: null,
  ...overrides,
});

describe('normalizeCouponCode', () => {
  it.each([
    ['spring-25', 'SPRING-25'],
    ['  Gm_Bonus ', 'GM_BONUS'],
    ['abc', 'ABC'],
    ['A'.repeat(32), 'A'.repeat(32)],
  ])('%j is %j', (input, code) => expect(normalizeCouponCode(input)).toBe(code));

  it.each(['ab', 'A'.repeat(33), 'with space', 'ÜBER-10', 'semi;colon', ''])('refuses %j', (input) =>
    expect(normalizeCouponCode(input)).toBeNull(),
  );
});

describe('endOfDay', () => {
  it('is the midnight (UTC) after the given day', () => {
    expect(endOfDay('2026-12-31')?.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '31/12/2026', '2026-1-1', 'tomorrow'])('refuses %j', (day) =>
    expect(endOfDay(day)).toBeNull(),
  );
});

describe('checkNewCoupon', () => {
  it('stores codes upper-case, a currency only for fixed amounts', () => {
    expect(checkNewCoupon(request({ expires: '2026-06-01', maxUses: 10 }), NOW)).toEqual({
      code: 'SPRING-25',
      kind: 'percent',
      amount: 25,
      currency: null,
      expiresAt: new Date('2026-06-02T00:00:00Z'),
      maxUses: 10,
    });
    expect(checkNewCoupon(request({ kind: 'fixed', amount: 500 }), NOW)).toMatchObject({
      amount: 500,
      currency: 'usd',
      expiresAt: null,
    });
  });

  it.each([
    [{ code: 'x!' }, 'code', COUPON_MESSAGES.code_invalid],
    [{ amount: 0 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ amount: -5 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ amount: 101 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ amount: 12.5 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ kind: 'fixed', amount: -100 }, 'amount', COUPON_MESSAGES.fixed_range],
    [{ kind: 'fixed', amount: 1_000_001 }, 'amount', COUPON_MESSAGES.fixed_range],
    [{ expires: '2026-05-31' }, 'expires', COUPON_MESSAGES.expires_past],
    [{ expires: '2026-02-30' }, 'expires', COUPON_MESSAGES.expires_invalid],
    [{ maxUses: 0 }, 'maxUses', COUPON_MESSAGES.max_uses_range],
    [{ maxUses: 2.5 }, 'maxUses', COUPON_MESSAGES.max_uses_range],
  ] as const)('refuses %j naming %s', (overrides, field, message) => {
    expect(() => checkNewCoupon(request(overrides), NOW)).toThrow(
      expect.objectContaining({ code: 'validation_failed', status: 400, field, message }),
    );
  });

  it('takes 100 percent and a fixed amount bigger than any price', () => {
    expect(checkNewCoupon(request({ amount: 100 }), NOW).amount).toBe(100);
    expect(checkNewCoupon(request({ kind: 'fixed', amount: 120 }), NOW).amount).toBe(120);
  });
});

describe('couponState', () => {
  const coupon = { disabledAt: null, expiresAt: new Date('2026-06-02T00:00:00Z'), maxUses: 2 };
  it.each([
    [coupon, 1, NOW, 'active'],
    [coupon, 2, NOW, 'used_up'],
    [coupon, 0, new Date('2026-06-02T00:00:00Z'), 'expired'],
    [{ ...coupon, disabledAt: NOW }, 0, NOW, 'disabled'],
    [{ ...coupon, maxUses: null }, 10_000, NOW, 'active'],
  ])('%j with %i uses at %s is %s', (row, uses, now, state) => {
    expect(couponState(row, uses, now)).toBe(state);
  });
});
