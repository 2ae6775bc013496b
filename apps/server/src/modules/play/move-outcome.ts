import type { Color, GameEvent } from '@kingside/contract';
import { automaticEnd, type ClockState } from './core';
import { end, type LiveGame, type Outcome } from './game-state';
import type { PlyTexts } from './move-clocks';
import type { NewGameRow } from './play.tables';
import { PLAY_MESSAGES, PlayError } from './play-error';

/**
 * What a legal move writes, live or daily alike: the game's end when the move ended it (the
 * move's event first), else the move with its clock columns. A move keeps the mover's own draw
 * offer standing and answers any takeback request.
 */
export function moveOutcome(move: {
  game: LiveGame;
  after: LiveGame;
  mover: Color;
  pressed: ClockState;
  now: Date;
  event: GameEvent;
  ply: PlyTexts;
  /** Columns written with the move whether or not it ends the game (the live lag bank). */
  always: Partial<NewGameRow>;
  /** Columns written only when the game goes on (clocks, the next deadline). */
  clock: Partial<NewGameRow>;
}): Outcome {
  const { after, pressed, now, event, ply } = move;
  const { moves, moveClocks, appended } = ply;
  const finished = automaticEnd(after.state);
  if (finished) {
    const decision = end(after, pressed, now, finished.status, finished.winner, finished.endReason);
    return {
      write: {
        ...decision,
        patch: { ...decision.patch, ...move.always, moves, moveClocks },
        events: [event, ...decision.events],
      },
    };
  }
  return {
    write: {
      ...(appended ? { appended } : {}),
      patch: {
        moves,
        moveClocks,
        ...move.clock,
        ...move.always,
        drawOffer: move.game.row.drawOffer === move.mover ? move.mover : null,
        takebackOffer: null,
        updatedAt: now,
      },
      events: [event],
    },
    after,
  };
}

/** Resigning loses from each side's first move on; before it, a game is aborted (never lost nor rated). */
export function resignOrAbort(
  game: LiveGame,
  clock: ClockState,
  now: Date,
  command: 'resign' | 'abort',
  /** The side that did not ask: resigning makes it the winner. */
  them: Color,
): Outcome {
  const { plies } = game;
  if (command === 'resign') {
    if (plies < 2) throw new PlayError('not_allowed', PLAY_MESSAGES.abort_instead);
    return { write: end(game, clock, now, 'resign', them, null) };
  }
  if (plies >= 2) throw new PlayError('not_allowed', PLAY_MESSAGES.abort_too_late);
  return { write: end(game, clock, now, 'aborted', null, null) };
}
