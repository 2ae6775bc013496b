/**
 * Arena scoring (issue 20, lichess's arena): win 2, draw 1, loss 0. After two wins in a row a player is
 * on fire: every game scores double (win 4, draw 2) until one is not won. A berserk win of at least 7
 * moves adds 1 (not doubled). A draw in fewer than 10 moves scores nothing, and ends the fire like any
 * non-win.
 */
import type { ArenaGame } from './arena.types';

export const WIN = 2;
export const DRAW = 1;
export const BERSERK_BONUS = 1;
export const BERSERK_MIN_MOVES = 7;
export const SHORT_DRAW_MOVES = 10;
/** Wins in a row that set a player on fire. */
export const FIRE_AFTER = 2;

export interface ArenaScore {
  readonly total: number;
  /** What each game scored, in order. */
  readonly points: readonly number[];
  /** Whether the next game scores double. */
  readonly onFire: boolean;
}

/** Points for one game, given whether the player was on fire when it started. */
export function gamePoints(game: ArenaGame, onFire: boolean): number {
  const factor = onFire ? 2 : 1;
  if (game.outcome === 'loss') return 0;
  if (game.outcome === 'draw') return game.moves < SHORT_DRAW_MOVES ? 0 : DRAW * factor;
  const bonus = game.berserk && game.moves >= BERSERK_MIN_MOVES ? BERSERK_BONUS : 0;
  return WIN * factor + bonus;
}

/** A player's arena score from their games, oldest first. */
export function arenaScore(games: readonly ArenaGame[]): ArenaScore {
  let streak = 0;
  let total = 0;
  const points: number[] = [];
  for (const game of games) {
    const p = gamePoints(game, streak >= FIRE_AFTER);
    points.push(p);
    total += p;
    streak = game.outcome === 'win' ? streak + 1 : 0;
  }
  return { total, points, onFire: streak >= FIRE_AFTER };
}
