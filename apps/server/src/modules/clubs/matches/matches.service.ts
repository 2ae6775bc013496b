import {
  CLUB_MATCH_MESSAGES,
  CLUB_MATCHES_SHOWN,
  type ClubMatchActionResponse,
  type ClubMatchesOfClub,
  type ClubMatchSide,
  type ClubMatchView,
} from '@kingside/contract';
import type { Db } from '../../../db/db';
import type { Bus } from '../../../platform/bus';
import type { Clock } from '../../../platform/clock';
import { createDueGate } from '../../../platform/due-gate';
import { AppError, conflict, notFound } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import type { UserRow } from '../../accounts';
import { type ClubRow, createClubsRepo } from '../clubs.repo';
import { createMatchLifecycle, speedOfMatch } from './match-lifecycle';
import type { MatchGames } from './matches.ports';
import { bySide, type ClubsById, presentBoards, presentMatch, presentPubMatch } from './matches.present';
import { createMatchesRepo, type MatchRow } from './matches.repo';

/** Every node's sweeper hears here of a match agreed on any node (its start time). */
export const MATCH_DUE_CHANNEL = 'club-matches.due';

export interface ClubMatchesDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  games: MatchGames;
}

export interface ProposeInput {
  homeClub: string;
  awayClub: string;
  name: string;
  boards: number;
  timeControl?: { initial: number; increment: number };
  days?: number;
  rated: boolean;
  minRating?: number;
  maxRating?: number;
  startsAt: string;
}

/** chess.com lists every match of a club; ours are capped, newest first. */
const PUB_MATCHES = 500;
const said = (message: string, id: number): ClubMatchActionResponse => ({ ok: true, message, id });
const closed = () => conflict('club_match_closed', CLUB_MATCH_MESSAGES.club_match_closed);
const notMember = () => new AppError('club_not_member', 403, CLUB_MATCH_MESSAGES.club_match_not_member);
const notAdmin = () => new AppError('club_not_admin', 403, CLUB_MATCH_MESSAGES.club_match_not_admin);

/**
 * Club matches: proposed by the home club's admin, agreed by the away club's; members of either
 * club register until the start (the scheduled time, found by the sweep, or an admin's "start now");
 * then boards are paired by rating and each plays two games with colours swapped (match-lifecycle.ts).
 * Results come from play's game-finished notice on the node that ended the game, and the sweep (for
 * a lost notice); each is applied once, keyed by game id. Here: the agreement, registration and views.
 */
