import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';

/**
 * A friendship is two rows, one per side, so a member's friends are one index range
 * (`friendships_list_idx`, newest first) however many they have.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: memberId('user_id'),
    friendId: memberId('friend_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_list_idx').on(t.userId, t.createdAt.desc(), t.friendId.desc()),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** A request from one member to another: pending, or declined at `declined_at` (the cool-down runs from it). */
export const friendRequests = pgTable(
  'friend_requests',
  {
    fromUserId: memberId('from_user_id'),
    toUserId: memberId('to_user_id'),
    /** Sent from a suggestion (`recommendation=1`). */
    recommendation: boolean('recommendation').notNull().default(false),
    createdAt: at('created_at').notNull(),
    declinedAt: at('declined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.fromUserId, t.toUserId] }),
    index('friend_requests_to_idx').on(t.toUserId),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/** One-way relations, all the same shape: who, to whom, since when. */
const oneWay = (name: string, from: string, to: string) =>
  pgTable(
    name,
    { fromUserId: memberId(from), toUserId: memberId(to), createdAt: at('created_at').notNull() },
    (t) => [
      primaryKey({ columns: [t.fromUserId, t.toUserId] }),
      index(`${name}_to_idx`).on(t.toUserId),
      check(`${name}_not_self`, sql`${t.fromUserId} <> ${t.toUserId}`),
    ],
  );

export const follows = oneWay('follows', 'follower_id', 'followee_id');
export const blocks = oneWay('blocks', 'blocker_id', 'blocked_id');
export const tracks = oneWay('tracks', 'tracker_id', 'tracked_id');
/** Members a member asked not to be suggested to follow again. */
export const followDismissals = oneWay('follow_dismissals', 'user_id', 'dismissed_id');

export type OneWayTable = typeof follows;
