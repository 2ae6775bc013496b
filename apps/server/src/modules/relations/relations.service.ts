import {
  type ErrorCode,
  FOLLOW_SUGGESTIONS_LIMIT,
  type FollowSuggestionsResponse,
  FRIEND_REQUEST_COOLDOWN_MS,
  FRIENDS_PAGE_SIZE,
  type FriendsPage,
  type MemberAction,
  RELATIONS_MESSAGES,
} from '@kingside/contract';
import type { Db, DbOrTx } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { presentMemberProfile, type UserRow } from '../accounts';
import { presentFriend, presentRelated } from './relations.present';
import { blockedEitherSql, createRelationsRepo } from './relations.repo';
import { blocks, followDismissals, follows, tracks } from './relations.tables';

type Refusal = Exclude<keyof typeof RELATIONS_MESSAGES & ErrorCode, 'friend_request_cooling_down'>;
const STATUS: Record<Refusal, number> = {
  relation_self: 400,
  member_closed: 403,
  relation_blocked: 403,
  already_friends: 409,
  not_friends: 404,
  friend_request_not_found: 404,
};
const refuse = (code: Refusal) => new AppError(code, STATUS[code], RELATIONS_MESSAGES[code]);
const DAY_MS = 24 * 60 * 60_000;

/** How relation calls find the member they name: modules/accounts, by username. */
export interface MemberDirectory {
  findByUsername(username: string): Promise<UserRow | null>;
}

/**
 * Tells a member of a friend request or an acceptance (modules/notifications, wired in services.ts).
 * Called after the change committed; it never throws.
 */
export type FriendNotifier = (input: {
  userId: number;
  kind: 'friend_request' | 'friend_accepted';
  actorId: number;
}) => Promise<void>;

/**
 * Tells every open tab of `userId` that their relation with `username` changed (play's player hub,
 * wired in services.ts): a block or unblock, which the bell does not carry. Never throws.
 */
export type RelationPush = (userId: number, username: string) => Promise<void>;

/**
 * Published on the bus once a block or follow between two members changed (`{ userIds }`): what
 * other modules keep per node about them (the home feed's followees, the blocks hiding comments)
 * is dropped on every node.
 */
export const RELATIONS_CHANGED = 'relations.changed';
export interface RelationsChanged {
  userIds: number[];
}

export interface RelationsDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  members: MemberDirectory;
  notifier: FriendNotifier;
  push: RelationPush;
}

/**
 * Friends, follows, blocks and tracking between members. Every change between two members runs
 * in one transaction under the pair's lock, so crossing calls (two requests, a request and a
 * block) apply one after the other. A block ends everything else between the two and refuses
 * new friend requests, follows and tracking either way until it is lifted.
 */
