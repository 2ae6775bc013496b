import { and, eq, isNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/db';
import { type UserRow, users } from '../../accounts/accounts.tables';
import { blockedEitherSql } from '../relations.repo';
import { friendships } from '../relations.tables';
import { byUsername, usernameStarts } from '../search-text';

export type FriendsOrder = 'last_login' | 'username';

/** A found member and whether the caller is their friend. */
export interface FoundMember {
  user: UserRow;
  areFriends: boolean;
}

const callerFriendship = alias(friendships, 'caller_friendship');
/** Never seen sorts last: the same expression as `users_last_login_idx`'s first column. */
const lastLogin = sql`coalesce(${users.lastLoginAt}, '-infinity'::timestamptz)`;

/** The sort of each order, and "after the cursor" in it (keyset paging: no offset to scan past). */
const ORDERS: Record<FriendsOrder, { by: SQL[]; after: (key: string | number | null, id: number) => SQL }> = {
  last_login: {
    by: [sql`${lastLogin} desc`, sql`${users.userId} desc`],
    after: (key, id) =>
      sql`(${lastLogin}, ${users.userId}) < (${key === null ? '-infinity' : new Date(Number(key)).toISOString()}::timestamptz, ${id})`,
  },
  username: {
    by: [byUsername(users.usernameKey), sql`${users.userId}`],
    after: (key, id) =>
      sql`(${byUsername(users.usernameKey)}, ${users.userId}) > (${String(key)} collate "C", ${id})`,
  },
};

/** The friends search's reads: one member's friends (`friendships_list_idx`) and members by prefix. */
export function createFriendsSearchRepo(db: Db) {
  return {
    /**
     * A page of `ownerId`'s open friends matching `criteria`, in `order`, after `cursor`; with the
     * count of all that match, and for each whether `callerId` is their friend too.
     */
    async friendsOf(input: {
      ownerId: number;
      callerId: number;
      criteria: SQL | undefined;
      order: FriendsOrder;
      cursor: { key: string | number | null; id: number } | null;
      limit: number;
    }): Promise<{ rows: FoundMember[]; total: number }> {
      const order = ORDERS[input.order];
      const own = input.callerId === input.ownerId;
      // One statement: on the first page the window counts every match before the limit applies.
      const rows = await db
        .select({
          user: users,
          callerFriend: own ? sql<number>`1` : callerFriendship.friendId,
          total: input.cursor ? sql<number>`0` : sql<number>`count(*) over ()`,
        })
        .from(friendships)
        .innerJoin(users, eq(users.userId, friendships.friendId))
        .leftJoin(
          callerFriendship,
          own
            ? sql`false`
            : and(eq(callerFriendship.userId, input.callerId), eq(callerFriendship.friendId, users.userId)),
        )
        .where(
          and(
            eq(friendships.userId, input.ownerId),
            isNull(users.closure),
            input.criteria,
            input.cursor ? order.after(input.cursor.key, input.cursor.id) : undefined,
          ),
        )
        .orderBy(...order.by)
        .limit(input.limit);
      return {
        rows: rows.map((row) => ({ user: row.user, areFriends: row.callerFriend !== null })),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /** The caller's open friends whose username starts with `prefix`, alphabetically (all, when empty: most recently seen). */
    friendsStarting(callerId: number, prefix: string, limit: number): Promise<UserRow[]> {
      return db
        .select({ user: users })
        .from(friendships)
        .innerJoin(users, eq(users.userId, friendships.friendId))
        .where(
          and(
            eq(friendships.userId, callerId),
            isNull(users.closure),
            prefix ? usernameStarts(users.usernameKey, prefix) : undefined,
          ),
        )
        .orderBy(...(prefix ? ORDERS.username.by : ORDERS.last_login.by))
        .limit(limit)
        .then((rows) => rows.map((row) => row.user));
    },

    /**
     * Open members other than the caller and their friends whose username starts with `prefix`,
     * alphabetically (a range of `users_username_prefix_idx`), none blocked either way.
     */
    othersStarting(callerId: number, prefix: string, limit: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          and(
            usernameStarts(users.usernameKey, prefix),
            ne(users.userId, callerId),
            isNull(users.closure),
            notExists(
              db
                .select({ a: friendships.userId })
                .from(friendships)
                .where(and(eq(friendships.userId, callerId), eq(friendships.friendId, users.userId))),
            ),
            sql`not ${blockedEitherSql(sql`${callerId}::int`, users.userId)}`,
          ),
        )
        .orderBy(byUsername(users.usernameKey))
        .limit(limit);
    },

    async byUuid(uuid: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.uuid, uuid));
      return row ?? null;
    },

    async byUsernameKey(key: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.usernameKey, key.toLowerCase()));
      return row ?? null;
    },
  };
}

export type FriendsSearchRepo = ReturnType<typeof createFriendsSearchRepo>;
