import type { OpeningResults, ResultCounts } from './insights';
import type { Color, Speed } from './play';

/**
 * Statistics pages, streaks, the year in chess and the introductions (issue 21, spec §1, §2, §4,
 * §7, §9). Free at every tier: Insights (platinum+) stays the paid, deeper report.
 */
export const STATS_API = {
  /** `GET`: a member's statistics page data. */
  stats: (username: string) => `/callback/stats/${encodeURIComponent(username)}`,
  /** `GET`: a member's streaks (the home page's small card, the profile). */
  streaks: (username: string) => `/callback/stats/${encodeURIComponent(username)}/streaks`,
  /** `GET` (§7): `{ canAccess }`. */
  canAccessYear: (username: string) => `/can-access/${encodeURIComponent(username)}/year-in-chess`,
  /** `GET`: the member's recap of a year. */
  year: (username: string, year: number) => `/callback/year-in-chess/${encodeURIComponent(username)}/${year}`,
  /** `GET`: one shareable image card (PNG) of the recap. */
  yearCard: (username: string, year: number, card: YearCardKind) =>
    `/callback/year-in-chess/${encodeURIComponent(username)}/${year}/card/${card}`,
  /** `GET` (§7). */
  getItem: (item: string) => `/callback/user/get-item/${encodeURIComponent(item)}`,
  /** `POST` (§7): `{ item }`. */
  setItem: '/callback/user/set-item',
} as const;

/** §9: members registered before this day (UTC) are offered the streaks introduction. */
export const STREAK_RELEASE_DEFAULT_DATE = '2024-06-20';

/** §7: what `GET /callback/user/get-item/{item}` answers for. */
export const READABLE_USER_ITEMS = ['introducedToStreaks', 'introducedToYearInChess'] as const;
/** §7: what `POST /callback/user/set-item` takes. */
export const USER_ITEMS = [
  'introducedToStreaks',
  'introducedToYearInChess',
  'closedYearInChessBanner',
] as const;
export type UserItem = (typeof USER_ITEMS)[number];
export type ReadableUserItem = (typeof READABLE_USER_ITEMS)[number];

/** `GET /callback/user/get-item/{item}`: whether it is set, and whether the page should offer the introduction now. */
export interface UserItemResponse {
  item: ReadableUserItem;
  value: boolean;
  offer: boolean;
}

export interface SetUserItemResponse {
  item: UserItem;
  value: true;
}

/** §7's `canAccess`, with the year it is about (the member's current one) and whether they closed its banner. */
export interface CanAccessResponse {
  canAccess: boolean;
  year: number;
  bannerClosed: boolean;
}

/** How many most-played opponents the page and the recap list. */
export const STATS_OPPONENTS = 10;
/** Openings are named from the latest this many games (each needs its moves replayed). */
export const STATS_OPENINGS_WINDOW = 1000;

export interface StreakCount {
  /** Consecutive days up to today (or yesterday, while today is still open). */
  current: number;
  longest: number;
  /** Whether today (the member's day) already counts. */
  today: boolean;
  /** Missed days a freeze bridged in the current streak. */
  frozen: number;
}

export interface StreaksSummary {
  /** The member's IANA zone their days are counted in (UTC when unknown). */
  timezone: string;
  /** Today in that zone, `YYYY-MM-DD`. */
  date: string;
  playing: StreakCount;
  /** Only when a solving source exists (puzzles, lessons). */
  solving: StreakCount | null;
  /** Missed days a month the member's tier bridges (entitlements `streakFreezes`). */
  freezesPerMonth: number;
}

export interface RatingDay {
  /** The UTC day's last game. */
  gameId: string;
  /** When it ended (ISO instant). */
  at: string;
  /** The rating after it. */
  rating: number;
}

export interface RatingHistory {
  speed: Speed;
  points: RatingDay[];
}

export interface RatingMark {
  rating: number;
  gameId: string;
  at: string;
}

export interface RatingExtremes {
  speed: Speed;
  best: RatingMark;
  lowest: RatingMark;
}

export interface SpeedTime extends ResultCounts {
  speed: Speed;
  /** Seconds from each game's start to its end, summed. */
  seconds: number;
}

export interface OpponentResults extends ResultCounts {
  name: string;
  /** Whether the name is a member's (a profile to link to). */
  member: boolean;
}

export interface StatsReport {
  username: string;
  totals: ResultCounts;
  byColor: (ResultCounts & { color: Color })[];
  bySpeed: SpeedTime[];
  ratingHistory: RatingHistory[];
  extremes: RatingExtremes[];
  openings: OpeningResults[];
  /** True when the member has more games than STATS_OPENINGS_WINDOW: openings come from the latest. */
  openingsCapped: boolean;
  opponents: OpponentResults[];
  /** Total seconds played. */
  seconds: number;
  streaks: StreaksSummary;
}

export const YEAR_CARDS = ['summary', 'best-win'] as const;
export type YearCardKind = (typeof YEAR_CARDS)[number];

export interface YearRecap {
  username: string;
  year: number;
  totals: ResultCounts;
  seconds: number;
  bestWin: { gameId: string; opponent: string; opponentRating: number; at: string } | null;
  favouriteOpening: OpeningResults | null;
  /** Per speed: the rating at the year's first and last rated game, its best, and its games. */
  ratingJourney: { speed: Speed; first: number; last: number; best: number; games: number }[];
  opponents: OpponentResults[];
  longestStreak: number;
  /** When it was computed (ISO); a finished year's recap is kept from then on. */
  computedAt: string;
  final: boolean;
}

/** What the stats routes answer with their stable codes. */
export const STATS_MESSAGES = {
  unknown_item: 'There is no such item.',
  year_not_accessible:
    'Only the member themself can open their year in chess, and only for a year they played in.',
  sign_in: 'Sign in to see your statistics.',
} as const;