export function createRelations(deps: RelationsDeps) {
  const repo = createRelationsRepo(deps.db);
  const now = () => deps.clock.now();

  /** The other member, open, not oneself. */
  async function other(me: UserRow, username: string): Promise<UserRow> {
    const target = await deps.members.findByUsername(username);
    if (!target) throw notFound(RELATIONS_MESSAGES.noSuchMember(username));
    if (target.userId === me.userId) throw refuse('relation_self');
    if (presentMemberProfile(target).closed) throw refuse('member_closed');
    return target;
  }

  async function refuseBlocked(tx: DbOrTx, a: number, b: number) {
    if (await repo.has(tx, blocks, a, b)) throw refuse('relation_blocked');
    if (await repo.has(tx, blocks, b, a)) throw refuse('relation_blocked');
  }

  /** After a block or follow changed: every node forgets what it kept about the two. */
  const changed = (me: UserRow, them: UserRow) =>
    deps.bus.publish(RELATIONS_CHANGED, { userIds: [me.userId, them.userId] } satisfies RelationsChanged);

  /** After the change committed: both members' open pages reload how they stand with the other. */
  async function pushBoth(me: UserRow, them: UserRow) {
    await Promise.all([
      changed(me, them),
      deps.push(me.userId, them.username),
      deps.push(them.userId, me.username),
    ]);
  }

  const oneWay = { follow: follows, track: tracks } as const;
  const acts: Record<MemberAction, (me: UserRow, them: UserRow) => Promise<string>> = {
    block: async (me, them) => {
      await repo.inPair(me.userId, them.userId, async (tx) => {
        await repo.severAll(tx, me.userId, them.userId);
        await repo.put(tx, blocks, me.userId, them.userId, now());
      });
      await pushBoth(me, them);
      return RELATIONS_MESSAGES.blocked(them.username);
    },
    unblock: async (me, them) => {
      await repo.remove(deps.db, blocks, me.userId, them.userId);
      await pushBoth(me, them);
      return RELATIONS_MESSAGES.unblocked(them.username);
    },
    follow: async (me, them) => {
      const said = await start(me, them, 'follow', RELATIONS_MESSAGES.followed);
      await changed(me, them);
      return said;
    },
    unfollow: async (me, them) => {
      await repo.remove(deps.db, follows, me.userId, them.userId);
      await changed(me, them);
      return RELATIONS_MESSAGES.unfollowed(them.username);
    },
    track: (me, them) => start(me, them, 'track', RELATIONS_MESSAGES.tracked),
    untrack: async (me, them) => {
      await repo.remove(deps.db, tracks, me.userId, them.userId);
      return RELATIONS_MESSAGES.untracked(them.username);
    },
  };

  function start(me: UserRow, them: UserRow, kind: keyof typeof oneWay, said: (name: string) => string) {
    return repo.inPair(me.userId, them.userId, async (tx) => {
      await refuseBlocked(tx, me.userId, them.userId);
      await repo.put(tx, oneWay[kind], me.userId, them.userId, now());
      return said(them.username);
    });
  }

  return {
    /**
     * Asks `username` to be friends. Asking again while pending changes nothing; a request crossing
     * theirs makes the friendship; after a decline, the same member may ask again only once
     * FRIEND_REQUEST_COOLDOWN_MS has passed.
     */
    async requestFriend(me: UserRow, username: string, recommendation: boolean): Promise<string> {
      const them = await other(me, username);
      let notice = null as 'friend_request' | 'friend_accepted' | null;
      const said = await repo.inPair(me.userId, them.userId, async (tx) => {
        await refuseBlocked(tx, me.userId, them.userId);
        if (await repo.areFriends(tx, me.userId, them.userId)) throw refuse('already_friends');
        const theirs = await repo.request(tx, them.userId, me.userId);
        if (theirs && !theirs.declinedAt) {
          await repo.befriend(tx, me.userId, them.userId, now());
          notice = 'friend_accepted';
          return RELATIONS_MESSAGES.friendsNow(them.username);
        }
        const mine = await repo.request(tx, me.userId, them.userId);
        if (mine?.declinedAt) {
          const left = mine.declinedAt.getTime() + FRIEND_REQUEST_COOLDOWN_MS - now().getTime();
          if (left > 0) {
            const days = Math.ceil(left / DAY_MS);
            throw new AppError(
              'friend_request_cooling_down',
              409,
              RELATIONS_MESSAGES.friend_request_cooling_down(days),
            );
          }
        }
        if (!mine || mine.declinedAt) {
          await repo.putRequest(tx, me.userId, them.userId, recommendation, now());
          notice = 'friend_request';
        }
        return RELATIONS_MESSAGES.requestSent(them.username);
      });
      // Once committed; asking again while pending tells no one twice.
      if (notice) await deps.notifier({ userId: them.userId, kind: notice, actorId: me.userId });
      return said;
    },

    /** Accepts the pending request `username` sent. */
    async acceptFriend(me: UserRow, username: string): Promise<string> {
      const them = await other(me, username);
      const said = await repo.inPair(me.userId, them.userId, async (tx) => {
        const theirs = await repo.request(tx, them.userId, me.userId);
        if (!theirs || theirs.declinedAt) throw refuse('friend_request_not_found');
        await repo.befriend(tx, me.userId, them.userId, now());
        return RELATIONS_MESSAGES.friendsNow(them.username);
      });
      await deps.notifier({ userId: them.userId, kind: 'friend_accepted', actorId: me.userId });
      return said;
    },

    async cancelRequest(me: UserRow, username: string): Promise<string> {
      const them = await other(me, username);
      const done = await repo.inPair(me.userId, them.userId, (tx) =>
        repo.settleRequest(tx, me.userId, them.userId, null),
      );
      if (!done) throw refuse('friend_request_not_found');
      return RELATIONS_MESSAGES.requestCancelled;
    },

    /** Declines `username`'s request; kept as declined, so the cool-down runs from now. */
    async declineRequest(me: UserRow, username: string): Promise<string> {
      const them = await other(me, username);
      const done = await repo.inPair(me.userId, them.userId, (tx) =>
        repo.settleRequest(tx, them.userId, me.userId, now()),
      );
      if (!done) throw refuse('friend_request_not_found');
      return RELATIONS_MESSAGES.requestDeclined;
    },

    async deleteFriend(me: UserRow, username: string): Promise<string> {
      const them = await other(me, username);
      const done = await repo.inPair(me.userId, them.userId, (tx) =>
        repo.unfriend(tx, me.userId, them.userId),
      );
      if (!done) throw refuse('not_friends');
      return RELATIONS_MESSAGES.friendDeleted(them.username);
    },

    async friends(username: string, page: number): Promise<FriendsPage> {
      const owner = await deps.members.findByUsername(username);
      if (!owner || presentMemberProfile(owner).closed)
        throw notFound(RELATIONS_MESSAGES.noSuchMember(username));
      const { rows, hasMore, total } = await repo.friendsPage(owner.userId, page, FRIENDS_PAGE_SIZE);
      return { friends: rows.map(presentFriend), page, totalSize: total, hasMore };
    },

    /** Block, unblock, track, untrack, follow, unfollow: answers the message to show. */
    async act(me: UserRow, action: MemberAction, username: string): Promise<string> {
      return acts[action](me, await other(me, username));
    },

    async followSuggestions(me: UserRow): Promise<FollowSuggestionsResponse> {
      const [users, following] = await Promise.all([
        repo.suggestions(me.userId, FOLLOW_SUGGESTIONS_LIMIT),
        repo.followsAnyone(me.userId),
      ]);
      return { users: users.map(presentRelated), notYetFollowing: !following };
    },

    async dismissFollow(me: UserRow, username: string): Promise<string> {
      const them = await other(me, username);
      await repo.put(deps.db, followDismissals, me.userId, them.userId, now());
      return RELATIONS_MESSAGES.dismissed;
    },

    /** The relations gate: whether either member blocks the other (challenges, seeks, messages ask it). */
    isBlockedEither: (a: number, b: number) => repo.isBlockedEither(a, b),
    /** The members `userId` blocks or is blocked by (comments hide theirs). */
    blockedEither: (userId: number) => repo.blockedEither(userId),
    blockedEitherSql,

    /** Befriends two members at once (a registration through an invite, the demo data). */
    befriend: (a: number, b: number) => repo.inPair(a, b, (tx) => repo.befriend(tx, a, b, now())),
    memberById: (userId: number) => repo.memberById(userId),
    /** The members who track `userId` (notifications of their games). */
    trackersOf: (userId: number) => repo.trackersOf(userId),
    /** The members `userId` follows, latest first (the home feed). */
    followeesOf: (userId: number, limit: number) => repo.followeesOf(userId, limit),
    /** What `viewerId` has with `targetId`, from the viewer's side (the profile, the hover card). */
    stateBetween: (viewerId: number, targetId: number) => repo.stateBetween(viewerId, targetId),
  };
}

export type Relations = ReturnType<typeof createRelations>;