export function createClubMatches(deps: ClubMatchesDeps) {
  const repo = createMatchesRepo(deps.db);
  const clubsRepo = createClubsRepo(deps.db);
  // The sweeper (matches.sweeper.ts) reads the database only when a match can be due to start.
  const due = createDueGate({ clock: deps.clock, bus: deps.bus, channel: MATCH_DUE_CHANNEL });
  const lifecycle = createMatchLifecycle({ repo, games: deps.games, clock: deps.clock });

  async function match(id: number): Promise<MatchRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound(CLUB_MATCH_MESSAGES.noSuchMatch);
    return row;
  }

  async function club(slug: string): Promise<ClubRow> {
    const row = await clubsRepo.bySlug(slug);
    if (!row) throw notFound(CLUB_MATCH_MESSAGES.noSuchClub);
    return row;
  }

  /** The viewer's role in each of the match's clubs. */
  async function roles(row: MatchRow, userId: number) {
    const [home, away] = await Promise.all([
      clubsRepo.membership(row.homeClubId, userId),
      clubsRepo.membership(row.awayClubId, userId),
    ]);
    const admin = (m: typeof home) => m !== null && m.role !== 'member';
    return {
      home,
      away,
      adminOf: (admin(home) ? 'home' : admin(away) ? 'away' : null) as ClubMatchSide | null,
    };
  }

  async function clubsById(rows: MatchRow[]): Promise<ClubsById> {
    const ids = [...new Set(rows.flatMap((r) => [r.homeClubId, r.awayClubId]))];
    return new Map((await repo.clubsOf(ids)).map((c) => [c.id, c]));
  }

  /** Starts a match of this id (false when it was not waiting to start). */
  const start = async (id: number): Promise<boolean> => lifecycle.start(await match(id));

  return {
    repo,
    start,
    gameFinished: lifecycle.gameFinished,
    /** Counts an outcome the sweep read (a game whose notice was lost). */
    settle: lifecycle.settle,
    /** When agreed matches start, as this node knows it (hinted on every node by each agreement). */
    due,

    async propose(me: UserRow, input: ProposeInput): Promise<ClubMatchActionResponse> {
      const [home, away] = await Promise.all([club(input.homeClub), club(input.awayClub)]);
      if (home.id === away.id)
        throw conflict('club_match_same_club', CLUB_MATCH_MESSAGES.club_match_same_club, 'awayClub');
      const mine = await clubsRepo.membership(home.id, me.userId);
      if (!mine) throw notMember();
      if (mine.role === 'member') throw notAdmin();
      const now = deps.clock.now();
      const row = await repo.insert({
        name: input.name,
        homeClubId: home.id,
        awayClubId: away.id,
        proposedBy: me.userId,
        status: 'proposed',
        boards: input.boards,
        tcInitial: input.timeControl?.initial ?? null,
        tcIncrement: input.timeControl?.increment ?? null,
        daysPerMove: input.days ?? null,
        rated: input.rated,
        minRating: input.minRating ?? null,
        maxRating: input.maxRating ?? null,
        startsAt: new Date(input.startsAt),
        createdAt: now,
      });
      return said(CLUB_MATCH_MESSAGES.proposed, row.id);
    },

    async accept(me: UserRow, id: number): Promise<ClubMatchActionResponse> {
      const row = await match(id);
      const away = await clubsRepo.membership(row.awayClubId, me.userId);
      if (!away) throw notMember();
      if (away.role === 'member') throw notAdmin();
      if (!(await repo.transition(id, ['proposed'], 'registration', deps.clock.now()))) throw closed();
      await due.announce(row.startsAt);
      return said(CLUB_MATCH_MESSAGES.accepted, id);
    },

    async cancel(me: UserRow, id: number): Promise<ClubMatchActionResponse> {
      const row = await match(id);
      const mine = await roles(row, me.userId);
      if (!mine.home && !mine.away) throw notMember();
      if (!mine.adminOf) throw notAdmin();
      if (!(await repo.transition(id, ['proposed', 'registration'], 'cancelled', deps.clock.now())))
        throw closed();
      return said(CLUB_MATCH_MESSAGES.cancelled, id);
    },

    async startNow(me: UserRow, id: number): Promise<ClubMatchActionResponse> {
      const row = await match(id);
      const mine = await roles(row, me.userId);
      if (!mine.home && !mine.away) throw notMember();
      if (!mine.adminOf) throw notAdmin();
      if (!(await start(id))) throw closed();
      const after = await match(id);
      return said(
        after.status === 'cancelled' ? CLUB_MATCH_MESSAGES.noPlayers : CLUB_MATCH_MESSAGES.started,
        id,
      );
    },

    async register(me: UserRow, id: number): Promise<ClubMatchActionResponse> {
      const row = await match(id);
      const mine = await roles(row, me.userId);
      if (!mine.home && !mine.away) throw notMember();
      if (mine.home && mine.away)
        throw conflict('club_match_both_clubs', CLUB_MATCH_MESSAGES.club_match_both_clubs);
      if (row.status !== 'proposed' && row.status !== 'registration') throw closed();
      if (row.minRating !== null || row.maxRating !== null) {
        const rating = (await deps.games.ratings([me.userId], speedOfMatch(row))).get(me.userId) ?? 0;
        if (
          (row.minRating !== null && rating < row.minRating) ||
          (row.maxRating !== null && rating > row.maxRating)
        )
          throw new AppError('club_match_rating', 403, CLUB_MATCH_MESSAGES.club_match_rating);
      }
      if (!(await repo.register(id, me.userId, mine.home ? 'home' : 'away', deps.clock.now())))
        throw conflict('club_match_registered', CLUB_MATCH_MESSAGES.club_match_registered);
      return said(CLUB_MATCH_MESSAGES.registered, id);
    },

    async withdraw(me: UserRow, id: number): Promise<ClubMatchActionResponse> {
      const row = await match(id);
      if (row.status !== 'proposed' && row.status !== 'registration') throw closed();
      if (!(await repo.withdraw(id, me.userId)))
        throw new AppError('club_match_not_registered', 403, CLUB_MATCH_MESSAGES.club_match_not_registered);
      return said(CLUB_MATCH_MESSAGES.withdrawn, id);
    },

    /** Whether a match exists (its page). */
    exists: async (id: number): Promise<boolean> => (await repo.byId(id)) !== null,

    async view(id: number, me: UserRow | null): Promise<ClubMatchView> {
      const row = await match(id);
      const [clubs, players, boards, games, mine] = await Promise.all([
        clubsById([row]),
        lifecycle.registrantsRated(row),
        repo.boards(id),
        repo.games(id),
        me ? roles(row, me.userId) : null,
      ]);
      const registered = players.find((p) => me && p.userId === me.userId);
      const open = row.status === 'proposed' || row.status === 'registration';
      const side: ClubMatchSide | null = mine?.home ? 'home' : mine?.away ? 'away' : null;
      return {
        ...presentMatch(row, clubs),
        registered: { home: bySide(players, 'home'), away: bySide(players, 'away') },
        boardsPlayed: presentBoards(boards, games),
        mySide: registered?.side ?? null,
        canRegister: open && !registered && !(mine?.home && mine.away) ? side : null,
        adminOf: mine?.adminOf ?? null,
      };
    },

    /** A match as anyone sees it, for chess.com's `/pub/match/{id}`: null unless agreed (not proposed or called off). */
    async publicView(id: number): Promise<ClubMatchView | null> {
      const row = await repo.byId(id);
      if (!row || row.status === 'proposed' || row.status === 'cancelled') return null;
      return this.view(id, null);
    },

    /** A club's matches for chess.com's `/pub/club/{url-ID}/matches` (null when there is no such club). */
    async pubMatches(slug: string) {
      const row = await clubsRepo.bySlug(slug);
      if (!row) return null;
      const rows = await repo.ofClub(row.id, ['registration', 'in_progress', 'finished'], PUB_MATCHES);
      const clubs = await clubsById(rows);
      return rows.map((m) => presentPubMatch(row.id, m, clubs, speedOfMatch(m)));
    },

    async ofClub(slug: string): Promise<ClubMatchesOfClub> {
      const row = await club(slug);
      const [upcoming, live, finished] = await Promise.all([
        repo.ofClub(row.id, ['proposed', 'registration'], CLUB_MATCHES_SHOWN),
        repo.ofClub(row.id, ['in_progress'], CLUB_MATCHES_SHOWN),
        repo.ofClub(row.id, ['finished'], CLUB_MATCHES_SHOWN),
      ]);
      const clubs = await clubsById([...upcoming, ...live, ...finished]);
      return {
        upcoming: upcoming.map((r) => presentMatch(r, clubs)),
        live: live.map((r) => presentMatch(r, clubs)),
        finished: finished.map((r) => presentMatch(r, clubs)),
      };
    },
  };
}

export type ClubMatches = ReturnType<typeof createClubMatches>;
