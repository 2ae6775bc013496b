import type { Clock } from '../../../platform/clock';
import type { Logger } from '../../../platform/logger';
import type { MatchGames } from './matches.ports';
import type { ClubMatches } from './matches.service';

export const MATCH_SWEEP_EVERY_MS = 30_000;
const BATCH = 100;

/**
 * Every half minute: starts the agreed matches whose time has come, and counts the results of
 * match games that ended without their notice reaching us (a node that stopped between the two).
 * On several nodes each runs it; the start is claimed once and a result applied once.
 */
export function createMatchSweeper(deps: {
  clock: Clock;
  logger: Logger;
  matches: ClubMatches;
  games: MatchGames;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function sweep(): Promise<void> {
    for (const id of await deps.matches.repo.due(deps.clock.now(), BATCH)) {
      await deps.matches
        .start(id)
        .catch((error) => deps.logger.error({ err: error, matchId: id }, 'match start failed'));
    }
    for (const game of await deps.matches.repo.unfinishedGames(BATCH)) {
      const outcome = await deps.games.outcome(game.gameId);
      if (outcome?.ended) await deps.matches.gameFinished(game.gameId, outcome.winner);
    }
  }

  const tick = () => {
    if (running) return;
    running = sweep()
      .catch((error) => deps.logger.warn({ err: error }, 'match sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    sweep,
    start(): void {
      timer ??= setInterval(tick, MATCH_SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MatchSweeper = ReturnType<typeof createMatchSweeper>;
