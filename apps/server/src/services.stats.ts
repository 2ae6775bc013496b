import type { Config } from './config';
import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import type { Entitlements } from './modules/entitlements';
import type { Lessons } from './modules/lessons';
import type { Play } from './modules/play';
import type { Puzzles } from './modules/puzzles';
import { createStatsModule } from './modules/stats';
import type { Clock } from './platform/clock';

/** What the statistics pages read: games, members, allowances and every kind of solve. */
export interface StatsWiring {
  config: Config;
  db: Db;
  clock: Clock;
  play: Play;
  accounts: AccountsService;
  entitlements: Entitlements;
  puzzles: Puzzles;
  lessons: Lessons;
}

export function createStatsServices(wiring: StatsWiring) {
  const { entitlements, puzzles, lessons } = wiring;
  return createStatsModule({
    db: wiring.db,
    clock: wiring.clock,
    play: wiring.play,
    findMember: (username) => wiring.accounts.findByUsername(username),
    // A banked allowance: every tier has a number (contract ENTITLEMENTS), "unlimited" would be every day.
    freezesFor: (member) => {
      const days = entitlements.allowance(member, 'streakFreezes');
      return days === 'unlimited' ? 31 : days;
    },
    streakReleaseDate: wiring.config.streakReleaseDate,
    // Puzzles and lesson positions both count toward the solving streak (newest first, as stats reads it).
    solveDays: {
      solvedAt: async (userId, window) => {
        const [solved, learnt] = await Promise.all([
          puzzles.solvedAt(userId, window),
          lessons.solvedAt(userId, window),
        ]);
        return [...solved, ...learnt].sort((a, b) => b.getTime() - a.getTime());
      },
    },
  });
}
