import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { type Friend, FriendSchema, Presence, UserType } from '@kingside/contract/friends-search';
import { presentMemberProfile, type UserRow } from '../../accounts';

/** What the friends search learns of members from elsewhere (modules/play): presence and ratings. */
export interface FriendFacts {
  /** Each member's presence, in the order asked. */
  presence(userIds: number[]): Promise<('offline' | 'online' | 'playing')[]>;
  /** Each member's best current rating over every speed; absent for a member with no rating yet. */
  bestRatings(userIds: number[]): Promise<Map<number, number>>;
}

const PRESENCE = { offline: Presence.OFFLINE, online: Presence.ONLINE, playing: Presence.PLAYING } as const;

/** §3 friend records of `found`, with presence when asked for (one lookup for all of them). */
export async function friendRecords(
  facts: FriendFacts,
  found: { user: UserRow; areFriends: boolean }[],
  withPresence: boolean,
): Promise<Friend[]> {
  const ids = found.map((f) => f.user.userId);
  const [presence, ratings] = await Promise.all([
    withPresence && ids.length ? facts.presence(ids) : null,
    ids.length ? facts.bestRatings(ids) : new Map<number, number>(),
  ]);
  return found.map(({ user, areFriends }, index) => {
    const profile = presentMemberProfile(user);
    return create(FriendSchema, {
      uuid: user.uuid,
      presence: presence ? PRESENCE[presence[index]!] : Presence.UNSPECIFIED,
      areFriends,
      userCanReceiveGifts: !profile.closed && user.isActivated,
      bestRating: Math.round(ratings.get(user.userId) ?? 0),
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
        isEnabled: !profile.closed,
        type: UserType.USER,
        contentLanguageIncludesEnglish: user.language === 'en',
        avatar: { url: user.avatarUrl ?? '' },
        membership: { code: profile.membership, level: profile.membershipLevel },
      },
    });
  });
}
