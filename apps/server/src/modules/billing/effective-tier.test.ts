import { describe, expect, it } from 'vitest';
import { currentOf, DAY_MS, effectiveTier, graceEndsAt, isLive } from './effective-tier';

const now = new Date('2026-06-01T12:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
const sub = (over: Partial<Parameters<typeof isLive>[0]> = {}) => ({
  kind: 'subscription' as const,
  status: 'active' as const,
  tier: 'gold' as const,
  currentPeriodEnd: later(30),
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  ...over,
});

describe('isLive', () => {
  it('keeps an active subscription through its period and GRACE_DAYS (7) after it without a renewal', () => {
    expect(isLive(sub({ currentPeriodEnd: later(-6.9) }), now)).toBe(true);
    expect(isLive(sub({ currentPeriodEnd: later(-7) }), now)).toBe(false);
  });

  it('ends a cancel-at-period-end subscription at the period end', () => {
    expect(isLive(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: later(0.001) }), now)).toBe(true);
    expect(isLive(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: now }), now)).toBe(false);
  });

  it('keeps a past-due subscription for 7 days from when it fell due', () => {
    const pastDue = sub({ status: 'past_due', pastDueSince: later(-6), currentPeriodEnd: later(-6) });
    expect(isLive(pastDue, now)).toBe(true);
    expect(graceEndsAt(pastDue)).toEqual(later(1));
    expect(isLive(pastDue, later(1))).toBe(false);
  });

  it('ends a gift at its period end and never counts an expired row', () => {
    expect(isLive(sub({ kind: 'gift', currentPeriodEnd: later(-0.001) }), now)).toBe(false);
    expect(isLive(sub({ kind: 'gift' }), now)).toBe(true);
    expect(isLive(sub({ status: 'expired' }), now)).toBe(false);
  });
});

describe('effectiveTier', () => {
  it('is the highest live tier, else basic', () => {
    expect(effectiveTier([], now)).toBe('basic');
    expect(effectiveTier([sub({ tier: 'silver' }), sub({ tier: 'platinum', kind: 'gift' })], now)).toBe(
      'platinum',
    );
    expect(effectiveTier([sub({ tier: 'diamond', status: 'expired' }), sub({ tier: 'silver' })], now)).toBe(
      'silver',
    );
  });

  it('shows the paid subscription before a gift of the same tier', () => {
    const gift = sub({ kind: 'gift' });
    const paid = sub();
    expect(currentOf([gift, paid], now)).toBe(paid);
    expect(currentOf([sub({ status: 'expired' })], now)).toBeNull();
  });
});
