import type { ChatLine, ChatRoom, Color, GameEvent } from '@kingside/contract';

/** Every node's sockets learn about a game on this bus channel. */
export const gameChannel = (gameId: string) => `game:${gameId}`;

/**
 * What travels on `game:<id>`: the events one write committed (in order), a player's presence, or
 * a line of the game's chat (for the watchers of its room only).
 */
export type GameBusMessage =
  | { t: 'events'; events: { version: number; event: GameEvent }[] }
  | { t: 'presence'; color: Color; connected: boolean }
  | { t: 'chat'; room: ChatRoom; line: ChatLine };
