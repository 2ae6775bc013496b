import { type LobbyRatings, type LobbySeek, type ServerMessage, speedOf } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Logger } from '../../platform/logger';
import type { SeekRow } from './lobby.tables';
import { rangeOfRow } from './lobby-terms';

/** Every node hears on this channel that listed seeks appeared or went. */
export const LOBBY_FEED_CHANNEL = 'lobby:seeks';

type FeedMessage = { t: 'add'; seek: LobbySeek } | { t: 'remove'; ids: string[] };

export const presentSeek = (row: SeekRow): LobbySeek => ({
  id: row.id,
  username: row.name,
  isGuest: row.userId === null,
  rating: row.rating,
  rated: row.rated,
  timeControl: { initial: row.initialSeconds, increment: row.incrementSeconds },
  speed: speedOf({ initial: row.initialSeconds, increment: row.incrementSeconds }),
  color: row.color,
  ratingRange: rangeOfRow(row),
  createdAt: row.createdAt.toISOString(),
});

export interface FeedFollower {
  id: number;
  send(message: ServerMessage): void;
}

/**
 * The live list of custom seeks: changes go out on the bus, and each node forwards them to its
 * sockets that follow the lobby. One bus subscription per node while anyone here follows.
 */
export function createLobbyFeed(deps: { bus: Bus; logger: Logger; list(): Promise<LobbySeek[]> }) {
  const followers = new Map<number, FeedFollower>();
  let subscription: Promise<() => Promise<void>> | null = null;

  const publish = (message: FeedMessage) =>
    deps.bus
      .publish(LOBBY_FEED_CHANNEL, message)
      .catch((error) => deps.logger.warn({ err: error }, 'lobby feed publish failed'));

  function onMessage(raw: unknown): void {
    const message = raw as FeedMessage;
    const out: ServerMessage =
      message.t === 'add' ? { t: 'lobby.seek', seek: message.seek } : { t: 'lobby.unseek', ids: message.ids };
    for (const follower of followers.values()) follower.send(out);
  }

  function unfollow(id: number): void {
    if (!followers.delete(id) || followers.size > 0 || !subscription) return;
    const done = subscription;
    subscription = null;
    done
      .then((unsubscribe) => unsubscribe())
      .catch((error) => deps.logger.warn({ err: error }, 'lobby feed unsubscribe failed'));
  }

  return {
    /** Subscribes first, then sends the whole list, so no change in between is lost. */
    async follow(follower: FeedFollower, ratings?: LobbyRatings): Promise<void> {
      followers.set(follower.id, follower);
      subscription ??= deps.bus.subscribe(LOBBY_FEED_CHANNEL, onMessage);
      try {
        await subscription;
      } catch (error) {
        subscription = null;
        unfollow(follower.id);
        throw error;
      }
      follower.send({ t: 'lobby.seeks', seeks: await deps.list(), ...(ratings ? { ratings } : {}) });
    },
    unfollow,
    added: (row: SeekRow) => (row.listed ? publish({ t: 'add', seek: presentSeek(row) }) : undefined),
    removed(rows: readonly SeekRow[]) {
      const ids = rows.filter((r) => r.listed).map((r) => r.id);
      if (ids.length) void publish({ t: 'remove', ids });
    },
  };
}

export type LobbyFeed = ReturnType<typeof createLobbyFeed>;
