import { type Color, type DrawAction, opposite, type TakebackAction } from '@kingside/contract';
import { claimableDraw, flaggedColor, onMove, playMove, pressClock, turnOf } from './core';
import { berserkDecision } from './game-berserk';
import { clockColumns, clockEvent, clockOf, lagOf } from './game-clock';
import { drawDecision, takebackDecision } from './game-offers';
import { deadlineOf, end, type LiveGame, noStart, type Outcome, timeout } from './game-state';
import { addPly } from './move-clocks';
import { extended } from './move-line';
import { type LagBankColumn, moveOutcome, resignOrAbort } from './move-outcome';
import { PLAY_MESSAGES, PlayError } from './play-error';

export {
  deadlineOf,
  FIRST_MOVE_MS,
  type LiveGame,
  loadGame,
  movesOf,
  type Outcome,
  sanOf,
} from './game-state';

export type Command =
  | { t: 'move'; uci: string; version: number }
  | { t: 'resign' }
  | { t: 'abort' }
  /** `opponentGone`: the opponent left for longer than the disconnect timeout (abandonment.ts). */
  | { t: 'draw'; action: DrawAction; opponentGone?: boolean }
  | { t: 'claimVictory'; opponentGone: boolean }
  | { t: 'takeback'; action: TakebackAction }
  /** Arena games: half the time, no increment, before one's own first move (game-berserk.ts). */
  | { t: 'berserk' }
  /**
   * The sweeper: end the game if its deadline passed (flag, or first moves that never came).
   * `opponentCame`: whether the side not to move ever came to the game (game-state.ts `noStart`).
   */
  | { t: 'deadline'; opponentCame: boolean };

const NO_BANK: LagBankColumn = {};

const refuse = (code: PlayError['code'], message: string): never => {
  throw new PlayError(code, message);
};

/**
 * Decides a command on a loaded game: validation first, then what changes. Pure, time given, but for
 * the game's spare position, which a legal move takes (`LiveGame.spare`).
 * `actor` is the acting player's colour (null for a non-player; the sweeper passes null).
 * A refusal throws a `PlayError` and changes nothing.
 */
export function decide(game: LiveGame, actor: Color | null, command: Command, now: Date, lagMs = 0): Outcome {
  const { row } = game;
  if (command.t !== 'deadline' && actor === null) return refuse('not_a_player', PLAY_MESSAGES.not_a_player);
  if (row.status !== 'started') return refuse('game_over', PLAY_MESSAGES.game_over);
  const { plies } = game;
  const clock = clockOf(row, plies);

  // Whatever was asked, a flag that fell ends the game first; except the flagged side's own move,
  // which the clock judges with its lag compensation.
  const fallen = clock.running ? flaggedColor(clock, now.getTime()) : null;
  if (fallen && !(command.t === 'move' && actor === fallen)) {
    return {
      write: timeout(game, clock, fallen, now),
      error: new PlayError('game_over', PLAY_MESSAGES.game_over),
    };
  }
  if (command.t === 'deadline') {
    if (plies < 2 && row.deadlineAt && row.deadlineAt <= now)
      return { write: noStart(game, clock, now, command.opponentCame) };
    return { write: null };
  }
  const me = actor!;
  const them = opposite(me);
  const turn = turnOf(game.state);

  switch (command.t) {
    case 'move': {
      if (command.version !== row.version) return refuse('stale_version', PLAY_MESSAGES.stale_version);
      if (turn !== me) return refuse('not_your_turn', PLAY_MESSAGES.not_your_turn);
      const played = playMove(game.state, command.uci, game.spare);
      if (!played.ok) return refuse('illegal_move', PLAY_MESSAGES.illegal_move);
      // The spare is this move's position now: a command decided before this one commits plays on a clone.
      game.spare = undefined;
      const { uci, san, fen, state } = played.value;
      // Lag compensation is spent only on moves the clock charges (from each side's second move).
      const lag = plies >= 2 ? onMove(lagOf(row, me), lagMs) : null;
      const pressed = pressClock(clock, me, now.getTime(), lag?.compensationMs ?? 0);
      if (flaggedColor(pressed, now.getTime()) === me) {
        return {
          write: timeout(game, pressed, me, now),
          error: new PlayError('game_over', PLAY_MESSAGES.game_over),
        };
      }
      const bankMs = lag?.tracker.bankMs;
      return moveOutcome({
        game,
        after: {
          row,
          line: extended(game.line, plies, uci, san),
          plies: plies + 1,
          state,
          fen,
          spare: undefined,
        },
        mover: me,
        pressed,
        now,
        event: { kind: 'move', uci, san, fen, clock: clockEvent(pressed, now) },
        ply: addPly(row, plies, uci, pressed[me]),
        always:
          bankMs === undefined
            ? NO_BANK
            : me === 'white'
              ? { whiteLagBankMs: bankMs }
              : { blackLagBankMs: bankMs },
        clock: clockColumns(pressed, now),
        deadlineAt: deadlineOf(pressed, now),
      });
    }
    case 'resign':
    case 'abort':
      return resignOrAbort(game, clock, now, command.t, them);
    case 'draw': {
      // A claim against an opponent who left ends the game as a draw, unless the position has one.
      const positional = turn === me && claimableDraw(game.state) !== null;
      if (command.action === 'claim' && command.opponentGone && plies >= 2 && !positional) {
        return { write: end(game, clock, now, 'draw', null, 'abandoned') };
      }
      return { write: drawDecision(game, clock, me, command.action, now) };
    }
    case 'claimVictory':
      if (!command.opponentGone) return refuse('not_allowed', PLAY_MESSAGES.opponent_here);
      if (plies < 2) return refuse('not_allowed', PLAY_MESSAGES.abort_instead);
      return { write: end(game, clock, now, 'timeout', me, 'abandoned') };
    case 'takeback':
      return { write: takebackDecision(game, clock, me, command.action, now) };
    case 'berserk':
      return { write: berserkDecision(game, clock, me, now) };
  }
}
