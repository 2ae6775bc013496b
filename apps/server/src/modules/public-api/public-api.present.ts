import { isClosedLevel, isPremium, membershipName } from '@kingside/contract';
import { levelOf, type UserRow } from '../accounts';

/** A player as the public API shows one: the fields other chess sites' public APIs use. */
export interface PublicPlayer {
  player_id: number;
  username: string;
  url: string;
  avatar: string | null;
  title: string | null;
  country: string | null;
  status: string;
  joined: number;
  last_online: number | null;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export function presentPlayer(user: UserRow, publicUrl: string | null): PublicPlayer {
  const level = levelOf(user);
  const status = isClosedLevel(level) ? 'closed' : isPremium(level) ? 'premium' : 'basic';
  return {
    player_id: user.userId,
    username: user.usernameKey,
    url: `${publicUrl ?? ''}/member/${user.usernameKey}`,
    avatar: user.avatarUrl,
    title: user.chessTitle,
    country: user.country,
    status: level >= 80 ? (membershipName(level) ?? status) : status,
    joined: seconds(user.createdAt)!,
    last_online: seconds(user.lastLoginAt),
  };
}
