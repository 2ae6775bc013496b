import type { FriendsPage, RelatedMember } from '@kingside/contract';
import type { UserRow } from '../accounts';

export function presentRelated(user: UserRow): RelatedMember {
  return {
    uuid: user.uuid,
    userId: user.userId,
    username: user.username,
    avatarUrl: user.avatarUrl,
    country: user.country,
    chessTitle: user.chessTitle,
  };
}

export function presentFriend(row: { user: UserRow; since: Date }): FriendsPage['friends'][number] {
  return { ...presentRelated(row.user), since: row.since.toISOString() };
}
