/** The demo seed's puzzles: mined by our own miner from our own games (scripts/mine-demo-puzzles.ts). */
import type { DbOrTx } from '../../db/db';
import demoPuzzles from './demo/demo-puzzles.json' with { type: 'json' };
import { type MinedPuzzle, NEW_PUZZLE_DEVIATION, NEW_PUZZLE_VOLATILITY } from './miner/mined-puzzle';
import { createPuzzlesRepo } from './puzzles.repo';
import type { NewPuzzle } from './puzzles.tables';

export const DEMO_PUZZLES = demoPuzzles as MinedPuzzle[];

/** A mined puzzle as a new row: unsure of its rating until members have tried it. */
export function puzzleRow(puzzle: MinedPuzzle, now: Date): NewPuzzle {
  return {
    fen: puzzle.fen,
    solution: puzzle.solution,
    themes: puzzle.themes,
    rating: puzzle.rating,
    rd: NEW_PUZZLE_DEVIATION,
    vol: NEW_PUZZLE_VOLATILITY,
    sourceGameId: puzzle.sourceGameId,
    sourcePly: puzzle.sourcePly,
    createdAt: now,
  };
}

/** Loads the seed's puzzles (again: nothing changes). */
export async function seedDemoPuzzles(db: DbOrTx, now: Date): Promise<number> {
  return createPuzzlesRepo().insertPuzzles(
    db,
    DEMO_PUZZLES.map((puzzle) => puzzleRow(puzzle, now)),
  );
}
