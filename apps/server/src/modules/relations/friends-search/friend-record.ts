import type { Timestamp } from '@bufbuild/protobuf/wkt';
import { isClosedLevel, membershipName } from '@kingside/contract';
import { type Friend, Presence, UserType } from '@kingside/contract/friends-search';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { levelOf, type UserRow } from '../../accounts';

/** What the friends search learns of members from elsewhere (modules/play): presence and ratings. */
export interface FriendFacts {
  /** Each member's presence, in the order asked. */
  presence(userIds: number[]): Promise<('offline' | 'online' | 'playing')[]>;
  /** A member's best current rating over every speed, null with none yet: SQL over their id, read in our own statement. */
  bestRating(userId: SQLWrapper): SQL<number | null>;
}

/** What a §3 friend record (and a page cursor) reads of a member: not their email, password hash, settings. */
export type FriendUser = Pick<
  UserRow,
  | 'userId'
  | 'uuid'
  | 'username'
  | 'usernameKey'
  | 'tier'
  | 'role'
  | 'closure'
  | 'isActivated'
  | 'country'
  | 'chessTitle'
  | 'avatarUrl'
  | 'language'
  | 'timezone'
  | 'createdAt'
  | 'updatedAt'
  | 'lastLoginAt'
>;

/** A found member, whether the caller is their friend, and their best rating (0 for none). */
export interface FoundMember {
  user: FriendUser;
  areFriends: boolean;
  bestRating: number;
}

/** A Date as a Timestamp message, written whole as `timestampFromDate` makes it (without `create()`). */
export function timestampOf(date: Date): Timestamp {
  const ms = date.getTime();
  const seconds = Math.floor(ms / 1000);
  return {
    $typeName: 'google.protobuf.Timestamp',
    seconds: BigInt(seconds),
    nanos: (ms - seconds * 1000) * 1_000_000,
  };
}

const PRESENCE = { offline: Presence.OFFLINE, online: Presence.ONLINE, playing: Presence.PLAYING } as const;

/**
 * §3 friend records of `found`, with presence when asked for (one lookup for all of them). Each is
 * written whole as its message type (every field, `$typeName` set), not through `create()`: Connect
 * takes a message as it is, and a page of records built field by field cost a quarter of a call's
 * garbage. The types make a field added to the schema a compile error here.
 */
export async function friendRecords(
  facts: FriendFacts,
  found: FoundMember[],
  withPresence: boolean,
): Promise<Friend[]> {
  const presence =
    withPresence && found.length ? await facts.presence(found.map((f) => f.user.userId)) : null;
  return found.map(({ user, areFriends, bestRating }, index): Friend => {
    const level = levelOf(user);
    const closed = isClosedLevel(level);
    return {
      $typeName: 'kingside.friends.v1.Friend',
      uuid: user.uuid,
      presence: presence ? PRESENCE[presence[index]!] : Presence.UNSPECIFIED,
      areFriends,
      userCanReceiveGifts: !closed && user.isActivated,
      bestRating: Math.round(bestRating),
      flairCode: '',
      user: {
        $typeName: 'kingside.friends.v1.UserView',
        userId: user.userId,
        username: user.username,
        chessTitle: user.chessTitle ?? '',
        createdAt: timestampOf(user.createdAt),
        updatedAt: timestampOf(user.updatedAt),
        country: user.country ?? '',
        firstName: '',
        lastName: '',
        timezone: user.timezone ?? '',
        flair: '',
        isStreamer: false,
        isVerified: user.isActivated,
        isEnabled: !closed,
        isContentHidden: false,
        type: UserType.USER,
        contentLanguageIncludesEnglish: user.language === 'en',
        avatar: { $typeName: 'kingside.friends.v1.Avatar', url: user.avatarUrl ?? '' },
        membership: {
          $typeName: 'kingside.friends.v1.Membership',
          code: membershipName(level) ?? 'basic',
          level,
        },
      },
    };
  });
}
