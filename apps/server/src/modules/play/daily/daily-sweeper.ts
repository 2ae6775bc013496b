import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import { applyWrites, type GameWrite } from '../committer';
import type { GameService } from '../game.service';
import { loadGame } from '../game-logic';
import { PlayError } from '../play-error';
import type { PlayNotices } from '../play-notices';
import { lockOverdueDaily } from './daily.repo';
import { decideDaily } from './daily-decide';
import { NO_TERMS } from './daily-terms';
import { warnRunningOut } from './daily-warnings';

export const DAILY_SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * Ends daily games whose time ran out, once a minute, apart from the live sweep (which scans
 * every live game each second and never sees these). Like it: rows locked `SKIP LOCKED`, writes
 * conditional on the version, so a move that came first wins and each game ends once.
 */
export function createDailySweeper(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  games: GameService;
  notices: PlayNotices;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  /** Ends what is overdue now (in batches until none is left); answers the ids it ended. */
  async function sweep(): Promise<string[]> {
    const ended: string[] = [];
    for (;;) {
      const now = deps.clock.now();
      const done = await deps.db.transaction(async (tx) => {
        const rows = await lockOverdueDaily(tx, now, SWEEP_BATCH);
        const writes: GameWrite[] = [];
        for (const row of rows) {
          try {
            // A daily game's opponent always counts as there for a missed first move (daily-decide.ts `ranOut`).
            const deadline = { t: 'deadline', opponentCame: true } as const;
            const { write } = decideDaily(loadGame(row), null, deadline, now, NO_TERMS);
            if (write) writes.push({ gameId: row.id, version: row.version, ...write });
          } catch (error) {
            if (!(error instanceof PlayError))
              deps.logger.error({ err: error, gameId: row.id }, 'daily sweep failed');
          }
        }
        const outcomes = await applyWrites(tx, deps.games.repo, writes, now);
        return { found: rows.length, results: writes.map((write, i) => ({ write, outcome: outcomes[i]! })) };
      });
      for (const { write, outcome } of done.results) {
        deps.games.forget(write.gameId);
        if (outcome.ok) {
          ended.push(write.gameId);
          await deps.games.publish(write.gameId, write, outcome);
        }
      }
      // A full batch may hide more; a batch that ended nothing would only repeat itself.
      if (done.found < SWEEP_BATCH || !done.results.some((r) => r.outcome.ok)) return ended;
    }
  }

  /** Ends what ran out, then warns the movers whose time runs out soon. */
  async function round(): Promise<void> {
    await sweep();
    await warnRunningOut(deps.db, deps.notices, deps.clock.now());
  }

  const tick = () => {
    if (running) return;
    running = round()
      .catch((error) => deps.logger.warn({ err: error }, 'daily sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    sweep,
    round,
    start(): void {
      tick();
      timer ??= setInterval(tick, DAILY_SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type DailySweeper = ReturnType<typeof createDailySweeper>;
