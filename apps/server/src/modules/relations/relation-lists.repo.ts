import type { RelationState } from '@kingside/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { type UserRow, users } from '../accounts/accounts.tables';
import { blocks, follows, friendRequests, friendships, tracks } from './relations.tables';

/** Pending requests per list: a page of them is plenty to answer; the rest wait their turn. */
const REQUESTS_SHOWN = 100;

const NO_RELATION: RelationState = {
  friend: 'none',
  following: false,
  tracking: false,
  blocked: false,
  blockedBy: false,
};

/** Lists read for one member: their pending requests, and their relation to many members at once. */
export function createRelationListsRepo(db: Db) {
  async function pending(direction: 'incoming' | 'outgoing', userId: number) {
    const [mine, theirs] =
      direction === 'incoming'
        ? [friendRequests.toUserId, friendRequests.fromUserId]
        : [friendRequests.fromUserId, friendRequests.toUserId];
    return db
      .select({ user: users, since: friendRequests.createdAt })
      .from(friendRequests)
      .innerJoin(users, eq(users.userId, theirs))
      .where(and(eq(mine, userId), isNull(friendRequests.declinedAt), isNull(users.closure)))
      .orderBy(desc(friendRequests.createdAt))
      .limit(REQUESTS_SHOWN);
  }

  return {
    /** Pending requests to and from the member (declined ones are theirs no more), newest first. */
    async requests(
      userId: number,
    ): Promise<Record<'incoming' | 'outgoing', { user: UserRow; since: Date }[]>> {
      const [incoming, outgoing] = await Promise.all([
        pending('incoming', userId),
        pending('outgoing', userId),
      ]);
      return { incoming, outgoing };
    },

    /** The viewer's relation to each of `ids`, in five indexed lookups whatever their number. */
    async states(viewerId: number, ids: number[]): Promise<Map<number, RelationState>> {
      const result = new Map(ids.map((id) => [id, { ...NO_RELATION }]));
      if (!ids.length) return result;
      const oneWay = (table: typeof follows, from: number | 'them') =>
        from === 'them'
          ? db
              .select({ id: table.fromUserId })
              .from(table)
              .where(and(inArray(table.fromUserId, ids), eq(table.toUserId, viewerId)))
          : db
              .select({ id: table.toUserId })
              .from(table)
              .where(and(eq(table.fromUserId, from), inArray(table.toUserId, ids)));
      const [friends, requests, followed, tracked, blocked, blockedBy] = await Promise.all([
        db
          .select({ id: friendships.friendId })
          .from(friendships)
          .where(and(eq(friendships.userId, viewerId), inArray(friendships.friendId, ids))),
        db
          .select({ from: friendRequests.fromUserId, to: friendRequests.toUserId })
          .from(friendRequests)
          .where(
            and(
              isNull(friendRequests.declinedAt),
              sql`((${friendRequests.fromUserId} = ${viewerId} and ${inArray(friendRequests.toUserId, ids)})
                or (${friendRequests.toUserId} = ${viewerId} and ${inArray(friendRequests.fromUserId, ids)}))`,
            ),
          ),
        oneWay(follows, viewerId),
        oneWay(tracks, viewerId),
        oneWay(blocks, viewerId),
        oneWay(blocks, 'them'),
      ]);
      const set = (rows: { id: number }[], change: (state: RelationState) => void) => {
        for (const { id } of rows) {
          const state = result.get(id);
          if (state) change(state);
        }
      };
      for (const request of requests) {
        const state = result.get(request.from === viewerId ? request.to : request.from);
        if (state) state.friend = request.from === viewerId ? 'request_sent' : 'request_received';
      }
      set(friends, (s) => {
        s.friend = 'friends';
      });
      set(followed, (s) => {
        s.following = true;
      });
      set(tracked, (s) => {
        s.tracking = true;
      });
      set(blocked, (s) => {
        s.blocked = true;
      });
      set(blockedBy, (s) => {
        s.blockedBy = true;
      });
      return result;
    },
  };
}

export type RelationListsRepo = ReturnType<typeof createRelationListsRepo>;
