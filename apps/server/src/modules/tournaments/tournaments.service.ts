import {
  CLUB_MESSAGES,
  type ClubTournaments,
  isAtLeast,
  type NewTournament,
  TOURNAMENT_LIST_MAX,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_SCHEDULE_MAX_DAYS,
  TOURNAMENT_URL_PATTERN,
  type TournamentsPage,
  type TournamentView,
} from '@kingside/contract';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { levelOf, type UserRow } from '../accounts';
import { createArenaRunner } from './arena-runner';
import { clubRefusal, refusal, speedOfRow } from './entry-conditions';
import { createKnockoutRunner } from './knockout-runner';
import { createRunnerLoop } from './runner-loop';
import { createSwissRunner } from './swiss-runner';
import { createTournamentHub } from './tournament-hub';
import { createLiveReader } from './tournament-live';
import type { TournamentsDeps } from './tournaments.ports';
import { presentConditions, presentMe, presentSummary } from './tournaments.present';
import { createTournamentsRepo, type TournamentRow } from './tournaments.repo';

/** Changes to one tournament within this window go out as one push. */
const PUSH_COALESCE_MS = 250;

const isStaff = (user: UserRow) => isAtLeast(levelOf(user), 'staff');

/**
 * Arena tournaments (issue 20): members create them (staff: official ones; a club's admins: the club's, joined
 * by its members only), join under the
 * conditions written on the page, pause, come back, withdraw; the runner pairs and scores on the
 * platform clock, and every change reaches the page's followers over the socket.
 */
