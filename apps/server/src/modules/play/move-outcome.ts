import type { Color, GameEvent } from '@kingside/contract';
import { automaticEnd, type ClockState } from './core';
import type { ClockColumns } from './game-clock';
import { end, type LiveGame, type Outcome } from './game-state';
import type { PlyTexts } from './move-clocks';
import type { NewGameRow } from './play.tables';
import { PLAY_MESSAGES, PlayError } from './play-error';

/** The live lag bank a charged move spends: one side's, or none. */
export type LagBankColumn = Pick<NewGameRow, 'whiteLagBankMs' | 'blackLagBankMs'>;

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
  always: LagBankColumn;
  /** Written only when the game goes on: the clocks, and the next deadline. */
  clock: ClockColumns;
  deadlineAt: Date | null;
}): Outcome {
  const { after, pressed, now, event, ply, always, clock } = move;
  const { moves, moveClocks, appended } = ply;
  const finished = automaticEnd(after.state);
  if (finished) {
    const decision = end(after, pressed, now, finished.status, finished.winner, finished.endReason);
    return {
      write: {
        ...decision,
        patch: { ...decision.patch, ...always, moves, moveClocks },
        events: [event, ...decision.events],
      },
    };
  }
  // Written out, not spread: the commonest write of all, built once a move (spreads cost more here
  // than the rest of the patch), and always of one shape for the batch that reads it.
  const patch: Partial<NewGameRow> = {
    moves,
    moveClocks,
    whiteMs: clock.whiteMs,
    blackMs: clock.blackMs,
    clockRunning: clock.clockRunning,
    clockAt: clock.clockAt,
    deadlineAt: move.deadlineAt,
    drawOffer: move.game.row.drawOffer === move.mover ? move.mover : null,
    takebackOffer: null,
    updatedAt: now,
  };
  if (always.whiteLagBankMs !== undefined) patch.whiteLagBankMs = always.whiteLagBankMs;
  if (always.blackLagBankMs !== undefined) patch.blackLagBankMs = always.blackLagBankMs;
  const events = [event];
  return { write: appended ? { appended, patch, events } : { patch, events }, after };
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
