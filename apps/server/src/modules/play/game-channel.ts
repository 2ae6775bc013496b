import type { Color, GameEvent } from '@kingside/contract';

/** Every node's sockets learn about a game on this bus channel. */
export const gameChannel = (gameId: string) => `game:${gameId}`;

/** What travels on `game:<id>`: the events one write committed (in order), or a player's presence. */
export type GameBusMessage =
  | { t: 'events'; events: { version: number; event: GameEvent }[] }
  | { t: 'presence'; color: Color; connected: boolean };
