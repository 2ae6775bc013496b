import { HOME_FEED_SIZE, type HomeContentType, type HomeFeed, type HomeFeedEntry } from '@kingside/contract';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { UserRow } from '../accounts';
import type { ChargeRead, Comments } from './comments.service';
import { presentAuthor, presentCard } from './content.present';
import type { ItemWithAuthor } from './content.repo';
import type { Content } from './content.service';
import { type AuthorItems, createFeedCache, type FeedGame, type PlayerGames } from './feed-cache';
import { sameCopies } from './same-copies';

export interface FeedDeps {
  clock: Clock;
  bus: Bus;
  content: Content;
  comments: Comments;
  /** The members one follows, latest first (modules/relations). */
  followeesOf(userId: number, limit: number): Promise<number[]>;
  /** Each of these members' latest `limit` finished games, in one statement (modules/play). */
  gamesOf(userIds: number[], limit: number): Promise<FeedGame[]>;
  /** Members by id, for the games' players (modules/accounts). */
  membersById(userIds: number[]): Promise<UserRow[]>;
}

/** Followees whose games are read for the feed: the most recently followed. */
const FOLLOWEES_READ = 50;
const GAMES_READ_OF = 5;
const GAMES_PER_MEMBER = 3;

const newestFirst = (a: ItemWithAuthor, b: ItemWithAuthor) =>
  b.item.publishedAt!.getTime() - a.item.publishedAt!.getTime() || b.item.id - a.item.id;

const resultOf = (game: FeedGame): string => {
  if (game.result === 'draw') return '½-½';
  const whiteWon = (game.result === 'win') === (game.color === 'white');
  return whiteWon ? '1-0' : '0-1';
};

function gameEntry(member: UserRow, game: FeedGame): HomeFeedEntry {
  const [white, black] =
    game.color === 'white' ? [member.username, game.opponent] : [game.opponent, member.username];
  return {
    type: 'game',
    at: game.endedAt.toISOString(),
    gameId: game.id,
    white,
    black,
    result: resultOf(game),
    by: presentAuthor(member),
  };
}

/**
 * The home page: featured items of every kind, then the member's feed by their home content type:
 * what the members they follow published or played (`following`), or their own items, comments
 * and games (`my_activity`). Guests get the featured items only.
 */
