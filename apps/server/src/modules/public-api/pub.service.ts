import { generateRoute, type League, type LeagueResultView } from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { AccountsService, UserRow } from '../accounts';
import { type ArchivedGame, type GameArchive, gamePgn } from '../play';
import type { PubClubs } from './pub-clubs';
import type { PubMatches } from './pub-matches';
import { type PubBases, presentArchivedGame, presentPlayer, presentStats } from './public-api.present';

/** How many members follow a member (relations), wired in app.ts. */
export type FollowerCount = (userId: number) => Promise<number>;
/** Whether a member is online or playing now (play's presence), wired in app.ts. */
export type OnlineCheck = (userId: number) => Promise<boolean>;
/** The opening a game's first moves (UCI) belong to, for the PGN's ECO tag. */
export type OpeningOf = (moves: string) => { eco: string | null; name: string } | null;

/** What a member wrote on their profile (members' profiles), wired in app.ts. */
export type ProfileText = (userId: number) => Promise<{
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  updatedAt: Date;
} | null>;

export interface PubDeps {
  accounts: Pick<AccountsService, 'findByUsername'>;
  profileText: ProfileText;
  archive: GameArchive;
  followerCount: FollowerCount;
  isOnline: OnlineCheck;
  openingOf: OpeningOf;
  clock: Clock;
  /** Clubs (modules/clubs); none when not wired. */
  clubs?: PubClubs;
  /** Club matches (modules/clubs); none when not wired. */
  matches?: PubMatches;
  /** A member's league and finished league weeks (modules/leagues); none when not wired. */
  leagues?: (userId: number) => Promise<{ league: League | null; results: LeagueResultView[] }>;
}

/** One answer: its payload, when what it shows last changed, and how long it may be reused. */
export interface PubAnswer<T> {
  payload: T;
  lastModified: Date | null;
  maxAge: number;
}

/** Recent data: five minutes. A month that is over no longer changes: a day. */
const FRESH_SECONDS = 300;
const SETTLED_SECONDS = 86_400;
const ONLINE_SECONDS = 60;

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/** The data behind chess.com's published-data API player endpoints. */
export function createPub(deps: PubDeps) {
  async function member(username: string): Promise<UserRow> {
    const user = await deps.accounts.findByUsername(username);
    // chess.com's message for an unknown player, word for word.
    if (!user) throw notFound(`User "${username}" not found.`);
    return user;
  }

  function pgnOf(game: ArchivedGame, bases: PubBases): string {
    return gamePgn(game, {
      site: bases.site,
      link: `${bases.site}/game/${game.id}`,
      opening: deps.openingOf(game.moves),
    });
  }

  async function month(username: string, year: number, monthNumber: number) {
    const user = await member(username);
    const games = await deps.archive.monthGames(user.userId, year, monthNumber);
    const now = deps.clock.now();
    const over = Date.UTC(year, monthNumber, 1) <= now.getTime();
    return {
      user,
      games,
      lastModified: latest(...games.map((g) => g.endedAt)) ?? user.createdAt,
      maxAge: over ? SETTLED_SECONDS : FRESH_SECONDS,
    };
  }

  return {
    member,

    async player(username: string, bases: PubBases) {
      const user = await member(username);
      const [followers, written] = await Promise.all([
        deps.followerCount(user.userId),
        deps.profileText(user.userId),
      ]);
      return {
        payload: presentPlayer(user, followers, bases, written),
        lastModified: latest(user.createdAt, user.updatedAt, user.lastLoginAt, written?.updatedAt ?? null),
        maxAge: FRESH_SECONDS,
      };
    },

    async stats(username: string, bases: PubBases) {
      const user = await member(username);
      const [ratings, records] = await Promise.all([
        deps.archive.ratings(user.userId),
        deps.archive.records(user.userId),
      ]);
      return {
        payload: presentStats(ratings, records, bases),
        lastModified: latest(user.createdAt, ...ratings.map((r) => r.updatedAt)),
        maxAge: FRESH_SECONDS,
      };
    },

    async isOnline(username: string) {
      const user = await member(username);
      return {
        payload: { online: await deps.isOnline(user.userId) },
        lastModified: null,
        maxAge: ONLINE_SECONDS,
      };
    },

    async archives(username: string, bases: PubBases) {
      const user = await member(username);
      const months = await deps.archive.months(user.userId);
      const base = `${bases.api}/pub/player/${user.usernameKey}/games`;
      return {
        payload: { archives: months.map((m) => `${base}/${m.month}`) },
        lastModified: latest(user.createdAt, ...months.map((m) => m.lastEndedAt)),
        maxAge: FRESH_SECONDS,
      };
    },

    async monthGames(username: string, year: number, monthNumber: number, bases: PubBases) {
      const { games, lastModified, maxAge } = await month(username, year, monthNumber);
      return {
        payload: { games: games.map((game) => presentArchivedGame(game, pgnOf(game, bases), bases)) },
        lastModified,
        maxAge,
      };
    },

    /** The month's games as one PGN text, and the file name chess.com-style clients save it under. */
    async monthPgn(username: string, year: number, monthNumber: number, bases: PubBases) {
      const { user, games, lastModified, maxAge } = await month(username, year, monthNumber);
      return {
        payload: games.map((game) => pgnOf(game, bases)).join('\n'),
        fileName: `Kingside_${user.usernameKey}_${year}${String(monthNumber).padStart(2, '0')}.pgn`,
        lastModified,
        maxAge,
      };
    },

    /** The player's clubs, in chess.com's shape. */
    async clubs(username: string, bases: PubBases) {
      const user = await member(username);
      const clubs = deps.clubs ? await deps.clubs.ofPlayer(user.userId, bases) : [];
      return { payload: { clubs }, lastModified: null, maxAge: FRESH_SECONDS };
    },

    clubPages: deps.clubs ?? null,
    matchPages: deps.matches ?? null,
    /** A finished game's PGN as the monthly archives write it (club match boards). */
    pgnOf,

    /** The player's league and finished weeks: chess.com has no such call, so ours in its manner (snake_case, `@id`s). */
    async leagues(username: string, bases: PubBases) {
      const user = await member(username);
      const { league, results } = deps.leagues
        ? await deps.leagues(user.userId)
        : { league: null, results: [] };
      const payload = {
        league,
        results: results.map((result) => ({
          week: result.week,
          league: result.league,
          '@id': `${bases.site}${generateRoute('leagues', { league: result.league, division: result.division })}`,
          rank: result.rank,
          trophies: result.trophies,
          zone: result.zone,
          next_league: result.nextLeague,
        })),
      };
      return { payload, lastModified: null, maxAge: FRESH_SECONDS };
    },

    /** Tournaments do not exist yet: chess.com's shape, empty. */

    async tournaments(username: string) {
      const user = await member(username);
      return {
        payload: { finished: [], in_progress: [], registered: [] },
        lastModified: user.createdAt,
        maxAge: FRESH_SECONDS,
      };
    },
  };
}

export type Pub = ReturnType<typeof createPub>;
