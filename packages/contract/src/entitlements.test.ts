import { describe, expect, it } from 'vitest';
import {
  type Allowance,
  allowanceFor,
  compareAllowance,
  ENTITLEMENT_FEATURES,
  ENTITLEMENTS,
  entitlementOf,
  isUnlocked,
  lowestTierFor,
} from './entitlements';
import { TIERS, type Tier } from './membership';

type ChessComTier = keyof NonNullable<(typeof ENTITLEMENTS)[number]['chessCom']>;

/** Our tier beside chess.com's nearest one: it sells no silver, so silver is held to its free tier. */
const COMPARED: [Tier, ChessComTier][] = [
  ['basic', 'free'],
  ['silver', 'free'],
  ['gold', 'gold'],
  ['platinum', 'platinum'],
  ['diamond', 'diamond'],
];

describe('ENTITLEMENTS', () => {
  it('has exactly one row per feature', () => {
    expect(ENTITLEMENTS.map((row) => row.feature).sort()).toEqual([...ENTITLEMENT_FEATURES].sort());
    for (const feature of ENTITLEMENT_FEATURES) expect(entitlementOf(feature).feature).toBe(feature);
  });

  describe.each(ENTITLEMENTS.map((row) => [row.feature, row] as const))('%s', (_feature, row) => {
    it.each(COMPARED)('ours for %s is at least chess.com’s %s (where it publishes one)', (ours, theirs) => {
      if (!row.chessCom) return;
      expect(
        compareAllowance(row.ours[ours], row.chessCom[theirs]),
        `${ours} ${row.ours[ours]} vs ${theirs} ${row.chessCom[theirs]}`,
      ).toBeGreaterThanOrEqual(0);
    });

    it('never gives a higher tier less than a lower one', () => {
      for (let i = 1; i < TIERS.length; i++) {
        const lower = TIERS[i - 1]!;
        const higher = TIERS[i]!;
        expect(
          compareAllowance(row.ours[higher], row.ours[lower]),
          `${higher} ≥ ${lower}`,
        ).toBeGreaterThanOrEqual(0);
      }
    });

    it('is a counted quota with a period, or a switch of 0/1/unlimited without one', () => {
      const values: Allowance[] = TIERS.map((tier) => row.ours[tier]);
      const counted = values.some((value) => typeof value === 'number' && value > 1);
      if (counted) expect(row.per ?? row.bank).toMatch(/^(day|week|month|year)$/);
      if (row.per && row.bank) throw new Error(`${row.feature} is counted here and banked elsewhere`);
      if (!row.per && !row.bank) for (const value of values) expect([0, 1, 'unlimited']).toContain(value);
    });
  });

  it('counts the quotas of the issue per day or week', () => {
    const periods = Object.fromEntries(ENTITLEMENTS.map((row) => [row.feature, row.per ?? null]));
    expect(periods).toEqual({
      liveGames: null,
      dailyGames: null,
      gameReview: 'day',
      puzzles: 'day',
      puzzleRush: 'day',
      lessons: 'week',
      insights: null,
      premiumVideos: null,
      adFree: null,
      vacationDays: null,
      streakFreezes: null,
    });
  });

  it('banks vacation days per year, more for each tier, compared with no one', () => {
    expect(entitlementOf('vacationDays')).toEqual({
      feature: 'vacationDays',
      bank: 'year',
      ours: { basic: 14, silver: 21, gold: 30, platinum: 45, diamond: 60 },
      chessCom: null,
    });
  });

  it('banks streak freezes per month for paid tiers only', () => {
    expect(entitlementOf('streakFreezes')).toEqual({
      feature: 'streakFreezes',
      bank: 'month',
      ours: { basic: 0, silver: 1, gold: 2, platinum: 3, diamond: 4 },
      chessCom: null,
    });
  });

  it('gives basic members more than chess.com’s free tier where it counts', () => {
    expect(allowanceFor('gameReview', 'basic')).toBe(2);
    expect(entitlementOf('gameReview').chessCom?.free).toBe(1);
    expect(allowanceFor('puzzles', 'basic')).toBe(10);
    expect(allowanceFor('lessons', 'basic')).toBe(3);
  });
});

describe('lowestTierFor', () => {
  it('offers platinum for insights, gold for premium videos, basic for what everyone has', () => {
    expect(lowestTierFor('insights')).toBe('platinum');
    expect(lowestTierFor('premiumVideos')).toBe('gold');
    expect(lowestTierFor('gameReview')).toBe('basic');
    expect(lowestTierFor('liveGames')).toBe('basic');
  });

  it('names a tier that unlocks the feature and no lower one that does', () => {
    for (const feature of ENTITLEMENT_FEATURES) {
      const lowest = lowestTierFor(feature);
      expect(lowest, feature).not.toBeNull();
      const rank = TIERS.indexOf(lowest!);
      for (const [i, tier] of TIERS.entries()) {
        expect(isUnlocked(feature, tier), `${feature} ${tier}`).toBe(i >= rank);
      }
    }
  });
});

describe('compareAllowance', () => {
  it('orders numbers, and unlimited above every number', () => {
    expect(compareAllowance(2, 1)).toBeGreaterThan(0);
    expect(compareAllowance(1, 2)).toBeLessThan(0);
    expect(compareAllowance(3, 3)).toBe(0);
    expect(compareAllowance('unlimited', 1_000_000)).toBe(1);
    expect(compareAllowance(0, 'unlimited')).toBe(-1);
    expect(compareAllowance('unlimited', 'unlimited')).toBe(0);
  });
});

describe('isUnlocked', () => {
  it('is no for a zero allowance only', () => {
    expect(isUnlocked('insights', 'gold')).toBe(false);
    expect(isUnlocked('insights', 'platinum')).toBe(true);
    expect(isUnlocked('puzzles', 'basic')).toBe(true);
    expect(isUnlocked('puzzleRush', 'silver')).toBe(true);
  });
});
