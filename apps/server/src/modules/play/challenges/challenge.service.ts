import {
  CHALLENGE_TTL_MS,
  type ChallengeColor,
  type ChallengeListResponse,
  type ChallengeView,
  type DeclineReason,
  opposite,
  type TimeControl,
} from '@kingside/contract';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import { forbidden, notFound } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import { isComputerPlayer } from '../computer';
import { type GameService, newGameId } from '../game.service';
import type { PlayNotices } from '../play-notices';
import { colorOf, type PlayerRef, playerKey } from '../player';
import { blockedBetween, type RelationsGate } from '../relations-gate';
import type { PlayerHub } from '../socket/player-hub';
import { challengerOf, destinationOf, presentChallenge, roleOf, statusOf } from './challenge.present';
import { createChallengeRepo } from './challenge.repo';
import type { ChallengeRow } from './challenge.tables';
import { CHALLENGE_MESSAGES, refuse } from './challenge-refusals';

/** A daily challenge waits longer than a live one: a day's visit is enough to answer it. */
function ttlOf(direct: boolean, daily: boolean, lobby: boolean): number {
  if (lobby) return CHALLENGE_TTL_MS.dailySeek;
  if (daily) return Math.max(CHALLENGE_TTL_MS.daily, direct ? 0 : CHALLENGE_TTL_MS.open);
  return direct ? CHALLENGE_TTL_MS.direct : CHALLENGE_TTL_MS.open;
}

/** The member a challenge goes to, as the accounts module found them. */
export interface ChallengedMember {
  userId: number;
  username: string;
  closed: boolean;
}

export interface NewChallenge {
  /** null: an open challenge link. */
  destination: ChallengedMember | null;
  tc: TimeControl;
  rated: boolean;
  color: ChallengeColor;
  /** A daily challenge: days per move (DAILY_DAYS, checked by the schema). */
  daily?: { days: number; weekendPause: boolean };
  /** An open daily challenge listed in the daily lobby (no destination). */
  lobby?: boolean;
}

export interface ChallengeServiceDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  games: GameService;
  players: PlayerHub;
  /** White or black for a `random` colour; random in production. */
  coin?: () => boolean;
  /** Blocks: no challenge, rematch or accepted link between two members one of whom blocks the other. */
  relations: RelationsGate;
  /** The challenged member's bell. */
  notices: PlayNotices;
}

/**
 * Challenges and rematches. Each change of a challenge's status is a conditional write on its
 * status (and expiry), so an accept creates exactly one game however many arrive at once; the
 * parties hear of every change on their player channel.
 */