export function createTournaments(deps: TournamentsDeps) {
  const repo = createTournamentsRepo(deps.db);
  const pending = new Map<number, NodeJS.Timeout>();

  const hub = createTournamentHub({
    bus: deps.bus,
    logger: deps.logger,
    current: async (url) => {
      const row = await repo.byUrl(url);
      return row && live(row);
    },
  });

  /** Publishes the tournament's first page once its changes settle for a moment. */
  function changed(tournamentId: number): void {
    if (pending.has(tournamentId)) return;
    const timer = setTimeout(() => {
      pending.delete(tournamentId);
      void (async () => {
        const row = await repo.byId(tournamentId);
        if (row) await hub.publish(await live(row));
      })().catch((error) => deps.logger.warn({ err: error, tournamentId }, 'tournament push failed'));
    }, PUSH_COALESCE_MS);
    timer.unref();
    pending.set(tournamentId, timer);
  }

  const swiss = createSwissRunner({ ...deps, repo, changed });
  const knockout = createKnockoutRunner({ ...deps, repo, changed });
  const live = createLiveReader({ repo, swiss, knockout });
  const runner = createArenaRunner({
    ...deps,
    repo,
    changed,
    swissStep: swiss.step,
    knockoutStep: knockout.step,
  });
  const loop = createRunnerLoop({ ...deps, tick: () => runner.tick() });

  async function find(url: string): Promise<TournamentRow> {
    const row = await repo.byUrl(url);
    if (!row) throw notFound(TOURNAMENT_MESSAGES.notFound);
    return row;
  }

  async function myPlayer(url: string, user: UserRow) {
    const row = await find(url);
    if (row.status === 'finished') throw conflict('tournament_finished', TOURNAMENT_MESSAGES.finished);
    const player = await repo.player(row.id, user.userId);
    if (!player) throw conflict('tournament_not_joined', TOURNAMENT_MESSAGES.notJoined);
    if (player.withdrawn) throw conflict('tournament_withdrawn', TOURNAMENT_MESSAGES.withdrawn);
    return { row, player };
  }

  return {
    runner,
    hub,

    /** Whether a tournament has this url (its page exists). */
    async exists(url: string): Promise<boolean> {
      return TOURNAMENT_URL_PATTERN.test(url) && (await repo.byUrl(url)) !== null;
    },

    async create(user: UserRow, input: NewTournament): Promise<TournamentView> {
      if (input.official && !isStaff(user)) throw forbidden(TOURNAMENT_MESSAGES.officialStaffOnly);
      const club = input.club === undefined ? null : await deps.clubs().hostedBy(input.club, user);
      const now = deps.clock.now();
      const startsAt = new Date(input.startsAt);
      const latest = now.getTime() + TOURNAMENT_SCHEDULE_MAX_DAYS * 86_400_000;
      if (startsAt.getTime() < now.getTime() || startsAt.getTime() > latest)
        throw badRequest('validation_failed', TOURNAMENT_MESSAGES.startsInPast, 'startsAt');
      const swiss = input.kind === 'swiss';
      const knockout = input.kind === 'knockout';
      if (swiss && (input.rounds === undefined || input.roundMinutes === undefined))
        throw badRequest('validation_failed', TOURNAMENT_MESSAGES.swissRounds, 'rounds');
      if (knockout && input.matchGames === undefined)
        throw badRequest('validation_failed', TOURNAMENT_MESSAGES.knockoutMatchGames, 'matchGames');
      // A Swiss lasts its rounds; an arena its chosen minutes.
      const minutes = swiss ? input.rounds! * input.roundMinutes! : input.durationMinutes;
      const { minRating = null, maxRating = null, minTier = null } = input.conditions ?? {};
      if (minRating !== null && maxRating !== null && minRating > maxRating)
        throw badRequest('validation_failed', TOURNAMENT_MESSAGES.ratingRange, 'conditions');
      const row = await repo.insert({
        url: input.url,
        name: input.name,
        kind: input.kind ?? 'arena',
        rounds: swiss ? input.rounds! : null,
        roundMinutes: swiss ? input.roundMinutes! : null,
        matchGames: knockout ? input.matchGames! : null,
        official: input.official ?? false,
        createdByUserId: user.userId,
        clubId: club?.id ?? null,
        initialSeconds: input.tc.initial,
        incrementSeconds: input.tc.increment,
        rated: input.rated,
        durationMinutes: minutes,
        minRating,
        maxRating,
        minTier,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        createdAt: now,
      });
      if (!row) throw conflict('slug_taken', TOURNAMENT_MESSAGES.urlTaken, 'url');
      await loop.announce(row.startsAt);
      return this.view(row.url, user);
    },

    async list(user: UserRow | null): Promise<TournamentsPage> {
      const [[upcoming, started, finished], hostClubs] = await Promise.all([
        Promise.all(
          (['created', 'started', 'finished'] as const).map((status) =>
            repo.list(status, TOURNAMENT_LIST_MAX),
          ),
        ),
        user ? deps.clubs().hostableBy(user.userId) : [],
      ]);
      const present = (rows: Awaited<ReturnType<typeof repo.list>>) =>
        rows.map((row) => presentSummary(row, row.players));
      return {
        upcoming: present(upcoming!),
        started: present(started!),
        finished: present(finished!),
        canCreateOfficial: Boolean(user && isStaff(user)),
        hostClubs,
      };
    },

    /** A club's upcoming and running tournaments (404 for no such club). */
    async ofClub(slug: string): Promise<ClubTournaments> {
      const club = await deps.clubs().bySlug(slug);
      if (!club) throw notFound(CLUB_MESSAGES.noSuchClub);
      const rows = await repo.ofClub(club.id, TOURNAMENT_LIST_MAX);
      return { tournaments: rows.map((row) => presentSummary(row, row.players)) };
    },

    async view(url: string, user: UserRow | null, page = 1): Promise<TournamentView> {
      const row = await find(url);
      const [state, player, creator, club] = await Promise.all([
        live(row, page),
        user ? repo.player(row.id, user.userId) : null,
        row.createdByUserId === null ? null : deps.usernames([row.createdByUserId]),
        row.clubId === null ? null : deps.clubs().byId(row.clubId),
      ]);
      let joinRefusal: string | null = null;
      if (!user) joinRefusal = TOURNAMENT_MESSAGES.membersOnly;
      else if (row.status === 'finished') joinRefusal = TOURNAMENT_MESSAGES.finished;
      else if (!player && row.kind === 'knockout' && row.status !== 'created')
        joinRefusal = TOURNAMENT_MESSAGES.registrationClosed;
      else if (!player)
        joinRefusal =
          (await clubRefusal(deps.clubs(), row, user)) ??
          refusal(row, user, Math.round(await deps.rating(user.userId, speedOfRow(row))));
      return {
        ...presentSummary(row, state.players),
        conditions: presentConditions(row),
        durationMinutes: row.durationMinutes,
        rounds: row.kind === 'swiss' ? row.rounds : null,
        round: row.kind === 'swiss' ? row.round : null,
        matchGames: row.matchGames,
        createdBy: (row.createdByUserId !== null && creator?.get(row.createdByUserId)) || null,
        club,
        live: state,
        me: presentMe(player),
        joinRefusal,
      };
    },

    /** Joins, or (paused) comes back into the pool. */
    async join(url: string, user: UserRow): Promise<TournamentView> {
      const row = await find(url);
      if (row.status === 'finished') throw conflict('tournament_finished', TOURNAMENT_MESSAGES.finished);
      const now = deps.clock.now();
      const existing = await repo.player(row.id, user.userId);
      if (existing) {
        if (existing.withdrawn) throw conflict('tournament_withdrawn', TOURNAMENT_MESSAGES.withdrawn);
        if (!existing.paused) throw conflict('tournament_already_joined', TOURNAMENT_MESSAGES.alreadyJoined);
        await repo.updatePlayer(row.id, user.userId, {
          paused: false,
          waitingSince: existing.gameId === null ? now : null,
        });
      } else {
        // A knockout's bracket is drawn at the start: nobody enters after it.
        if (row.kind === 'knockout' && row.status !== 'created')
          throw conflict('tournament_registration_closed', TOURNAMENT_MESSAGES.registrationClosed);
        const notMember = await clubRefusal(deps.clubs(), row, user);
        if (notMember) throw new AppError('tournament_conditions', 403, notMember);
        const rating = Math.round(await deps.rating(user.userId, speedOfRow(row)));
        const refused = refusal(row, user, rating);
        if (refused) throw new AppError('tournament_conditions', 403, refused);
        const joined = await repo.join({
          tournamentId: row.id,
          userId: user.userId,
          rating,
          waitingSince: now,
          // A Swiss already under way is joined from its next round.
          entersRound: row.kind === 'swiss' ? row.round + 1 : 1,
          joinedAt: now,
        });
        if (!joined) throw conflict('tournament_already_joined', TOURNAMENT_MESSAGES.alreadyJoined);
      }
      changed(row.id);
      return this.view(url, user);
    },

    async pause(url: string, user: UserRow): Promise<TournamentView> {
      const { row, player } = await myPlayer(url, user);
      if (row.kind === 'swiss') throw conflict('tournament_paused', TOURNAMENT_MESSAGES.swissNoPause);
      if (row.kind === 'knockout') throw conflict('tournament_paused', TOURNAMENT_MESSAGES.knockoutNoPause);
      if (player.paused) throw conflict('tournament_paused', TOURNAMENT_MESSAGES.alreadyPaused);
      await repo.leavePool(row.id, user.userId, { paused: true });
      changed(row.id);
      return this.view(url, user);
    },

    async withdraw(url: string, user: UserRow): Promise<TournamentView> {
      const { row } = await myPlayer(url, user);
      await repo.leavePool(row.id, user.userId, { withdrawn: true });
      // Swiss: not paired from the next round on (the current round's game is played out).
      if (row.kind === 'swiss')
        await repo.updatePlayer(row.id, user.userId, { withdrawsRound: row.round + 1 });
      // Knockout: the match they are in or wait for is lost by walkover.
      if (row.kind === 'knockout') await knockout.withdrew(row, user.userId);
      changed(row.id);
      return this.view(url, user);
    },

    /** Told by play of every game that ends (services.ts): applied once if it is a tournament's. */
    gameEnded: (gameId: string) => runner.gameEnded(gameId),

    tickIfDue: loop.tickIfDue,
    nextDueAt: loop.nextDueAt,
    /** The runner's loop, while an app serves (app.ts). */
    start: loop.start,

    async stop(): Promise<void> {
      await loop.stop();
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
    },
  };
}

export type Tournaments = ReturnType<typeof createTournaments>;
