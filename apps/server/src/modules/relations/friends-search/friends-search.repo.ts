import { FRIEND_SEARCH } from '@kingside/contract';
import { and, eq, isNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/db';
import { users } from '../../accounts/accounts.tables';
import { blockedEitherSql } from '../relations.repo';
import { friendships } from '../relations.tables';
import { byUsername, prefixRange, usernameInRange, usernameStartsUnindexed } from '../search-text';
import type { FoundMember, FriendFacts, FriendUser } from './friend-record';

export type FriendsOrder = 'last_login' | 'username';

const $ = sql.placeholder;

/** The columns of a `FriendUser`. */
const FRIEND_COLUMNS = {
  userId: users.userId,
  uuid: users.uuid,
  username: users.username,
  usernameKey: users.usernameKey,
  tier: users.tier,
  role: users.role,
  closure: users.closure,
  isActivated: users.isActivated,
  country: users.country,
  chessTitle: users.chessTitle,
  avatarUrl: users.avatarUrl,
  language: users.language,
  timezone: users.timezone,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
} satisfies Record<keyof FriendUser, PgColumn>;
type FriendColumns = typeof FRIEND_COLUMNS;

/** The same fields as a subquery returns them, for the statement around it to read and sort by. */
const fieldsOf = (subquery: unknown) =>
  Object.fromEntries(
    Object.keys(FRIEND_COLUMNS).map((key) => [key, (subquery as Record<string, unknown>)[key]]),
  ) as FriendColumns;

/** Never seen sorts last: the same expression as `users_last_login_idx`'s first column. */
const lastLogin = (c: FriendColumns) => sql`coalesce(${c.lastLoginAt}, '-infinity'::timestamptz)`;

/** The sort of each order, and "after the cursor" in it (keyset paging: no offset to scan past). */
const ORDERS: Record<FriendsOrder, { by: (c: FriendColumns) => SQL[]; after: (c: FriendColumns) => SQL }> = {
  last_login: {
    by: (c) => [sql`${lastLogin(c)} desc`, sql`${c.userId} desc`],
    after: (c) => sql`(${lastLogin(c)}, ${c.userId}) < (${$('key')}::timestamptz, ${$('id')})`,
  },
  username: {
    by: (c) => [byUsername(c.usernameKey), sql`${c.userId}`],
    after: (c) => sql`(${byUsername(c.usernameKey)}, ${c.userId}) > (${$('key')} collate "C", ${$('id')})`,
  },
};

const owner = alias(users, 'owner');
const callerFriendship = alias(friendships, 'caller_friendship');

/** Which parts Autocomplete's statement has, and how its prefix is matched. */
export interface StartingShape {
  withFriends: boolean;
  withOthers: boolean;
  prefixed: boolean;
  /**
   * A prefix too short to narrow much (under §5's 3 characters): the caller's friends are matched
   * where no username index range can serve, so the plan reads their friendships, never a long
   * stretch of usernames (under a generic plan the planner cannot tell 'm' from 'mag').
   */
  short: boolean;
}

/**
 * Autocomplete's statement: the caller's open friends starting with the prefix, then other open
 * members with it (none blocked either way), with best ratings. Placeholders: callerId, from, to,
 * friendsLimit, othersLimit.
 */
export function startingStatement(db: Db, bestRating: FriendFacts['bestRating'], shape: StartingShape) {
  const { withFriends, withOthers, prefixed } = shape;
  const range = usernameInRange(users.usernameKey, $('from'), $('to'));
  const friendsMatch = shape.short ? usernameStartsUnindexed(users.usernameKey, $('from')) : range;
  const order = prefixed ? ORDERS.username : ORDERS.last_login;
  const friends = db
    .select({ ...FRIEND_COLUMNS, areFriends: sql<boolean>`true`.as('are_friends') })
    .from(friendships)
    .innerJoin(users, eq(users.userId, friendships.friendId))
    .where(
      and(eq(friendships.userId, $('callerId')), isNull(users.closure), prefixed ? friendsMatch : undefined),
    )
    .orderBy(...order.by(FRIEND_COLUMNS))
    .limit($('friendsLimit'));
  // A range of `users_username_prefix_idx`, in its order.
  const others = db
    .select({ ...FRIEND_COLUMNS, areFriends: sql<boolean>`false`.as('are_friends') })
    .from(users)
    .where(
      and(
        range,
        ne(users.userId, $('callerId')),
        isNull(users.closure),
        notExists(
          db
            .select({ a: friendships.userId })
            .from(friendships)
            .where(and(eq(friendships.userId, $('callerId')), eq(friendships.friendId, users.userId))),
        ),
        sql`not ${blockedEitherSql(sql`${$('callerId')}::int`, users.userId)}`,
      ),
    )
    .orderBy(...ORDERS.username.by(FRIEND_COLUMNS))
    .limit($('othersLimit'));
  const all = (withFriends && withOthers ? unionAll(friends, others) : withFriends ? friends : others).as(
    'found',
  );
  const found = fieldsOf(all);
  // Drizzle names a set operation's fields without their subquery in a select list, where `user_id`
  // would then be the ratings' own: the id is named in full.
  const foundId = sql`${sql.identifier('found')}.${sql.identifier(users.userId.name)}`;
  return db
    .select({ user: found, areFriends: all.areFriends, bestRating: bestRating(foundId) })
    .from(all)
    .orderBy(sql`${all.areFriends} desc`, ...order.by(found));
}

/**
 * The friends search's reads, one statement per call: the page with its owner, count, the caller's
 * friendships and best ratings. Statements without free criteria are prepared once and reused.
 */
export function createFriendsSearchRepo(db: Db, bestRating: FriendFacts['bestRating']) {
  /** The owner (by uuid) beside a page of their open friends (`friendships` key range), sorted. */
  function friendsPage(order: FriendsOrder, criteria: SQL | undefined, paged: boolean) {
    const page = db
      .select({
        ...FRIEND_COLUMNS,
        callerFriend: callerFriendship.friendId,
        // The first page counts every match before the limit applies; later ones carry the count in their token.
        total: (paged ? sql<number>`0` : sql<number>`count(*) over ()`).as('total'),
      })
      .from(friendships)
      .innerJoin(users, eq(users.userId, friendships.friendId))
      .leftJoin(
        callerFriendship,
        and(eq(callerFriendship.userId, $('callerId')), eq(callerFriendship.friendId, users.userId)),
      )
      .where(
        and(
          eq(friendships.userId, owner.userId),
          isNull(users.closure),
          criteria,
          paged ? ORDERS[order].after(FRIEND_COLUMNS) : undefined,
        ),
      )
      .orderBy(...ORDERS[order].by(FRIEND_COLUMNS))
      .limit($('limit'))
      .as('page');
    const found = fieldsOf(page);
    return db
      .select({
        ownerClosure: owner.closure,
        user: found,
        areFriends: sql<boolean>`${page.callerFriend} is not null`,
        total: page.total,
        bestRating: bestRating(found.userId),
      })
      .from(owner)
      .leftJoinLateral(page, sql`true`)
      .where(eq(owner.uuid, $('uuid')))
      .orderBy(...ORDERS[order].by(found));
  }

  type FriendsPage = ReturnType<ReturnType<typeof friendsPage>['prepare']>;
  type Starting = ReturnType<ReturnType<typeof startingStatement>['prepare']>;
  const preparedPages = new Map<string, FriendsPage>();
  const preparedStarting = new Map<string, Starting>();

  return {
    /**
     * The owner's state (undefined: no such member) and a page of their open friends matching
     * `criteria`, in `order`, after `cursor`; with the count of all that match (first page only),
     * and for each whether `callerId` is their friend too and their best rating.
     */
    async friendsOf(input: {
      ownerUuid: string;
      callerId: number;
      criteria: SQL | undefined;
      order: FriendsOrder;
      cursor: { key: string | number | null; id: number } | null;
      limit: number;
    }): Promise<{ owner: { closure: string | null } | undefined; rows: FoundMember[]; total: number }> {
      const paged = input.cursor !== null;
      const values = {
        uuid: input.ownerUuid,
        callerId: input.callerId,
        limit: input.limit,
        ...(input.cursor && {
          key:
            input.order === 'username'
              ? String(input.cursor.key)
              : input.cursor.key === null
                ? '-infinity'
                : new Date(Number(input.cursor.key)).toISOString(),
          id: input.cursor.id,
        }),
      };
      let query: Pick<FriendsPage, 'execute'>;
      if (input.criteria) query = friendsPage(input.order, input.criteria, paged);
      else {
        const name = `friends_search_${input.order}_${paged ? 'next' : 'first'}`;
        query = preparedPages.get(name) ?? friendsPage(input.order, undefined, paged).prepare(name);
        preparedPages.set(name, query as FriendsPage);
      }
      const rows = await query.execute(values);
      const found = rows.filter((row) => row.user?.userId != null);
      return {
        owner: rows[0] && { closure: rows[0].ownerClosure },
        rows: found.map((row) => ({
          user: row.user!,
          areFriends: row.areFriends,
          bestRating: row.bestRating ?? 0,
        })),
        total: Number(found[0]?.total ?? 0),
      };
    },

    /**
     * Up to `friendsLimit` of the caller's open friends whose username starts with `prefix`
     * (alphabetically; all, most recently seen first, when empty), then up to `othersLimit` open
     * members starting with it who are neither the caller, their friends nor blocked either way
     * (none when `othersLimit` is 0).
     */
    async starting(input: {
      callerId: number;
      prefix: string;
      friendsLimit: number;
      othersLimit: number;
    }): Promise<FoundMember[]> {
      const withFriends = input.friendsLimit > 0;
      const withOthers = input.othersLimit > 0 && input.prefix !== '';
      if (!withFriends && !withOthers) return [];
      const prefixed = input.prefix !== '';
      const shape = {
        withFriends,
        withOthers,
        prefixed,
        short: prefixed && input.prefix.length < FRIEND_SEARCH.minCriterion,
      };
      const name = `friends_search_starting_${Object.values(shape).map(Number).join('')}`;
      const query = preparedStarting.get(name) ?? startingStatement(db, bestRating, shape).prepare(name);
      preparedStarting.set(name, query);
      const rows = await query.execute({
        callerId: input.callerId,
        friendsLimit: input.friendsLimit,
        othersLimit: input.othersLimit,
        ...(prefixed && prefixRange(input.prefix)),
      });
      return rows.map((row) => ({
        user: row.user,
        areFriends: row.areFriends,
        bestRating: row.bestRating ?? 0,
      }));
    },
  };
}

export type FriendsSearchRepo = ReturnType<typeof createFriendsSearchRepo>;