export function createChallengeService(deps: ChallengeServiceDeps) {
  const repo = createChallengeRepo(deps.db);
  const coin = deps.coin ?? (() => Math.random() < 0.5);
  const now = () => deps.clock.now();

  /** Tells each party (but `skip`) what the challenge is now, from their side. */
  async function announce(row: ChallengeRow, skip?: PlayerRef): Promise<void> {
    const at = now();
    const parties = [challengerOf(row), destinationOf(row)].filter((p): p is PlayerRef => p !== null);
    await Promise.all(
      parties
        .filter((p) => !skip || playerKey(p) !== playerKey(skip))
        .map((p) => deps.players.send(p, { t: 'challenge', challenge: presentChallenge(row, at, p) })),
    );
  }

  async function insert(
    values: Omit<ChallengeRow, 'id' | 'status' | 'declineReason' | 'gameId' | 'updatedAt'>,
  ) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await repo.insert({ ...values, id: newGameId(), updatedAt: values.createdAt });
      if (row) return row;
    }
    throw new Error('no free challenge id after 5 tries');
  }

  async function pending(id: string): Promise<ChallengeRow> {
    const row = await repo.find(id);
    if (!row) throw notFound(CHALLENGE_MESSAGES.not_found);
    if (statusOf(row, now()) !== 'pending') throw refuse('challenge_not_pending');
    return row;
  }

  async function accept(id: string, player: PlayerRef): Promise<ChallengeView> {
    const row = await pending(id);
    const role = roleOf(row, player);
    if (role === 'challenger') throw refuse('challenge_self');
    const open = destinationOf(row) === null;
    if (!open && role !== 'destination') throw forbidden(CHALLENGE_MESSAGES.not_yours);
    if (row.rated && player.userId === null) throw refuse('rated_needs_members');
    if (row.days !== null && player.userId === null) throw refuse('daily_needs_members');
    // A block made after the challenge, or an open link reaching a blocked member.
    if (await blockedBetween(deps.relations, row.challengerUserId, player.userId))
      throw refuse('challenge_blocked');
    // The one write that decides: whoever's update finds it pending wins; the rest are refused.
    const claimed = await repo.settle(id, now(), {
      status: 'accepted',
      ...(open ? { destUserId: player.userId, destGuestId: player.guestId, destName: player.name } : {}),
    });
    if (!claimed) throw refuse('challenge_not_pending');
    const challenger = challengerOf(claimed);
    const challengerWhite = row.color === 'white' || (row.color === 'random' && coin());
    let gameId: string;
    try {
      const game = await deps.games.create({
        white: challengerWhite ? challenger : player,
        black: challengerWhite ? player : challenger,
        tc: { initial: row.initialSeconds, increment: row.incrementSeconds },
        rated: row.rated,
        ...(row.days === null ? {} : { daily: { daysPerMove: row.days, weekendPause: row.weekendPause } }),
      });
      gameId = game.id;
    } catch (error) {
      await repo.reopen(id, now()).catch(() => {});
      throw error;
    }
    await repo.setGame(id, gameId);
    const done = { ...claimed, gameId };
    deps.logger.info({ challengeId: id, gameId }, 'challenge accepted');
    await announce(done);
    return presentChallenge(done, now(), player);
  }

  return {
    repo,
    accept,

    async create(challenger: PlayerRef, input: NewChallenge): Promise<ChallengeView> {
      const dest = input.destination;
      if (dest && dest.userId === challenger.userId) throw refuse('challenge_self');
      if (dest?.closed) throw refuse('challenge_unavailable');
      // A computer player answers no challenge: it is played on /play/computer, in the member's browser.
      if (dest && (await isComputerPlayer(deps.db, dest.userId))) throw refuse('challenge_unavailable');
      if (input.rated && challenger.userId === null) throw refuse('rated_needs_members');
      if (input.daily && challenger.userId === null) throw refuse('daily_needs_members');
      const lobby = input.lobby === true && input.daily !== undefined && dest === null;
      if (dest && (await blockedBetween(deps.relations, challenger.userId, dest.userId))) {
        throw refuse('challenge_blocked');
      }
      const at = now();
      const row = await insert({
        challengerUserId: challenger.userId,
        challengerGuestId: challenger.userId === null ? challenger.guestId : null,
        challengerName: challenger.name,
        destUserId: dest?.userId ?? null,
        destGuestId: null,
        destName: dest?.username ?? null,
        initialSeconds: input.daily ? input.daily.days * 86_400 : input.tc.initial,
        incrementSeconds: input.daily ? 0 : input.tc.increment,
        days: input.daily?.days ?? null,
        weekendPause: input.daily?.weekendPause ?? false,
        lobby: lobby,
        rated: input.rated,
        color: input.color,
        rematchOf: null,
        createdAt: at,
        expiresAt: new Date(at.getTime() + ttlOf(dest !== null, input.daily !== undefined, lobby)),
      });
      await announce(row, challenger);
      if (dest) {
        deps.notices
          .challenged({
            id: row.id,
            toUserId: dest.userId,
            fromUserId: challenger.userId,
            fromName: challenger.name,
            tc: input.daily ? { initial: input.daily.days * 86_400, increment: 0 } : input.tc,
            ...(input.daily ? { days: input.daily.days } : {}),
            rated: input.rated,
          })
          .catch((error) => deps.logger.warn({ err: error, challengeId: row.id }, 'challenge notice failed'));
      }
      return presentChallenge(row, at, challenger);
    },

    async view(id: string, viewer: PlayerRef | null): Promise<ChallengeView | null> {
      const row = await repo.find(id);
      return row && presentChallenge(row, now(), viewer);
    },

    /** The open daily lobby. */
    async dailySeeks(viewer: PlayerRef | null, limit: number): Promise<ChallengeView[]> {
      const at = now();
      return (await repo.dailyLobby(at, limit)).map((row) => presentChallenge(row, at, viewer));
    },

    async list(viewer: PlayerRef | null): Promise<ChallengeListResponse> {
      if (!viewer) return { incoming: [], outgoing: [] };
      const at = now();
      const [incoming, outgoing] = await Promise.all([repo.incoming(viewer, at), repo.outgoing(viewer, at)]);
      const present = (row: ChallengeRow) => presentChallenge(row, at, viewer);
      return { incoming: incoming.map(present), outgoing: outgoing.map(present) };
    },

    async decline(id: string, player: PlayerRef, reason: DeclineReason): Promise<ChallengeView> {
      const row = await pending(id);
      if (roleOf(row, player) !== 'destination') throw forbidden(CHALLENGE_MESSAGES.not_yours);
      const done = await repo.settle(id, now(), { status: 'declined', declineReason: reason });
      if (!done) throw refuse('challenge_not_pending');
      await announce(done, player);
      return presentChallenge(done, now(), player);
    },

    async cancel(id: string, player: PlayerRef): Promise<ChallengeView> {
      const row = await pending(id);
      if (roleOf(row, player) !== 'challenger') throw forbidden(CHALLENGE_MESSAGES.not_challenger);
      const done = await repo.settle(id, now(), { status: 'cancelled' });
      if (!done) throw refuse('challenge_not_pending');
      await announce(done, player);
      return presentChallenge(done, now(), player);
    },

    /**
     * A player of a finished game asks for another with the colours swapped. Asking twice answers
     * the pending offer; asking when the opponent already asked accepts theirs; asking after the
     * rematch was made answers it (its `gameId`).
     */
    async rematch(gameId: string, player: PlayerRef): Promise<ChallengeView> {
      const game = await deps.games.repo.findGame(gameId);
      if (!game) throw notFound('There is no such game.');
      const mine = colorOf(game, player);
      if (!mine) throw forbidden(CHALLENGE_MESSAGES.not_a_player);
      if (game.status === 'started') throw refuse('game_not_over');
      const at = now();
      const offers = (await repo.rematchesOf(gameId)).filter((row) => statusOf(row, at) !== 'expired');
      const made = offers.find((row) => row.status === 'accepted');
      if (made) return presentChallenge(made, at, player);
      const own = offers.find((row) => roleOf(row, player) === 'challenger');
      if (own) return presentChallenge(own, at, player);
      const theirs = offers.find((row) => roleOf(row, player) === 'destination');
      if (theirs) return accept(theirs.id, player);
      const side = opposite(mine);
      const opponent: PlayerRef = {
        userId: game[`${side}UserId`],
        guestId: game[`${side}GuestId`],
        name: game[`${side}Name`],
      };
      // A member who closed their account since has no id left on the game.
      if (opponent.userId === null && opponent.guestId === null) throw refuse('challenge_unavailable');
      if (await blockedBetween(deps.relations, player.userId, opponent.userId))
        throw refuse('challenge_blocked');
      const row = await insert({
        challengerUserId: player.userId,
        challengerGuestId: player.userId === null ? player.guestId : null,
        challengerName: player.name,
        destUserId: opponent.userId,
        destGuestId: opponent.userId === null ? opponent.guestId : null,
        destName: opponent.name,
        initialSeconds: game.initialSeconds,
        incrementSeconds: game.incrementSeconds,
        days: game.daysPerMove,
        weekendPause: game.weekendPause,
        lobby: false,
        rated: game.rated,
        // The colours swap: whoever had white asks to play black.
        color: opposite(mine),
        rematchOf: gameId,
        createdAt: at,
        expiresAt: new Date(
          at.getTime() + (game.daysPerMove === null ? CHALLENGE_TTL_MS.rematch : CHALLENGE_TTL_MS.daily),
        ),
      });
      await announce(row, player);
      return presentChallenge(row, at, player);
    },
  };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
