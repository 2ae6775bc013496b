import type { Color } from '@kingside/contract';
import { berserkClock, type ClockState } from './core';
import { clockColumns, clockEvent, tcOf } from './game-clock';
import type { Decision, LiveGame } from './game-state';
import { PLAY_MESSAGES, PlayError } from './play-error';

/**
 * Berserk (arena games): before its own first move a side may halve its time and give up its
 * increment, once, for a bonus point in the arena on a win of at least 7 moves. Its clock has not
 * been charged yet (the clock starts after each side's first move), so the halved time is exact.
 */
export function berserkDecision(game: LiveGame, clock: ClockState, me: Color, now: Date): Decision {
  const { row } = game;
  if (!row.berserkable) throw new PlayError('berserk_not_arena', PLAY_MESSAGES.berserk_not_arena);
  if (me === 'white' ? row.whiteBerserk : row.blackBerserk) {
    throw new PlayError('berserk_already', PLAY_MESSAGES.berserk_already);
  }
  // White's first move is ply 1, black's ply 2.
  if (game.plies >= (me === 'white' ? 1 : 2)) {
    throw new PlayError('berserk_too_late', PLAY_MESSAGES.berserk_too_late);
  }
  const next = berserkClock(clock, me, tcOf(row));
  return {
    patch: {
      [me === 'white' ? 'whiteBerserk' : 'blackBerserk']: true,
      ...clockColumns(next, now),
      updatedAt: now,
    },
    events: [{ kind: 'berserk', color: me, clock: clockEvent(next, now) }],
  };
}
