/**
 * The daily game's rules of time, beside the live ones (game-logic.ts): each move starts the
 * opponent's turn of N days (daily-clock.ts); no lag compensation, no abandonment claims, no
 * takebacks; the deadline, not the clock columns, says when time ran out. A game whose time runs
 * out before each side has moved once is aborted, as a live game whose first moves never came.
 */
import { type Color, opposite } from '@kingside/contract';
import { type ClockState, playMove, turnOf } from '../core';
import { clockOf } from '../game-clock';
import type { Command, Outcome } from '../game-logic';
import { drawDecision } from '../game-offers';
import { type Decision, type LiveGame, noStart, timeout } from '../game-state';
import { addPly } from '../move-clocks';
import { extended } from '../move-line';
import { moveOutcome, resignOrAbort } from '../move-outcome';
import { PLAY_MESSAGES, PlayError } from '../play-error';
import { type DailyColumns, dailyTurn } from './daily-clock';
import type { DailyTerms } from './daily-terms';

export const DAILY_MESSAGES = {
  no_takeback: 'Daily games have no takebacks.',
  no_claim: 'In a daily game, time decides: the server ends the game when it runs out.',
} as const;

/** The int columns hold a turn's time up to ~24 days; the deadline itself is never cut. */
const INT_MAX = 2 ** 31 - 1;
const capped = (c: DailyColumns): DailyColumns => ({
  ...c,
  whiteMs: Math.min(c.whiteMs, INT_MAX),
  blackMs: Math.min(c.blackMs, INT_MAX),
});

const refuse = (code: PlayError['code'], message: string): never => {
  throw new PlayError(code, message);
};

/**
 * The end of a game whose deadline passed: aborted before each side moved, else lost on time. A
 * daily game's opponent counts as there for a missed first move: its turn was days away.
 */
function ranOut(game: LiveGame, clock: ClockState, now: Date): Decision {
  if (game.plies < 2) return noStart(game, clock, now, true);
  return timeout(game, clock, turnOf(game.state), now);
}

export function decideDaily(
  game: LiveGame,
  actor: Color | null,
  command: Command,
  now: Date,
  terms: DailyTerms,
): Outcome {
  const { row } = game;
  if (command.t !== 'deadline' && actor === null) return refuse('not_a_player', PLAY_MESSAGES.not_a_player);
  if (row.status !== 'started') return refuse('game_over', PLAY_MESSAGES.game_over);
  const { plies } = game;
  const clock = clockOf(row, plies);
  if (row.deadlineAt && row.deadlineAt <= now) {
    const write = ranOut(game, clock, now);
    return command.t === 'deadline'
      ? { write }
      : { write, error: new PlayError('game_over', PLAY_MESSAGES.game_over) };
  }
  if (command.t === 'deadline') return { write: null };
  const me = actor!;
  const them = opposite(me);

  switch (command.t) {
    case 'move': {
      if (command.version !== row.version) return refuse('stale_version', PLAY_MESSAGES.stale_version);
      if (turnOf(game.state) !== me) return refuse('not_your_turn', PLAY_MESSAGES.not_your_turn);
      const played = playMove(game.state, command.uci);
      if (!played.ok) return refuse('illegal_move', PLAY_MESSAGES.illegal_move);
      const { uci, san, fen, state } = played.value;
      const left = Math.min(
        INT_MAX,
        Math.max(0, (row.deadlineAt?.getTime() ?? now.getTime()) - now.getTime()),
      );
      const next = capped(
        dailyTurn({ daysPerMove: row.daysPerMove!, weekendPause: row.weekendPause }, them, now, terms),
      );
      return moveOutcome({
        game,
        after: { ...game, line: extended(game.line, plies, uci, san), plies: plies + 1, state, fen },
        mover: me,
        pressed: clockOf({ ...row, ...next }, plies + 1),
        now,
        event: {
          kind: 'move',
          uci,
          san,
          fen,
          clock: { white: next.whiteMs, black: next.blackMs, at: now.getTime() },
        },
        ply: addPly(row, plies, uci, left),
        always: {},
        clock: next,
        deadlineAt: next.deadlineAt,
      });
    }
    case 'resign':
    case 'abort':
      return resignOrAbort(game, clock, now, command.t, them);
    case 'draw':
      return { write: drawDecision(game, clock, me, command.action, now) };
    case 'claimVictory':
      return refuse('not_allowed', DAILY_MESSAGES.no_claim);
    case 'takeback':
      return refuse('not_allowed', DAILY_MESSAGES.no_takeback);
    case 'berserk':
      return refuse('berserk_not_arena', PLAY_MESSAGES.berserk_not_arena);
  }
}

/** A new daily game's first turn: white's, from `now`. */
export function firstDailyTurn(
  game: { daysPerMove: number; weekendPause: boolean },
  now: Date,
  terms: DailyTerms,
) {
  return capped(dailyTurn(game, 'white', now, terms));
}
