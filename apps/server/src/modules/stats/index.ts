/** Statistics pages, streaks, the year in chess and §7's items (issue 21). Others use only this file. */
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Play } from '../play';
import { createStatsRepo } from './stats.repo';
import { createStats, type StatsMember } from './stats.service';
import type { SolveDays } from './streaks';
import { createUserItems } from './user-items';
import { createYearInChess } from './year-in-chess';

export { type StatsRouteDeps, statsRoutes } from './stats.routes';
export type { Stats, StatsMember } from './stats.service';
export type { SolveDays } from './streaks';

export interface StatsModuleDeps {
  db: Db;
  clock: Clock;
  play: Pick<Play, 'stats'>;
  findMember(username: string): Promise<StatsMember | null>;
  freezesFor(member: StatsMember): number;
  /** §9 (config `STREAK_RELEASE_DATE`). */
  streakReleaseDate: string;
  /** When members solved something (the puzzles module). */
  solveDays?: SolveDays;
}

/** Built once per process (services.ts). */
export function createStatsModule(deps: StatsModuleDeps) {
  const repo = createStatsRepo(deps.db);
  const stats = createStats(deps);
  return {
    stats,
    year: createYearInChess({ ...deps, repo, memberNamed: stats.memberNamed }),
    items: createUserItems({ clock: deps.clock, repo, streakReleaseDate: deps.streakReleaseDate }),
  };
}

export type StatsModule = ReturnType<typeof createStatsModule>;