export function createHomeFeed(deps: FeedDeps) {
  const repo = deps.content.repo;
  const cache = createFeedCache(deps);

  /** Each member's newest items, and when their next scheduled one comes out. */
  async function itemsOf(authorIds: number[]): Promise<Map<number, AuthorItems>> {
    const now = deps.clock.now();
    const [rows, due] = await Promise.all([
      repo.publishedBy(authorIds, now, HOME_FEED_SIZE, HOME_FEED_SIZE * authorIds.length),
      repo.nextScheduled(authorIds, now),
    ]);
    const found = new Map(
      authorIds.map((id): [number, AuthorItems] => [id, { rows: [], nextDue: due.get(id) ?? null }]),
    );
    for (const row of rows) found.get(row.item.authorId!)?.rows.push(row);
    return found;
  }

  async function gamesOf(userIds: number[]): Promise<Map<number, PlayerGames>> {
    const [members, games] = await Promise.all([
      deps.membersById(userIds),
      deps.gamesOf(userIds, GAMES_PER_MEMBER),
    ]);
    const found = new Map(userIds.map((id): [number, PlayerGames] => [id, { member: null, games: [] }]));
    for (const member of members) found.get(member.userId)!.member = member;
    for (const game of games) found.get(game.userId)?.games.push(game);
    return found;
  }

  /**
   * The last following feed answered to each member (by their member row, replaced whenever it
   * changes) with the copies it was made from: while every copy is the same object, so is the feed,
   * and it is not merged, sorted and presented again.
   */
  const answered = new WeakMap<UserRow, { from: readonly unknown[]; feed: HomeFeed }>();

  /** The copies a member's following feed is made from (no statement once they are kept). */
  async function followingCopies(me: UserRow, charge: ChargeRead) {
    const charged =
      <A, R>(read: (arg: A) => Promise<R>) =>
      async (arg: A) => {
        await charge();
        return read(arg);
      };
    const ids = await cache.followees(me.userId, async () => {
      await charge();
      return deps.followeesOf(me.userId, FOLLOWEES_READ);
    });
    const [items, players] = await Promise.all([
      cache.items(ids, charged(itemsOf)),
      cache.players(ids.slice(0, GAMES_READ_OF), charged(gamesOf)),
    ]);
    return { items: [...items.values()], players: [...players.values()] };
  }

  /** Merged from the per-node copies of the followees' items and games. */
  function following(items: AuthorItems[], players: PlayerGames[]): HomeFeedEntry[] {
    const now = deps.clock.now();
    const newest = items
      .flatMap((kept) => kept.rows)
      .sort(newestFirst)
      .slice(0, HOME_FEED_SIZE);
    return [
      ...newest.map(
        (row): HomeFeedEntry => ({
          type: 'content',
          at: row.item.publishedAt!.toISOString(),
          item: presentCard(row, now),
        }),
      ),
      ...players.flatMap(({ member, games }) => (member ? games.map((game) => gameEntry(member, game)) : [])),
    ];
  }

  async function myActivity(me: UserRow): Promise<HomeFeedEntry[]> {
    const now = deps.clock.now();
    const [items, comments, games] = await Promise.all([
      repo.publishedBy([me.userId], now, HOME_FEED_SIZE),
      deps.comments.by(me.userId, HOME_FEED_SIZE),
      deps.gamesOf([me.userId], GAMES_PER_MEMBER * 3),
    ]);
    const commented = await repo.findMany([...new Set(comments.map((c) => c.itemId))]);
    const byId = new Map(commented.map((row) => [row.item.id, row]));
    const seen = new Set<number>();
    const commentEntries: HomeFeedEntry[] = [];
    for (const comment of comments) {
      const row = byId.get(comment.itemId);
      // One line per item commented on, and none for items no longer public.
      if (!row || seen.has(row.item.id) || !row.item.publishedAt || row.item.publishedAt > now) continue;
      seen.add(row.item.id);
      commentEntries.push({
        type: 'comment',
        at: comment.createdAt.toISOString(),
        item: presentCard(row, now),
        by: presentAuthor(me),
      });
    }
    return [
      ...items.map(
        (row): HomeFeedEntry => ({
          type: 'content',
          at: row.item.publishedAt!.toISOString(),
          item: presentCard(row, now),
        }),
      ),
      ...commentEntries,
      ...games.map((game) => gameEntry(me, game)),
    ];
  }

  /** The newest entries of a feed, newest first. */
  const latest = (entries: HomeFeedEntry[]) =>
    entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, HOME_FEED_SIZE);

  /**
   * A member's last following feed, at once, when the copies it was made from are all still the
   * ones kept: the same check as `home` makes, without its promises. Undefined sends the caller to `home`.
   */
  function homeKept(me: UserRow | null): HomeFeed | undefined {
    // Member rows are never changed in place: a row answered before still asks for `following`.
    const last = me && answered.get(me);
    if (!last) return undefined;
    const ids = cache.followeesKept(me.userId);
    const from = last.from;
    // `from` as home() builds it: the featured items, each followee's items, the first ones' games.
    if (!ids || from.length !== 1 + ids.length + Math.min(GAMES_READ_OF, ids.length)) return undefined;
    if (deps.content.featuredOnHomeKept() !== from[0]) return undefined;
    return cache.keptAre(ids, GAMES_READ_OF, from, 1) ? last.feed : undefined;
  }

  return {
    homeKept,

    /** These members' games ended: every node reads their games again. */
    gamesEnded: (userIds: number[]) => cache.gamesEnded(userIds),

    /** `charge` is called before the feed reads the database (featured items aside: one copy serves everyone). */
    async home(me: UserRow | null, charge: ChargeRead = () => Promise.resolve()): Promise<HomeFeed> {
      const now = deps.clock.now();
      const featuredRows = await deps.content.featuredOnHome();
      const featured = () => featuredRows.map((row) => presentCard(row, now));
      if (!me) return { featured: featured(), feed: null };
      const type = me.homeContentType as HomeContentType;
      if (type === 'my_activity') {
        await charge();
        return { featured: featured(), feed: { type, entries: latest(await myActivity(me)) } };
      }
      const copies = await followingCopies(me, charge);
      const from = [featuredRows, ...copies.items, ...copies.players];
      const last = answered.get(me);
      if (last && sameCopies(last.from, from)) return last.feed;
      const feed: HomeFeed = {
        featured: featured(),
        feed: { type, entries: latest(following(copies.items, copies.players)) },
      };
      answered.set(me, { from, feed });
      return feed;
    },
  };
}

export type HomeFeedService = ReturnType<typeof createHomeFeed>;
