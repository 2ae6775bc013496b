import type { RelationState } from '@kingside/contract';
import { and, count, desc, eq, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/db';
import { type UserRow, users } from '../accounts/accounts.tables';
import {
  blocks,
  followDismissals,
  follows,
  friendRequests,
  friendships,
  type OneWayTable,
  tracks as tracksTable,
} from './relations.tables';

/** The advisory lock key of a pair of members: every change between two members runs under it. */
const pairKey = (a: number, b: number) => sql`(${Math.min(a, b)}::bigint << 32) | ${Math.max(a, b)}::bigint`;

/** Rows between the two members, whichever way. */
const between = (from: AnyPgColumn, to: AnyPgColumn, a: number, b: number) =>
  or(and(eq(from, a), eq(to, b)), and(eq(from, b), eq(to, a)));
const requestsBetween = (a: number, b: number) =>
  between(friendRequests.fromUserId, friendRequests.toUserId, a, b);
const oneWayBetween = (table: OneWayTable, a: number, b: number) =>
  between(table.fromUserId, table.toUserId, a, b);

/** SQL: a block either way between the two members (null for a guest: no block). */
export function blockedEitherSql(a: SQLWrapper, b: SQLWrapper): SQL {
  return sql`exists (select 1 from ${blocks} where (${blocks.fromUserId} = ${a} and ${blocks.toUserId} = ${b})
    or (${blocks.fromUserId} = ${b} and ${blocks.toUserId} = ${a}))`;
}

/** Ends the friendship; false when there was none. */
async function unfriend(tx: DbOrTx, a: number, b: number): Promise<boolean> {
  const gone = await tx
    .delete(friendships)
    .where(between(friendships.userId, friendships.friendId, a, b))
    .returning({ a: friendships.userId });
  return gone.length > 0;
}

/** Members shown in lists: open accounts only. */
const open = isNull(users.closure);

export function createRelationsRepo(db: Db) {
  return {
    /** Runs `work` in a transaction holding the pair's lock, so crossing calls apply one after the other. */
    inPair<T>(a: number, b: number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${pairKey(a, b)})`);
        return work(tx);
      });
    },

    async areFriends(tx: DbOrTx, a: number, b: number): Promise<boolean> {
      const [row] = await tx
        .select({ a: friendships.userId })
        .from(friendships)
        .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
      return Boolean(row);
    },

    async befriend(tx: DbOrTx, a: number, b: number, now: Date): Promise<void> {
      await tx
        .insert(friendships)
        .values([
          { userId: a, friendId: b, createdAt: now },
          { userId: b, friendId: a, createdAt: now },
        ])
        .onConflictDoNothing();
      await tx.delete(friendRequests).where(requestsBetween(a, b));
    },

    unfriend,

    async request(tx: DbOrTx, from: number, to: number) {
      const [row] = await tx
        .select()
        .from(friendRequests)
        .where(and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to)));
      return row ?? null;
    },

    /** A new pending request, or a declined one asked again. */
    async putRequest(
      tx: DbOrTx,
      from: number,
      to: number,
      recommendation: boolean,
      now: Date,
    ): Promise<void> {
      const row = { fromUserId: from, toUserId: to, recommendation, createdAt: now, declinedAt: null };
      await tx
        .insert(friendRequests)
        .values(row)
        .onConflictDoUpdate({ target: [friendRequests.fromUserId, friendRequests.toUserId], set: row });
    },

    /** Settles a pending request: declined (kept for the cool-down) or gone; false when none was pending. */
    async settleRequest(tx: DbOrTx, from: number, to: number, declinedAt: Date | null): Promise<boolean> {
      const pending = and(
        eq(friendRequests.fromUserId, from),
        eq(friendRequests.toUserId, to),
        isNull(friendRequests.declinedAt),
      );
      const settled = declinedAt
        ? await tx
            .update(friendRequests)
            .set({ declinedAt })
            .where(pending)
            .returning({ a: friendRequests.toUserId })
        : await tx.delete(friendRequests).where(pending).returning({ a: friendRequests.toUserId });
      return settled.length > 0;
    },

    async has(tx: DbOrTx, table: OneWayTable, from: number, to: number): Promise<boolean> {
      const [row] = await tx
        .select({ a: table.fromUserId })
        .from(table)
        .where(and(eq(table.fromUserId, from), eq(table.toUserId, to)));
      return Boolean(row);
    },

    put: (tx: DbOrTx, table: OneWayTable, from: number, to: number, now: Date) =>
      tx.insert(table).values({ fromUserId: from, toUserId: to, createdAt: now }).onConflictDoNothing(),

    remove: (tx: DbOrTx, table: OneWayTable, from: number, to: number) =>
      tx.delete(table).where(and(eq(table.fromUserId, from), eq(table.toUserId, to))),

    /** A block ends everything else between the two: friendship, requests, follows, tracking. */
    async severAll(tx: DbOrTx, a: number, b: number): Promise<void> {
      await unfriend(tx, a, b);
      await tx.delete(friendRequests).where(requestsBetween(a, b));
      await tx.delete(follows).where(oneWayBetween(follows, a, b));
      await tx.delete(tracksTable).where(oneWayBetween(tracksTable, a, b));
    },

    async isBlockedEither(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ a: blocks.fromUserId })
        .from(blocks)
        .where(oneWayBetween(blocks, a, b))
        .limit(1);
      return Boolean(row);
    },

    /** Every member `userId` blocks or is blocked by, on the two indexes of `blocks`. */
    async blockedEither(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: blocks.toUserId })
        .from(blocks)
        .where(eq(blocks.fromUserId, userId))
        .union(db.select({ id: blocks.fromUserId }).from(blocks).where(eq(blocks.toUserId, userId)));
      return rows.map((row) => row.id);
    },

    /** One page of a member's open friends, newest friendships first (`friendships_list_idx`). */
    async friendsPage(userId: number, page: number, size: number) {
      const mine = and(eq(friendships.userId, userId), open);
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, since: friendships.createdAt })
          .from(friendships)
          .innerJoin(users, eq(users.userId, friendships.friendId))
          .where(mine)
          .orderBy(desc(friendships.createdAt), desc(friendships.friendId))
          .limit(size + 1)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(friendships)
          .innerJoin(users, eq(users.userId, friendships.friendId))
          .where(mine),
      ]);
      return { rows: rows.slice(0, size), hasMore: rows.length > size, total: Number(total?.n ?? 0) };
    },

    /** Who tracks the member (`tracks_to_idx`): they hear of the member's games. */
    async trackersOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: tracksTable.fromUserId })
        .from(tracksTable)
        .where(eq(tracksTable.toUserId, userId));
      return rows.map((row) => row.id);
    },

    /** The members `userId` follows, the latest followed first, at most `limit` (the home feed). */
    async followeesOf(userId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: follows.toUserId })
        .from(follows)
        .where(eq(follows.fromUserId, userId))
        .orderBy(desc(follows.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Everything between `viewer` and `target`, from the viewer's side, in one statement. */
    async stateBetween(viewer: number, target: number): Promise<RelationState> {
      const one = (table: OneWayTable, from: number, to: number) =>
        sql<boolean>`exists (select 1 from ${table} where ${table.fromUserId} = ${from} and ${table.toUserId} = ${to})`;
      const pending = (from: number, to: number) =>
        sql<boolean>`exists (select 1 from ${friendRequests} where ${friendRequests.fromUserId} = ${from}
          and ${friendRequests.toUserId} = ${to} and ${friendRequests.declinedAt} is null)`;
      const result = await db.execute(sql`select
        exists (select 1 from ${friendships} where ${friendships.userId} = ${viewer}
          and ${friendships.friendId} = ${target}) as "friend",
        ${pending(viewer, target)} as "sent", ${pending(target, viewer)} as "received",
        ${one(follows, viewer, target)} as "following", ${one(tracksTable, viewer, target)} as "tracking",
        ${one(blocks, viewer, target)} as "blocked", ${one(blocks, target, viewer)} as "blockedBy"`);
      const r = (result as unknown as { rows: Record<string, boolean>[] }).rows[0]!;
      return {
        friend: r.friend ? 'friends' : r.sent ? 'request_sent' : r.received ? 'request_received' : 'none',
        following: Boolean(r.following),
        tracking: Boolean(r.tracking),
        blocked: Boolean(r.blocked),
        blockedBy: Boolean(r.blockedBy),
      };
    },

    async memberById(userId: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.userId, userId));
      return row ?? null;
    },

    async followsAnyone(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ a: follows.fromUserId })
        .from(follows)
        .where(eq(follows.fromUserId, userId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Members to suggest: those the member's follows and friends follow or befriend, most shared
     * first, then the most recently seen; never oneself, one already followed or dismissed, a
     * block either way, or a closed account.
     */
    async suggestions(userId: number, limit: number): Promise<UserRow[]> {
      const eligible = sql`${users.userId} <> ${userId} and ${users.closure} is null
        and not exists (select 1 from ${follows} where ${follows.fromUserId} = ${userId} and ${follows.toUserId} = ${users.userId})
        and not exists (select 1 from ${followDismissals} where ${followDismissals.fromUserId} = ${userId} and ${followDismissals.toUserId} = ${users.userId})
        and not ${blockedEitherSql(sql`${userId}::int`, users.userId)}`;
      const network = sql`(
        select f2.followee_id as target from ${follows} f1 join ${follows} f2 on f2.follower_id = f1.followee_id where f1.follower_id = ${userId}
        union all
        select r2.friend_id from ${friendships} r1 join ${friendships} r2 on r2.user_id = r1.friend_id where r1.user_id = ${userId}
      )`;
      const near = await db
        .select({ user: users })
        .from(users)
        .innerJoin(
          sql`(select target, count(*) as shared from ${network} n group by target) s`,
          sql`s.target = ${users.userId}`,
        )
        .where(eligible)
        .orderBy(sql`s.shared desc`, desc(users.lastLoginAt), users.userId)
        .limit(limit);
      if (near.length >= limit) return near.map((r) => r.user);
      const taken = near.map((r) => r.user.userId);
      const recent = await db
        .select()
        .from(users)
        .where(
          and(eligible, taken.length ? sql`${users.userId} not in (${sql.join(taken, sql`, `)})` : undefined),
        )
        // The order of `users_last_login_idx`, so the scan stops after `limit` rows.
        .orderBy(sql`${users.lastLoginAt} desc nulls last`, desc(users.userId))
        .limit(limit - near.length);
      return [...near.map((r) => r.user), ...recent];
    },
  };
}

export type RelationsRepo = ReturnType<typeof createRelationsRepo>;
