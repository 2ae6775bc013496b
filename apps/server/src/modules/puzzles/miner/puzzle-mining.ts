/**
 * The miner over our own finished games: the CLI's `puzzles:mine` and the hourly job. Each run
 * takes the next games in the order they ended, mines them with a fresh engine process, stores
 * what it finds and moves the cursor on. One run at a time per process.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { EndedCursor, EndedGame } from '../../play';
import { puzzleRow } from '../puzzles.demo';
import { createPuzzlesRepo } from '../puzzles.repo';
import { puzzleMinerState } from '../puzzles.tables';
import { type Analyser, startEngine } from './engine';
import { mineGame } from './puzzle-miner';

/** Games per run: a run takes seconds per game, and the job runs hourly. */
export const MINE_GAMES_PER_RUN = 20;
const STATE_ROW = 1;

export interface PuzzleMiningDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  endedGames: { after(cursor: EndedCursor | null, limit: number): Promise<EndedGame[]> };
  /** The engine; Stockfish in a child process unless a test gives its own. */
  engine?: () => Analyser;
}

export interface MiningRun {
  games: number;
  puzzles: number;
  /** Another run was going: this one did nothing. */
  busy?: boolean;
}

export function createPuzzleMining(deps: PuzzleMiningDeps) {
  const repo = createPuzzlesRepo();
  let running = false;

  async function cursor(): Promise<EndedCursor | null> {
    const [row] = await deps.db.select().from(puzzleMinerState).where(eq(puzzleMinerState.id, STATE_ROW));
    return row ? { endedAt: row.endedAt, id: row.gameId } : null;
  }

  async function moveCursor(game: EndedGame): Promise<void> {
    const values = { endedAt: game.endedAt, gameId: game.id };
    await deps.db
      .insert(puzzleMinerState)
      .values({ id: STATE_ROW, ...values })
      .onConflictDoUpdate({ target: puzzleMinerState.id, set: values });
  }

  return {
    async mine(limit = MINE_GAMES_PER_RUN): Promise<MiningRun> {
      if (running) return { games: 0, puzzles: 0, busy: true };
      running = true;
      try {
        const games = await deps.endedGames.after(await cursor(), limit);
        if (games.length === 0) return { games: 0, puzzles: 0 };
        const engine = (deps.engine ?? startEngine)();
        let puzzles = 0;
        try {
          for (const game of games) {
            const found = await mineGame(engine, game);
            puzzles += await repo.insertPuzzles(
              deps.db,
              found.map((puzzle) => puzzleRow(puzzle, deps.clock.now())),
            );
            await moveCursor(game);
          }
        } finally {
          await engine.close();
        }
        deps.logger.info({ games: games.length, puzzles }, 'puzzles mined');
        return { games: games.length, puzzles };
      } finally {
        running = false;
      }
    },
  };
}

export type PuzzleMining = ReturnType<typeof createPuzzleMining>;
