import { type Color, guestName } from '@kingside/contract';
import type { GameRow } from './play.tables';

/** Who acts: a member (by user id) or a guest (by the session's guest id). */
export interface PlayerRef {
  userId: number | null;
  guestId: string | null;
  name: string;
}

/** A stable key for one person: the same member on two tabs, or two nodes, has one key. */
export const playerKey = (player: Pick<PlayerRef, 'userId' | 'guestId'>): string =>
  player.userId !== null ? `u:${player.userId}` : `g:${player.guestId}`;

/** The player a session stands for: a member, or a guest with the session's guest id. */
export function playerOf(
  user: { userId: number; username: string } | null,
  guestId: string | null,
): PlayerRef | null {
  if (user) return { userId: user.userId, guestId: null, name: user.username };
  if (guestId) return { userId: null, guestId, name: guestName(guestId) };
  return null;
}

export function colorOf(row: GameRow, player: Pick<PlayerRef, 'userId' | 'guestId'>): Color | null {
  const key = playerKey(player);
  if (key === playerKey({ userId: row.whiteUserId, guestId: row.whiteGuestId })) return 'white';
  if (key === playerKey({ userId: row.blackUserId, guestId: row.blackGuestId })) return 'black';
  return null;
}
