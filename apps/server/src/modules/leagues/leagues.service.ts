import {
  type DivisionView,
  LEAGUE_MESSAGES,
  LEAGUE_RESULTS_SHOWN,
  type League,
  type LeagueResultsView,
  type MyLeagueView,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { createDueGate } from '../../platform/due-gate';
import { notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { UserRow } from '../accounts';
import type { EndedCursor, GameRow } from '../play';
import { finishedGameOf } from './league-notices';
import { leagueWeekOf } from './league-week';
import { presentDivision, presentResult, presentStandings } from './leagues.present';
import { createLeaguesRepo } from './leagues.repo';
import { createTrophyAwards } from './trophy-awards';
import { createTrophyCatchUp } from './trophy-catch-up';
import { createWeekEnd } from './week-end';

/** Every node's week-end job hears here of a division week that will end (a member joined it). */
export const LEAGUE_DUE_CHANNEL = 'leagues.due';

export interface LeaguesDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  /** Play's stored game, once over (null when there is none). */
  finishedGame: (gameId: string) => Promise<GameRow | null>;
  /** Play's rated live games played out, in the order they ended (the catch-up). */
  ratedLiveGamesEnded: (cursor: EndedCursor, before: Date, limit: number) => Promise<GameRow[]>;
  findMember: (username: string) => Promise<UserRow | null>;
  timezoneOf: (userId: number) => Promise<string | null>;
}

/** Weekly leagues: trophies from finished games, divisions, standings and the week's end. */
export function createLeagues(deps: LeaguesDeps) {
  const repo = createLeaguesRepo(deps.db);
  const due = createDueGate({ clock: deps.clock, bus: deps.bus, channel: LEAGUE_DUE_CHANNEL });
  const awards = createTrophyAwards({
    db: deps.db,
    clock: deps.clock,
    repo,
    timezoneOf: deps.timezoneOf,
    joined: (at) => due.announce(at),
  });
  const catchUp = createTrophyCatchUp({
    clock: deps.clock,
    repo,
    awards,
    endedGames: deps.ratedLiveGamesEnded,
  });
  const weekEnd = createWeekEnd({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    repo,
    awards,
    due,
    catchUp,
  });

  async function resultsOf(userId: number) {
    const rows = await repo.results(userId, LEAGUE_RESULTS_SHOWN);
    return {
      league: await repo.leagueOf(userId),
      results: rows.map((row) => presentResult(row.entry, row.division)),
    };
  }

  return {
    weekEnd,
    /** Play's notice that a game ended, on the node that ended it: trophies for its members. */
    async gameFinished(gameId: string): Promise<void> {
      const row = await deps.finishedGame(gameId);
      if (row) await awards.gameFinished(finishedGameOf(row));
    },

    /** Whether the division page names a division (the page lookup: 404 otherwise). */
    async divisionExists(league: string, slug: string): Promise<boolean> {
      const division = await repo.divisionBySlug(slug);
      return division?.league === league;
    },

    async division(league: string, slug: string, viewer: UserRow | null): Promise<DivisionView> {
      const division = await repo.divisionBySlug(slug);
      if (!division || division.league !== league) throw notFound(LEAGUE_MESSAGES.noSuchDivision);
      return presentDivision(division, await repo.standings(deps.db, division.id), viewer?.userId ?? null);
    },

    async mine(viewer: UserRow | null): Promise<MyLeagueView> {
      if (!viewer) return { league: null, current: null, weekEndsAt: null };
      const { week, end } = leagueWeekOf(deps.clock.now(), viewer.timezone);
      const league = (await repo.leagueOf(viewer.userId)) ?? 'wood';
      const found = await repo.entry(deps.db, viewer.userId, week);
      if (!found) return { league, current: null, weekEndsAt: end.toISOString() };
      const standings = presentStandings(
        found.division,
        await repo.standings(deps.db, found.division.id),
        viewer.userId,
      );
      const you = standings.find((standing) => standing.you);
      return {
        league,
        current: {
          league: found.division.league as League,
          division: found.division.slug,
          trophies: found.entry.trophies,
          rank: you?.rank ?? 0,
          weekEndsAt: found.entry.weekEndsAt.toISOString(),
        },
        weekEndsAt: end.toISOString(),
      };
    },

    async results(username: string): Promise<LeagueResultsView> {
      const member = await deps.findMember(username);
      if (!member) throw notFound(LEAGUE_MESSAGES.noSuchMember);
      return { username: member.username, ...(await resultsOf(member.userId)) };
    },

    /** A member's league and last finished weeks (the public API). */
    resultsOf,
  };
}

export type Leagues = ReturnType<typeof createLeagues>;
