import {
  type ChatLine,
  CLUB_CHAT_PAGE,
  CLUB_CHAT_RATE,
  CLUB_CHAT_TEXTS,
  CLUB_MESSAGES,
  type ClubChatPage,
  type ServerMessage,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { RateLimiter } from '../../platform/rate-limit';
import { type MuteCheck, refuseMuted } from '../messages';
import { type ClubChatPort, type HubConnection, PlayError } from '../play';
import { createClubChatRepo } from './club-chat.repo';
import { createClubsRepo } from './clubs.repo';

/** Every node's followers of one club's chat listen on this bus channel. */
export const clubChatChannel = (clubId: number) => `club-chat:${clubId}`;

export interface ClubChatDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  limiter: RateLimiter;
  mutedUntil: MuteCheck;
}

interface Follower {
  conn: HubConnection;
  /** Members blocked either way with this follower when it joined: their lines are not pushed. */
  hidden: Set<number>;
}

interface Room {
  followers: Map<number, Follower>;
  unsubscribe: Promise<() => Promise<void>>;
}

/**
 * A chat room per club, members only: history by keyset pages over HTTP, new lines over the socket
 * (one bus subscription per club followed on this node, like tournament standings). A muted member,
 * or one over CLUB_CHAT_RATE, says nothing; lines of members blocked either way are hidden.
 */
export function createClubChat(deps: ClubChatDeps) {
  const repo = createClubChatRepo(deps.db);
  const clubsRepo = createClubsRepo(deps.db);
  const rooms = new Map<string, Room>();

  /** The club and the member, or a refusal: 404 no such club, 403 `club_not_member`. */
  async function memberOf(slug: string, userId: number | null) {
    const club = await clubsRepo.bySlug(slug);
    if (!club) throw notFound(CLUB_MESSAGES.noSuchClub);
    if (userId === null || !(await clubsRepo.membership(club.id, userId)))
      throw new AppError('club_not_member', 403, CLUB_CHAT_TEXTS.membersOnly);
    return club;
  }

  /** The same checks for the socket, which speaks in `PlayError`s. */
  async function socketMember(slug: string, conn: HubConnection) {
    try {
      return await memberOf(slug, conn.player?.userId ?? null);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 404) throw new PlayError('not_found', error.message);
      throw new PlayError('not_allowed', error.message);
    }
  }

  function open(slug: string, clubId: number): Room {
    const existing = rooms.get(slug);
    if (existing) return existing;
    const followers = new Map<number, Follower>();
    const room: Room = {
      followers,
      unsubscribe: deps.bus.subscribe(clubChatChannel(clubId), (message) => {
        const line = (message as { line: ChatLine }).line;
        const text = JSON.stringify(message);
        for (const f of followers.values()) if (!f.hidden.has(line.userId)) f.conn.sendText(text);
      }),
    };
    room.unsubscribe.catch((error) => {
      deps.logger.warn({ err: error, slug }, 'club chat subscribe failed');
      if (rooms.get(slug) === room) rooms.delete(slug);
    });
    rooms.set(slug, room);
    return room;
  }

  function drop(slug: string, connId: number): void {
    const room = rooms.get(slug);
    if (!room?.followers.delete(connId) || room.followers.size > 0) return;
    rooms.delete(slug);
    room.unsubscribe
      .then((unsubscribe) => unsubscribe())
      .catch((error) => deps.logger.warn({ err: error, slug }, 'club chat unsubscribe failed'));
  }

  const port: ClubChatPort = {
    async join(conn, slug) {
      const club = await socketMember(slug, conn);
      const hidden = new Set(await repo.blockedMembers(club.id, conn.player!.userId!));
      open(slug, club.id).followers.set(conn.id, { conn, hidden });
    },

    leave(connId, slug) {
      if (slug !== undefined) return drop(slug, connId);
      for (const key of [...rooms.keys()]) drop(key, connId);
    },

    async say(conn, slug, text) {
      const club = await socketMember(slug, conn);
      const userId = conn.player!.userId!;
      if (!(await deps.limiter.hit(`club-chat:${userId}`, CLUB_CHAT_RATE)).allowed)
        throw new PlayError('rate_limited', CLUB_CHAT_TEXTS.rateLimited);
      try {
        await refuseMuted(deps.mutedUntil, userId, deps.clock.now());
      } catch (error) {
        if (error instanceof AppError) throw new PlayError('not_allowed', error.message);
        throw error;
      }
      const at = deps.clock.now();
      const id = await repo.add({ clubId: club.id, userId, body: text, createdAt: at });
      const line: ChatLine = { id, userId, username: conn.player!.name, text, at: at.toISOString() };
      await deps.bus.publish(clubChatChannel(club.id), {
        t: 'clubChat.line',
        slug,
        line,
      } satisfies ServerMessage);
    },
  };

  return {
    port,

    /** A page of the club's chat for a member, oldest first. */
    async history(slug: string, userId: number | null, before: number | undefined): Promise<ClubChatPage> {
      const club = await memberOf(slug, userId);
      const rows = await repo.page(club.id, userId!, before, CLUB_CHAT_PAGE + 1);
      return { lines: rows.slice(0, CLUB_CHAT_PAGE).reverse(), more: rows.length > CLUB_CHAT_PAGE };
    },
  };
}

export type ClubChat = ReturnType<typeof createClubChat>;
