import type { Tier } from './membership';

/**
 * What each tier unlocks: one table read by server policies (the limits are enforced there) and
 * by the web app (locks, upsells, the /membership comparison). Beside each row, chess.com's
 * published allowance for its nearest tier (it sells no silver: silver is compared with its free
 * tier), so a test can hold us to being at least as generous everywhere.
 */
export type Allowance = number | 'unlimited';

export const ENTITLEMENT_FEATURES = [
  'liveGames',
  'dailyGames',
  'gameReview',
  'puzzles',
  'puzzleRush',
  'lessons',
  'insights',
  'premiumVideos',
  'adFree',
  'vacationDays',
  'streakFreezes',
] as const;
export type EntitlementFeature = (typeof ENTITLEMENT_FEATURES)[number];

export type QuotaPeriod = 'day' | 'week';

export interface EntitlementRow {
  feature: EntitlementFeature;
  /** Set for counted features: the allowance is per this period, reset at the member's midnight. */
  per?: QuotaPeriod;
  /**
   * Set for an allowance banked per calendar year or month and spent by the module that owns it
   * (vacation days: modules/play/daily counts what its vacations used; streak freezes: modules/stats
   * bridges that many missed days a month); `consume` never counts it.
   */
  bank?: 'year' | 'month';
  /** 0 is locked; a number is uses per period (or simply "on" when `per` is absent and it is 1). */
  ours: Record<Tier, Allowance>;
  /** chess.com's published allowance for its free, gold, platinum and diamond tiers; null: not published. */
  chessCom: { free: Allowance; gold: Allowance; platinum: Allowance; diamond: Allowance } | null;
}

const all = (value: Allowance): Record<Tier, Allowance> => ({
  basic: value,
  silver: value,
  gold: value,
  platinum: value,
  diamond: value,
});

export const ENTITLEMENTS: readonly EntitlementRow[] = [
  {
    feature: 'liveGames',
    ours: all('unlimited'),
    chessCom: { free: 'unlimited', gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'dailyGames',
    ours: all('unlimited'),
    chessCom: { free: 'unlimited', gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'gameReview',
    per: 'day',
    ours: { basic: 2, silver: 'unlimited', gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
    chessCom: { free: 1, gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'puzzles',
    per: 'day',
    ours: { basic: 10, silver: 'unlimited', gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
    chessCom: { free: 3, gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'puzzleRush',
    per: 'day',
    ours: { basic: 3, silver: 5, gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
    chessCom: { free: 1, gold: 1, platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'lessons',
    per: 'week',
    ours: { basic: 3, silver: 10, gold: 'unlimited', platinum: 'unlimited', diamond: 'unlimited' },
    chessCom: { free: 1, gold: 1, platinum: 'unlimited', diamond: 'unlimited' },
  },
  {
    feature: 'insights',
    ours: { basic: 0, silver: 0, gold: 0, platinum: 1, diamond: 1 },
    chessCom: { free: 0, gold: 0, platinum: 0, diamond: 1 },
  },
  {
    feature: 'premiumVideos',
    ours: { basic: 0, silver: 0, gold: 1, platinum: 1, diamond: 1 },
    chessCom: { free: 0, gold: 0, platinum: 0, diamond: 1 },
  },
  {
    feature: 'adFree',
    ours: all(1),
    chessCom: { free: 0, gold: 1, platinum: 1, diamond: 1 },
  },
  {
    // Days of vacation a year that pause all of a member's daily games (staff and moderators get
    // diamond's, as everywhere). Chess.com publishes no table of its own to hold us to.
    feature: 'vacationDays',
    bank: 'year',
    ours: { basic: 14, silver: 21, gold: 30, platinum: 45, diamond: 60 },
    chessCom: null,
  },
  {
    // Missed days a calendar month (the member's own) that do not break a playing or solving streak
    // (modules/stats counts them, nothing is stored). A paid tier's thank-you; chess.com publishes none.
    feature: 'streakFreezes',
    bank: 'month',
    ours: { basic: 0, silver: 1, gold: 2, platinum: 3, diamond: 4 },
    chessCom: null,
  },
];

export function entitlementOf(feature: EntitlementFeature): EntitlementRow {
  const row = ENTITLEMENTS.find((entry) => entry.feature === feature);
  if (!row) throw new Error(`no entitlement row for ${feature}`);
  return row;
}

/** What a tier gets of a feature. */
export function allowanceFor(feature: EntitlementFeature, tier: Tier): Allowance {
  return entitlementOf(feature).ours[tier];
}

/** Whether a tier may use a feature at all (a quota of zero, or a locked feature, is no). */
export function isUnlocked(feature: EntitlementFeature, tier: Tier): boolean {
  return allowanceFor(feature, tier) !== 0;
}

/** The lowest tier that unlocks a feature: what an upsell offers. */
export function lowestTierFor(feature: EntitlementFeature): Tier | null {
  const tiers: Tier[] = ['basic', 'silver', 'gold', 'platinum', 'diamond'];
  return tiers.find((tier) => isUnlocked(feature, tier)) ?? null;
}

/** Orders allowances: unlimited beats every number. */
export function compareAllowance(a: Allowance, b: Allowance): number {
  if (a === b) return 0;
  if (a === 'unlimited') return 1;
  if (b === 'unlimited') return -1;
  return a - b;
}

/** `GET /callback/membership/entitlements`: a member's allowance and what is left this period. */
export interface EntitlementStatus {
  feature: EntitlementFeature;
  allowance: Allowance;
  per: QuotaPeriod | null;
  used: number;
  remaining: Allowance;
  /** When the current period ends, in the member's timezone (ISO instant), for counted features. */
  resetsAt: string | null;
}
