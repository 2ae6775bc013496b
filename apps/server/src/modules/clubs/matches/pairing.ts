import type { Color } from '@kingside/contract';

export interface Registrant {
  userId: number;
  username: string;
  rating: number;
  registeredAt: Date;
}

export interface PairedBoard {
  board: number;
  home: Registrant;
  away: Registrant;
}

/** Best rating first; between equals, who registered first, then the lower member id (stable on every node). */
const byStrength = (a: Registrant, b: Registrant) =>
  b.rating - a.rating || a.registeredAt.getTime() - b.registeredAt.getTime() || a.userId - b.userId;

/**
 * Boards by rating: each side's strongest against the other's strongest, and so on down, as many
 * boards as agreed and both sides can fill; who is left over does not play.
 */
export function pairBoards(home: Registrant[], away: Registrant[], boards: number): PairedBoard[] {
  const h = [...home].sort(byStrength);
  const a = [...away].sort(byStrength);
  const count = Math.min(boards, h.length, a.length);
  return Array.from({ length: count }, (_, i) => ({ board: i + 1, home: h[i]!, away: a[i]! }));
}

/** Each board's two games: the home player has white in the first, black in the second. */
export const BOARD_GAME_COLORS: readonly Color[] = ['white', 'black'];
