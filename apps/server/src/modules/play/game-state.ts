import {
  type Color,
  type EndReason,
  type GameEvent,
  type GameStatus,
  noStartReason,
  opposite,
} from '@kingside/contract';
import type { Chess } from 'chessops/chess';
import {
  type ClockState,
  fenOf,
  type GameState,
  hasInsufficientMaterialToWin,
  newGame,
  playMove,
  stopClock,
} from './core';
import { clockColumns, flagAt } from './game-clock';
import { lineOf, type MoveLine } from './move-line';
import type { GameRow, NewGameRow } from './play.tables';
import type { PlayError } from './play-error';
import type { RatedEnd } from './ratings';

/** How long each side has for its first move before the game is aborted. */
export const FIRST_MOVE_MS = 30_000;

/** A game as loaded: the row plus the position its moves lead to. */
export interface LiveGame {
  row: GameRow;
  /** The moves, UCI and SAN: the first `plies` entries of `line` (shared with later states, move-line.ts). */
  line: MoveLine;
  plies: number;
  state: GameState;
  fen: string;
  /**
   * A position of this game that no state holds any more (the one its last move replaced): its next
   * move is played on it instead of a clone (position-copy.ts). Set by the game service once the
   * move that replaced it committed; taken by the move decided next. A key of every game, set or not,
   * so that all cached games keep one shape.
   */
  spare: Chess | undefined;
}

/** The game's moves (UCI), a copy of its own: for the few readers that need the list itself. */
export const movesOf = (game: LiveGame): string[] => game.line.uci.slice(0, game.plies);
export const sanOf = (game: LiveGame): string[] => game.line.san.slice(0, game.plies);

/** What a command changes: the row patch and the events, in order. */
export interface Decision {
  patch: Partial<NewGameRow>;
  /** Stored with versions `version + 1 …`; the version advances by their number. */
  events: GameEvent[];
  /** Set when this write ends a rated game: both ratings change in the same transaction. */
  ratedEnd?: RatedEnd;
  /**
   * Set when `patch.moves` and `patch.moveClocks` are the stored texts with one entry added each:
   * those entries. The batch then sends just them (see move-batch.ts); a takeback, which also
   * rewrites the texts, never sets it.
   */
  appended?: { move: string; moveClock: string };
}

/**
 * A write to make (none: nothing to do), and an error to answer once it is made (a move that
 * came after the mover's flag fell ends the game, and is refused).
 */
export type Outcome = {
  write: Decision | null;
  error?: PlayError;
  /** The game once `write` commits, when deciding already worked it out: saves replaying every move. */
  after?: LiveGame;
};

/** One change to one game: made only if the game is still at `version`. */
export interface GameWrite extends Decision {
  gameId: string;
  version: number;
}

/** What became of a write: committed at `version` (the last event's), or refused as stale. */
export type WriteOutcome = { ok: true; version: number; events: GameEvent[] } | { ok: false };

export function loadGame(row: GameRow): LiveGame {
  const moves = row.moves ? row.moves.split(' ') : [];
  const san: string[] = [];
  let state = newGame();
  for (const uci of moves) {
    const played = playMove(state, uci);
    if (!played.ok) throw new Error(`game ${row.id}: stored move ${uci} does not replay`);
    state = played.value.state;
    san.push(played.value.san);
  }
  return { row, line: lineOf(moves, san), plies: moves.length, state, fen: fenOf(state), spare: undefined };
}

/** The deadline of a live game: the running side's flag, or else the next first move's timeout. */
export function deadlineOf(c: ClockState, now: Date): Date {
  return flagAt(c) ?? new Date(now.getTime() + FIRST_MOVE_MS);
}

/** The game ends now: clocks stop, offers lapse; a rated game carries its ratings job. */
export function end(
  game: LiveGame,
  clock: ClockState,
  now: Date,
  status: GameStatus,
  winner: Color | null,
  endReason: EndReason | null,
): Decision {
  const stopped = clockColumns(stopClock(clock, now.getTime()), now);
  const rated =
    game.row.rated && status !== 'aborted' && game.row.whiteUserId !== null && game.row.blackUserId !== null;
  return {
    patch: {
      status,
      winner,
      endReason,
      ...stopped,
      deadlineAt: null,
      drawOffer: null,
      takebackOffer: null,
      endedAt: now,
      updatedAt: now,
    },
    events: [{ kind: 'end', status, winner, endReason, ratingDiffs: { white: null, black: null } }],
    ...(rated
      ? {
          ratedEnd: {
            gameId: game.row.id,
            speed: game.row.speed,
            whiteUserId: game.row.whiteUserId!,
            blackUserId: game.row.blackUserId!,
            winner,
          },
        }
      : {}),
  };
}

/** The end by the clock: the flagged side loses, unless the other side could never mate. */
export function timeout(game: LiveGame, clock: ClockState, loser: Color, now: Date): Decision {
  const winner = opposite(loser);
  if (hasInsufficientMaterialToWin(game.state, winner)) {
    return end(game, clock, now, 'draw', null, 'timeoutVsInsufficientMaterial');
  }
  return end(game, clock, now, 'outoftime', winner, null);
}

/**
 * The side to move let its first move's time run out: the game is aborted (never rated nor won),
 * recording that side when its opponent was at the game: white, having moved, always was; black,
 * when white never moved, only if it came (`opponentCame`). Club matches score it from that.
 */
export function noStart(game: LiveGame, clock: ClockState, now: Date, opponentCame: boolean): Decision {
  const culprit: Color = game.plies === 0 ? 'white' : 'black';
  const waited = culprit === 'black' || opponentCame;
  return end(game, clock, now, 'aborted', null, waited ? noStartReason(culprit) : null);
}
