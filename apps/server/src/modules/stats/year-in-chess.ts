import {
  SPEEDS,
  STATS_MESSAGES,
  STATS_OPENINGS_WINDOW,
  STATS_OPPONENTS,
  type YearRecap,
} from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { startOfLocalDate, zoneOrUtc } from '../entitlements';
import { openingTotals } from '../insights';
import type { EndedWindow, Play } from '../play';
import { presentOpponents, sumResults } from './stats.present';
import type { StatsRepo } from './stats.repo';
import type { StatsMember } from './stats.service';
import { countStreak, localDate, playedDates } from './streaks';

export interface YearInChessDeps {
  clock: Clock;
  play: Pick<Play, 'stats'>;
  repo: StatsRepo;
  memberNamed(username: string): Promise<StatsMember>;
  freezesFor(member: StatsMember): number;
}

const refused = () => new AppError('year_not_accessible', 403, STATS_MESSAGES.year_not_accessible);

/**
 * The year in chess: a member's recap of one calendar year of their own (their time zone). Only
 * the member themself sees it, and only for a year they finished a game in. A finished year's
 * recap is computed once, the first time it is asked for, and kept; the running year's is fresh.
 */
export function createYearInChess(deps: YearInChessDeps) {
  function windowOf(member: StatsMember, year: number): Required<EndedWindow> {
    const zone = zoneOrUtc(member.timezone);
    return { from: startOfLocalDate(year, 1, 1, zone), to: startOfLocalDate(year + 1, 1, 1, zone) };
  }

  /** The member's current year, in their zone. */
  function currentYear(member: StatsMember): number {
    return Number(localDate(deps.clock.now(), zoneOrUtc(member.timezone)).slice(0, 4));
  }

  async function compute(member: StatsMember, year: number): Promise<YearRecap> {
    const window = windowOf(member, year);
    const zone = zoneOrUtc(member.timezone);
    const { stats } = deps.play;
    const [summary, bestWin, dates] = await Promise.all([
      stats.summary(member.userId, { window, opponents: STATS_OPPONENTS, openings: STATS_OPENINGS_WINDOW }),
      stats.bestWin(member.userId, window),
      playedDates(stats, member.userId, zone, window),
    ]);
    const { results, days, opponents } = summary;
    const favourite = openingTotals(summary.openings).find((opening) => opening.eco !== null) ?? null;
    const now = deps.clock.now();
    const lastDay = localDate(new Date(Math.min(now.getTime(), window.to.getTime() - 1)), zone);
    return {
      username: member.username,
      year,
      totals: sumResults(results),
      seconds: results.reduce((sum, row) => sum + row.seconds, 0),
      bestWin: bestWin && {
        gameId: bestWin.gameId,
        opponent: bestWin.opponent,
        opponentRating: bestWin.opponentRating,
        at: bestWin.endedAt.toISOString(),
      },
      favouriteOpening: favourite,
      ratingJourney: SPEEDS.flatMap((speed) => {
        const points = days.filter((day) => day.speed === speed);
        const best = summary.best.find((row) => row.speed === speed);
        if (points.length === 0 || !best) return [];
        const games = results.filter((row) => row.speed === speed).reduce((sum, row) => sum + row.games, 0);
        return [{ speed, first: points[0]!.rating, last: points.at(-1)!.rating, best: best.rating, games }];
      }),
      opponents: presentOpponents(opponents),
      longestStreak: countStreak(dates, lastDay, deps.freezesFor(member)).longest,
      computedAt: now.toISOString(),
      final: window.to <= now,
    };
  }

  /** Whether `viewer` may open `member`'s recap of `year`: their own, with games that year. */
  async function mayOpen(viewer: { userId: number } | null, member: StatsMember, year: number) {
    if (!viewer || viewer.userId !== member.userId) return false;
    if (year > currentYear(member)) return false;
    return deps.play.stats.any(member.userId, windowOf(member, year));
  }

  return {
    currentYear,

    /** §7 `GET /can-access/{username}/year-in-chess`: the member's current year. */
    async canAccess(
      viewer: { userId: number } | null,
      username: string,
    ): Promise<{ canAccess: boolean; year: number; bannerClosed: boolean }> {
      const member = await deps.memberNamed(username);
      const year = currentYear(member);
      const canAccess = await mayOpen(viewer, member, year);
      const bannerClosed =
        canAccess && (await deps.repo.itemsOf(member.userId)).has('closedYearInChessBanner');
      return { canAccess, year, bannerClosed };
    },

    /** The recap, or 403 `year_not_accessible` (someone else's, or a year without games). */
    async recap(viewer: { userId: number } | null, username: string, year: number): Promise<YearRecap> {
      const member = await deps.memberNamed(username);
      if (!(await mayOpen(viewer, member, year))) throw refused();
      const kept = await deps.repo.recap(member.userId, year);
      if (kept) return kept;
      const recap = await compute(member, year);
      return recap.final ? deps.repo.keepRecap(member.userId, recap, deps.clock.now()) : recap;
    },
  };
}

export type YearInChess = ReturnType<typeof createYearInChess>;
