/**
 * A player's place in the arena pool as their state changes: a game ends (waiting again, from now),
 * they pause (out of the waves, keeping their score), they rejoin (waiting from now). Pure: the time
 * is the platform clock's, passed in.
 */
import type { ArenaPlayer } from './arena.types';

export type PoolError = 'already_paused' | 'not_paused';

export function joinPool(id: string, rating: number, nowMs: number): ArenaPlayer {
  return { id, rating, score: 0, paused: false, waitingSince: nowMs, lastOpponent: null, colourBalance: 0 };
}

/** Paired: no longer waiting. */
export function startGame(player: ArenaPlayer, opponent: string, colour: 'white' | 'black'): ArenaPlayer {
  return {
    ...player,
    waitingSince: null,
    lastOpponent: opponent,
    colourBalance: player.colourBalance + (colour === 'white' ? 1 : -1),
  };
}

/** The game is over: the new score, and back in the pool unless paused meanwhile. */
export function endGame(player: ArenaPlayer, score: number, nowMs: number): ArenaPlayer {
  return { ...player, score, waitingSince: player.paused ? null : nowMs };
}

export function pause(
  player: ArenaPlayer,
): { ok: true; value: ArenaPlayer } | { ok: false; error: PoolError } {
  if (player.paused) return { ok: false, error: 'already_paused' };
  return { ok: true, value: { ...player, paused: true, waitingSince: null } };
}

/** Back in the waves, waiting from now (a game paused mid-way has ended by the time this is called). */
export function rejoin(
  player: ArenaPlayer,
  nowMs: number,
): { ok: true; value: ArenaPlayer } | { ok: false; error: PoolError } {
  if (!player.paused) return { ok: false, error: 'not_paused' };
  return { ok: true, value: { ...player, paused: false, waitingSince: nowMs } };
}
