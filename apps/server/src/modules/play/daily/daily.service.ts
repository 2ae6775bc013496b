import type { DailyGamesPage } from '@kingside/contract';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import type { ConditionalMoves } from './conditional-moves';
import { dailyGamesOf } from './daily-games';
import type { Vacations } from './vacations';

/** Daily chess beside the game service: a member's games list, conditional moves, vacations. */
export function createDailyService(deps: {
  db: Db;
  clock: Clock;
  conditionals: ConditionalMoves;
  vacations: Vacations;
}) {
  return {
    conditionals: deps.conditionals,
    vacations: deps.vacations,
    gamesOf(userId: number, page: number): Promise<DailyGamesPage> {
      return dailyGamesOf(deps.db, userId, page, deps.clock.now());
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
