import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { isClosedLevel, membershipName } from '@kingside/contract';
import { type Friend, FriendSchema, Presence, UserType } from '@kingside/contract/friends-search';
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

const PRESENCE = { offline: Presence.OFFLINE, online: Presence.ONLINE, playing: Presence.PLAYING } as const;

/** §3 friend records of `found`, with presence when asked for (one lookup for all of them). */
export async function friendRecords(
  facts: FriendFacts,
  found: FoundMember[],
  withPresence: boolean,
): Promise<Friend[]> {
  const presence =
    withPresence && found.length ? await facts.presence(found.map((f) => f.user.userId)) : null;
  return found.map(({ user, areFriends, bestRating }, index) => {
    const level = levelOf(user);
    const closed = isClosedLevel(level);
    return create(FriendSchema, {
      uuid: user.uuid,
      presence: presence ? PRESENCE[presence[index]!] : Presence.UNSPECIFIED,
      areFriends,
      userCanReceiveGifts: !closed && user.isActivated,
      bestRating: Math.round(bestRating),
      flairCode: '',
      user: {
        userId: user.userId,
        username: user.username,
        chessTitle: user.chessTitle ?? '',
        createdAt: timestampFromDate(user.createdAt),
        updatedAt: timestampFromDate(user.updatedAt),
        country: user.country ?? '',
        timezone: user.timezone ?? '',
        isVerified: user.isActivated,
        isEnabled: !closed,
        type: UserType.USER,
        contentLanguageIncludesEnglish: user.language === 'en',
        avatar: { url: user.avatarUrl ?? '' },
        membership: { code: membershipName(level) ?? 'basic', level },
      },
    });
  });
}
