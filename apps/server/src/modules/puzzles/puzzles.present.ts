import type { PuzzleRatingView, PuzzleShown } from '@kingside/contract';
import { isProvisional } from '../play';
import type { PuzzleRow } from './puzzles.tables';

/** A puzzle as the solver sees it: the position and how long the answer is, never the answer. */
export function shownPuzzle(row: PuzzleRow): PuzzleShown {
  return {
    id: row.id,
    fen: row.fen,
    rating: Math.round(row.rating),
    themes: row.themes,
    solverMoves: Math.ceil(row.solution.length / 2),
  };
}

export function ratingView(rating: { rating: number; deviation: number }): PuzzleRatingView {
  return {
    rating: Math.round(rating.rating),
    deviation: Math.round(rating.deviation),
    provisional: isProvisional(rating),
  };
}
