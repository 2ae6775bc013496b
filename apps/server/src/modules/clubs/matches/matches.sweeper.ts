import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { MatchGames } from './matches.ports';
import type { ClubMatches } from './matches.service';

export const MATCH_SWEEP_EVERY_MS = 30_000;
const BATCH = 100;

/**
 * Starts the agreed matches whose time has come, and counts the results of match games that ended
 * without their notice reaching us (a node that stopped between the two). Looked at every half
 * minute, but the database is read only when a match is due to start (`nextStart`, and the hint of
 * an agreement on any node), or at the gate's re-check every few minutes, which also catches the lost
 * notices. On several nodes each runs it; the start is claimed once and a result applied once.
 */
export function createMatchSweeper(deps: {
  clock: Clock;
  logger: Logger;
  matches: ClubMatches;
  games: MatchGames;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const { due } = deps.matches;

  async function sweep(): Promise<void> {
    for (const id of await deps.matches.repo.due(deps.clock.now(), BATCH)) {
      await deps.matches
        .start(id)
        .catch((error) => deps.logger.error({ err: error, matchId: id }, 'match start failed'));
    }
    for (const game of await deps.matches.repo.unfinishedGames(BATCH)) {
      await deps.matches.settle(game.gameId, await deps.games.outcome(game.gameId));
    }
  }

  /** The sweep, if something can be due; answers whether it ran. */
  async function sweepIfDue(): Promise<boolean> {
    return due.runIfDue(async () => {
      await sweep();
      return deps.matches.repo.nextStart();
    });
  }

  const tick = () => {
    if (running) return;
    running = sweepIfDue()
      .catch((error) => deps.logger.warn({ err: error }, 'match sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    sweep,
    sweepIfDue,
    /** When the sweep next reads the database at the latest (tests). */
    nextDueAt: () => due.nextAt(),
    async start(): Promise<void> {
      await due.listen();
      timer ??= setInterval(tick, MATCH_SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await due.stop();
      await running;
    },
  };
}

export type MatchSweeper = ReturnType<typeof createMatchSweeper>;
