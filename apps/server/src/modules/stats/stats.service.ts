import {
  COLORS,
  type ResultCounts,
  SPEEDS,
  STATS_OPENINGS_WINDOW,
  STATS_OPPONENTS,
  type StatsReport,
  type StreaksSummary,
} from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { type Member, zoneOrUtc } from '../entitlements';
import { openingTotals } from '../insights';
import type { EndedWindow, Play } from '../play';
import { presentExtremes, presentHistory, presentOpponents, sumResults } from './stats.present';
import { countStreak, localDate, localDates, playedDates, type SolveDays } from './streaks';

/** A member as the stats need them (accounts' user row). */
export type StatsMember = Member & { username: string; createdAt: Date };

export interface StatsDeps {
  clock: Clock;
  play: Pick<Play, 'stats'>;
  /** A member by username (accounts), null when there is none. */
  findMember(username: string): Promise<StatsMember | null>;
  /** Missed days a month the member's tier bridges (entitlements `streakFreezes`). */
  freezesFor(member: StatsMember): number;
  /** When a member solved something (the puzzles module); absent, no solving streak. */
  solveDays?: SolveDays;
}

/**
 * The statistics page (free at every tier) and the streaks: everything grouped by the database
 * (play's `stats`: one statement, and one for the streak days), the openings over the latest
 * STATS_OPENINGS_WINDOW games.
 */
export function createStats(deps: StatsDeps) {
  async function memberNamed(username: string): Promise<StatsMember> {
    const member = await deps.findMember(username);
    if (!member || member.closure) throw notFound(`No member is called ${username}.`);
    return member;
  }

  async function streaksOf(member: StatsMember, window: EndedWindow = {}): Promise<StreaksSummary> {
    const zone = zoneOrUtc(member.timezone);
    const today = localDate(deps.clock.now(), zone);
    const freezes = deps.freezesFor(member);
    const [played, solved] = await Promise.all([
      playedDates(deps.play.stats, member.userId, zone, window),
      deps.solveDays ? deps.solveDays.solvedAt(member.userId, window) : Promise.resolve(null),
    ]);
    return {
      timezone: zone,
      date: today,
      playing: countStreak(played, today, freezes),
      solving: solved ? countStreak(localDates(solved, zone), today, freezes) : null,
      freezesPerMonth: freezes,
    };
  }

  return {
    memberNamed,
    streaksOf,

    async report(username: string): Promise<StatsReport> {
      const member = await memberNamed(username);
      const { stats } = deps.play;
      const [summary, streaks] = await Promise.all([
        stats.summary(member.userId, { opponents: STATS_OPPONENTS, openings: STATS_OPENINGS_WINDOW }),
        streaksOf(member),
      ]);
      const { results, days, best, lowest, opponents } = summary;
      const totals = sumResults(results);
      return {
        username: member.username,
        totals,
        byColor: COLORS.map((color) => ({
          color,
          ...sumResults(results.filter((row) => row.color === color)),
        })),
        bySpeed: SPEEDS.flatMap((speed) => {
          const rows = results.filter((row) => row.speed === speed);
          if (rows.length === 0) return [];
          const counts: ResultCounts = sumResults(rows);
          return [{ speed, ...counts, seconds: rows.reduce((sum, row) => sum + row.seconds, 0) }];
        }),
        ratingHistory: presentHistory(days),
        extremes: presentExtremes({ best, lowest }),
        openings: openingTotals(summary.openings),
        openingsCapped: totals.games > STATS_OPENINGS_WINDOW,
        opponents: presentOpponents(opponents),
        seconds: results.reduce((sum, row) => sum + row.seconds, 0),
        streaks,
      };
    },
  };
}

export type Stats = ReturnType<typeof createStats>;
