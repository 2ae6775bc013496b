import type { PuzzleTheme } from '@kingside/contract';

/** A puzzle as the miner finds it, before it is stored (and as the demo seed file holds it). */
export interface MinedPuzzle {
  fen: string;
  solution: string[];
  themes: PuzzleTheme[];
  /** A first guess from the solution's length; Glicko-2 moves it as members solve it. */
  rating: number;
  sourceGameId: string;
  sourcePly: number;
}

/** Starting ratings by solver moves (1, 2, 3): longer lines are harder to see. */
export const DEFAULT_PUZZLE_RATING_BY_LENGTH = [1200, 1500, 1800] as const;
/** A new puzzle's deviation and volatility: unsure until members have tried it. */
export const NEW_PUZZLE_DEVIATION = 350;
export const NEW_PUZZLE_VOLATILITY = 0.09;
