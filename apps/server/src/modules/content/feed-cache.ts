import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { UserRow } from '../accounts';
import type { NoticeGame, PlayNotices } from '../play';
import { RELATIONS_CHANGED, type RelationsChanged } from '../relations';
import type { ItemWithAuthor } from './content.repo';
import { CONTENT_CHANGED } from './item-cache';
import { createKeyedCache } from './keyed-cache';

/** A finished game as the feed needs it (modules/play's finished games, from one player's side). */
export interface FeedGame {
  /** The player whose side it is. */
  userId: number;
  id: string;
  color: 'white' | 'black';
  result: 'win' | 'draw' | 'loss';
  opponent: string;
  endedAt: Date;
}

/** Published when members' games ended (`{ userIds }`): every node drops their games. */
export const FEED_GAMES_CHANGED = 'content.feedGamesChanged';
/** How long a copy lives when the bus message is lost (a member's new name or avatar, too). */
const TTL_MS = 10_000;

/** A member's latest published items, and when their next scheduled one comes out (the copy expires then). */
export interface AuthorItems {
  rows: ItemWithAuthor[];
  nextDue: Date | null;
}

/** A member whose games the feed shows, and their latest finished games. */
export interface PlayerGames {
  member: UserRow | null;
  games: FeedGame[];
}

/**
 * What the `following` feed reads on every request, kept per node: each member's followees (dropped
 * by relations' RELATIONS_CHANGED), each followee's latest items (dropped by any CONTENT_CHANGED: a
 * publish, an edit, a feature) and latest games (dropped by FEED_GAMES_CHANGED when one ends). The
 * feed of a member is then merged from the copies without a statement.
 */
export function createFeedCache(deps: { bus: Bus; clock: Clock }) {
  const options = { clock: deps.clock, ttlMs: TTL_MS, maxEntries: 20_000 };
  const followees = createKeyedCache<number, number[]>(options);
  const items = createKeyedCache<number, AuthorItems>(options);
  const players = createKeyedCache<number, PlayerGames>(options);
  const dropMembers = (message: unknown) => (message as RelationsChanged).userIds;
  deps.bus.subscribe(RELATIONS_CHANGED, (message) => followees.drop(dropMembers(message))).catch(() => {});
  deps.bus.subscribe(CONTENT_CHANGED, () => items.clear()).catch(() => {});
  deps.bus.subscribe(FEED_GAMES_CHANGED, (message) => players.drop(dropMembers(message))).catch(() => {});

  return {
    followees: (userId: number, load: () => Promise<number[]>) => followees.get(userId, load),
    items: (authorIds: number[], load: (missing: number[]) => Promise<Map<number, AuthorItems>>) =>
      items.many(authorIds, load, (value) => value.nextDue?.getTime() ?? null),
    players: (userIds: number[], load: (missing: number[]) => Promise<Map<number, PlayerGames>>) =>
      players.many(userIds, load),
    /** A member's kept followees, at once (no promise on the hot path). */
    followeesKept: (userId: number) => followees.peek(userId)?.value,
    /**
     * Whether these followees' kept items, then the first `withGames` ones' games, are the very
     * objects `copies` holds from `offset` on (no promise, nothing made).
     */
    keptAre(ids: readonly number[], withGames: number, copies: readonly unknown[], offset: number): boolean {
      return (
        items.keptAre(ids, ids.length, copies, offset) &&
        players.keptAre(ids, Math.min(withGames, ids.length), copies, offset + ids.length)
      );
    },
    /** Drops these members' games here and on the other nodes. */
    async gamesEnded(userIds: number[]): Promise<void> {
      players.drop(userIds);
      await deps.bus.publish(FEED_GAMES_CHANGED, { userIds });
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;

/** Play's notices, and the feed told of every game that ends (its players' games are read again). */
export function withFeedGames(
  notices: PlayNotices,
  gamesEnded: (userIds: number[]) => Promise<void>,
): PlayNotices {
  const players = (game: NoticeGame) =>
    [game.white.userId, game.black.userId].filter((id): id is number => id !== null);
  return {
    ...notices,
    async gameFinished(game) {
      await Promise.all([notices.gameFinished(game), gamesEnded(players(game))]);
    },
  };
}
