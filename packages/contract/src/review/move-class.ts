/**
 * The class of one move, from the mover's winning chances (0..100) before it (the engine's best
 * line) and after it. The bands are chess.com's published expected-points bands (0.02, 0.05, 0.10,
 * 0.20 of a point) in win% units; brilliant, great and miss add what the numbers alone cannot say.
 * The help page quotes these constants: change them together.
 */

export const MOVE_CLASSES = [
  'brilliant',
  'great',
  'best',
  'excellent',
  'good',
  'book',
  'inaccuracy',
  'mistake',
  'miss',
  'blunder',
] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];

/** Up to this drop a move that is not the engine's first choice is still excellent. */
export const EXCELLENT_MAX_DROP = 2;
/** Up to this drop, good. */
export const GOOD_MAX_DROP = 5;
/** Up to this drop, an inaccuracy. */
export const INACCURACY_MAX_DROP = 10;
/** Up to this drop, a mistake; anything more is a blunder (or a miss, below). */
export const MISTAKE_MAX_DROP = 20;
/** Great: the best move when the engine's second choice was at least this much worse (the only good move). */
export const GREAT_ONLY_MOVE_GAP = 15;
/** Brilliant: a sound sacrifice leaves the mover at least this well placed... */
export const BRILLIANT_MIN_WIN_AFTER = 50;
/** ...and was played in a position not already this clearly won (sacrificing then is no feat). */
export const BRILLIANT_MAX_WIN_BEFORE = 95;
/** Miss: the mover had a winning move (chances at least this)... */
export const MISS_WINNING_BEFORE = 75;
/** ...and let the win go without losing: chances after stay at least this. */
export const MISS_NOT_LOSING_AFTER = 40;

export interface MoveFacts {
  /** The mover's winning chances with the engine's best move (0..100). */
  winBefore: number;
  /** The mover's winning chances after the move played. */
  winAfter: number;
  /** The move played is the engine's first line. */
  isBest: boolean;
  /** The position after the move is in the opening table. */
  isBook?: boolean;
  /** The mover's chances with the engine's second line, when the engine gave one. */
  secondBestWin?: number | null;
  /** The move gives up material the opponent can take (board-tactics' isSacrifice). */
  isSacrifice?: boolean;
}

export function classifyMove(facts: MoveFacts): MoveClass {
  if (facts.isBook) return 'book';
  const drop = Math.max(0, facts.winBefore - facts.winAfter);
  if (facts.isBest || drop === 0 || drop <= EXCELLENT_MAX_DROP) {
    if (
      facts.isSacrifice &&
      facts.winAfter >= BRILLIANT_MIN_WIN_AFTER &&
      facts.winBefore < BRILLIANT_MAX_WIN_BEFORE
    )
      return 'brilliant';
    if (!facts.isBest && drop > 0) return 'excellent';
    if (facts.secondBestWin != null && facts.winBefore - facts.secondBestWin >= GREAT_ONLY_MOVE_GAP)
      return 'great';
    return 'best';
  }
  if (drop <= GOOD_MAX_DROP) return 'good';
  if (drop <= INACCURACY_MAX_DROP) return 'inaccuracy';
  if (
    facts.winBefore >= MISS_WINNING_BEFORE &&
    facts.winAfter < MISS_WINNING_BEFORE &&
    facts.winAfter >= MISS_NOT_LOSING_AFTER
  )
    return 'miss';
  return drop <= MISTAKE_MAX_DROP ? 'mistake' : 'blunder';
}
