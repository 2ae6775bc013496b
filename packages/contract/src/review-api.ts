/**
 * Game review (issue 18): what the review page asks the server. The engine runs in the browser;
 * the server hands out the game's book moves, keeps each member's finished review (checked against
 * the game before it is kept) and counts the deep setting, the one thing with a quota.
 */

import type { PositionEval } from './review/game-review';
import type { MoveClass } from './review/move-class';

export const REVIEW_DEPTHS = ['standard', 'deep'] as const;
export type ReviewDepth = (typeof REVIEW_DEPTHS)[number];

/** Engine depth per setting: standard settles a 40-move game in seconds; deep is the counted one. */
export const REVIEW_SEARCH_DEPTH: Readonly<Record<ReviewDepth, number>> = Object.freeze({
  standard: 12,
  deep: 18,
});

/** Scores a saved review may hold: centipawns and mate distances beyond these no engine reports. */
export const REVIEW_MAX_CP = 100_000;
export const REVIEW_MAX_MATE = 250;
/** A saved accuracy may differ from the server's own sum by rounding, no more. */
export const REVIEW_ACCURACY_TOLERANCE = 0.01;

export const REVIEW_API = {
  /** `GET`: `ReviewInfo`; `POST` a `ReviewSubmission`: 201 `{ saved: true }`. */
  review: (gameId: string) => `/callback/review/${encodeURIComponent(gameId)}`,
  /** `POST`: spends one deep review of the member's allowance (`EntitlementStatus`). */
  deep: (gameId: string) => `/callback/review/${encodeURIComponent(gameId)}/deep`,
} as const;

export interface SavedReview {
  depth: ReviewDepth;
  evals: PositionEval[];
}

export interface ReviewInfo {
  /** The first this many moves reach positions of the opening table: "book". */
  bookPlies: number;
  /** The viewer's own saved review, the deepest one; null when none. */
  saved: SavedReview | null;
  /** A deep review was paid for and not yet saved: it may be run again without counting. */
  deepStarted: boolean;
}

export interface ReviewSubmission {
  depth: ReviewDepth;
  evals: PositionEval[];
  /** What the browser made of them; the server derives its own and refuses a difference. */
  classes: MoveClass[];
  accuracy: { white: number | null; black: number | null };
}
