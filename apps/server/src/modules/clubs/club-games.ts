import { CLUB_MESSAGES, type ServerMessage } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Logger } from '../../platform/logger';
import { type ClubGamesPort, type HubConnection, PlayError } from '../play';
import { createClubsRepo } from './clubs.repo';

/** Every game start and end, with its members: nodes whose sockets follow a club page listen here. */
export const CLUB_GAMES_CHANNEL = 'club-games.players';

interface PlayersMessage {
  userIds: number[];
}

interface Followed {
  slug: string;
  followers: Map<number, HubConnection>;
}

/**
 * A club page's live games, kept live over the socket: a game that starts or ends is announced once
 * (on the node that started or ended it) with its members on one bus channel; a node subscribes to it
 * only while some socket here follows a club, and then asks which of the followed clubs count those
 * members (one query in flight; what arrives meanwhile is asked together next). Followers get a bare
 * `clubGames.changed` and read the list again over HTTP, where blocked players are left out per viewer.
 */
export function createClubGames(deps: { db: Db; bus: Bus; logger: Logger }) {
  const repo = createClubsRepo(deps.db);
  /** Followed clubs on this node, by club id. */
  const clubs = new Map<number, Followed>();
  let subscription: Promise<() => Promise<void>> | null = null;
  let waiting = new Set<number>();
  let asking: Promise<void> | null = null;

  function subscribe(): void {
    subscription ??= deps.bus.subscribe(CLUB_GAMES_CHANNEL, (message) => {
      for (const id of (message as PlayersMessage).userIds) waiting.add(id);
      kick();
    });
    subscription.catch((error) => {
      deps.logger.warn({ err: error }, 'club games subscribe failed');
      subscription = null;
    });
  }

  function kick(): void {
    if (asking) return;
    asking = ask().finally(() => {
      asking = null;
      if (waiting.size > 0) kick();
    });
  }

  /** Tells the followers of every followed club one of the waiting members belongs to. */
  async function ask(): Promise<void> {
    while (waiting.size > 0 && clubs.size > 0) {
      const userIds = [...waiting];
      waiting = new Set();
      try {
        for (const clubId of await repo.clubsWithAnyOf([...clubs.keys()], userIds)) {
          const followed = clubs.get(clubId);
          if (!followed) continue;
          const text = JSON.stringify({
            t: 'clubGames.changed',
            slug: followed.slug,
          } satisfies ServerMessage);
          for (const conn of followed.followers.values()) conn.sendText(text);
        }
      } catch (error) {
        deps.logger.warn({ err: error }, 'club games lookup failed');
      }
    }
    if (clubs.size === 0) waiting.clear();
  }

  function drop(clubId: number, connId: number): void {
    const followed = clubs.get(clubId);
    if (!followed?.followers.delete(connId) || followed.followers.size > 0) return;
    clubs.delete(clubId);
    if (clubs.size > 0 || !subscription) return;
    const closing = subscription;
    subscription = null;
    closing
      .then((unsubscribe) => unsubscribe())
      .catch((error) => deps.logger.warn({ err: error }, 'club games unsubscribe failed'));
  }

  const port: ClubGamesPort = {
    async follow(conn, slug) {
      const club = await repo.bySlug(slug);
      if (!club) throw new PlayError('not_found', CLUB_MESSAGES.noSuchClub);
      let followed = clubs.get(club.id);
      if (!followed) {
        followed = { slug: club.slug, followers: new Map() };
        clubs.set(club.id, followed);
      }
      followed.followers.set(conn.id, conn);
      subscribe();
    },

    unfollow(connId, slug) {
      for (const [clubId, followed] of [...clubs])
        if (slug === undefined || followed.slug === slug) drop(clubId, connId);
    },
  };

  return {
    port,
    /** A game of these players started or ended (play's notices): pages of their clubs hear of it. */
    async announce(userIds: (number | null)[]): Promise<void> {
      const members = userIds.filter((id): id is number => id !== null);
      if (members.length === 0) return;
      await deps.bus.publish(CLUB_GAMES_CHANNEL, { userIds: members } satisfies PlayersMessage);
    },
  };
}

export type ClubGames = ReturnType<typeof createClubGames>;
