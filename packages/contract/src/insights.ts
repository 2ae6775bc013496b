import type { Color, Speed } from './play';

/**
 * Insights (issue 5, platinum and above): what a member's own finished games say, from
 * `GET BILLING_API.insights` (`?speed=&since=`). Aborted games never count; at most
 * INSIGHTS_WINDOW of the latest games are read.
 */
export const INSIGHTS_WINDOW = 1000;
/** How many of the best wins the report lists. */
export const INSIGHTS_BEST_WINS = 5;
/** How many openings the report lists before the rest go to `Other`. */
export const INSIGHTS_OPENINGS = 12;
/** Parts of the member's day, by local hour: [0, 6), [6, 12), [12, 18), [18, 24). */
export const DAY_PARTS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

export interface ResultCounts {
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface SpeedResults extends ResultCounts {
  speed: Speed;
}

export interface ColorResults extends ResultCounts {
  color: Color;
}

export interface OpeningResults extends ResultCounts {
  /** ECO-style code of the opening family, or null for `Other`. */
  eco: string | null;
  /** English name of the opening, `Other` for everything the table does not know. */
  name: string;
}

export interface DayPartResults extends ResultCounts {
  part: DayPart;
}

export interface RatingPoint {
  gameId: string;
  /** When the game ended (ISO instant). */
  at: string;
  /** The member's rating after the game. */
  rating: number;
}

export interface RatingTrend {
  speed: Speed;
  points: RatingPoint[];
}

export interface BestWin {
  gameId: string;
  /** `/game/{id}`. */
  url: string;
  opponent: string;
  opponentRating: number;
  color: Color;
  speed: Speed;
  at: string;
}

export interface InsightsReport {
  /** The member's timezone the day parts are counted in (IANA; UTC when unknown). */
  timezone: string;
  /** The filters applied, as understood by the server. */
  filters: { speed: Speed | null; since: string | null };
  /** True when more games matched than INSIGHTS_WINDOW: only the latest were read. */
  capped: boolean;
  totals: ResultCounts;
  bySpeed: SpeedResults[];
  byColor: ColorResults[];
  byOpening: OpeningResults[];
  byDayPart: DayPartResults[];
  ratingTrend: RatingTrend[];
  averageLength: { moves: number; seconds: number } | null;
  bestWins: BestWin[];
}

export interface InsightsQuery {
  speed?: Speed;
  /** ISO date or instant: only games ended at or after it. */
  since?: string;
}
