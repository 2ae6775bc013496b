/**
 * The rules of standard chess for live games, on chessops. A `GameState` is the position plus what
 * the draw and end rules need of its past and of its moves (worked out once, as its move was
 * played); every function here is pure and never mutates its input.
 */
import { type Color, type EndReason, opposite } from '@kingside/contract';
import { Chess, type Context } from 'chessops/chess';
import { chessgroundDests } from 'chessops/compat';
import { makeFen } from 'chessops/fen';
import type { NormalMove, SquareName } from 'chessops/types';
import { kingCastlesTo, makeSquare, makeUci, parseUci, squareRank } from 'chessops/util';
import { copyPosition } from './position-copy';
import { positionText } from './position-text';
import { sanWithoutSuffix } from './san';

export type Result<T, E extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export type MoveError = 'illegal_move' | 'malformed_move';

export interface GameState {
  /** Never mutated: `playMove` plays on a clone, or on a spare the caller gives up (position-copy.ts). */
  readonly pos: Chess;
  /**
   * Repetition keys (FEN board, turn, castling rights, en passant square only when the capture is
   * legal) of every position since the last capture or pawn move, the current one last. Older
   * positions can never recur, so they are not kept.
   */
  readonly keys: readonly string[];
  /** How often the current position has occurred (its key's count in `keys`). */
  readonly repetitions: number;
  /** The position's pins and checkers (chessops' context): its next move's legality and SAN read it. */
  readonly ctx: Context;
  /** The side to move has no legal move: mate or stalemate. Worked out once, as the move was played. */
  readonly stuck: boolean;
}

export interface PlayedMove {
  readonly state: GameState;
  readonly san: string;
  /** What clients and storage should keep: castling as the king's two-square move. */
  readonly uci: string;
  readonly fen: string;
}

export interface AutomaticEnd {
  readonly status: 'mate' | 'stalemate' | 'draw';
  readonly winner: Color | null;
  readonly endReason: EndReason | null;
}

export type ClaimableDraw = 'threefoldRepetition' | 'fiftyMoves';

// Strict lowercase UCI of standard chess: drops, null moves and king promotions are not moves here.
const UCI_PATTERN = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

// 75 moves by each side without a capture or pawn move (FIDE 9.6.2); 50 for a claim (9.3).
const SEVENTY_FIVE_MOVES_PLIES = 150;
const FIFTY_MOVES_PLIES = 100;

/** The state at `pos` with no moves behind it: a new game's, or a position set up (tests). */
export function stateAt(pos: Chess): GameState {
  const ctx = pos.ctx();
  return { pos, keys: [positionText(pos).key], repetitions: 1, ctx, stuck: !pos.hasDests(ctx) };
}

export const newGame = (): GameState => stateAt(Chess.default());

/**
 * chessops plays castling as the king taking its own rook, which clients may send as is; map the
 * king's two-square move (what chessground sends) to that form.
 */
function toChessopsMove(pos: Chess, move: NormalMove): NormalMove {
  // Only the king itself, and without a promotion piece, which the mapped move would drop.
  if (move.promotion || move.from !== pos.board.kingOf(pos.turn)) return move;
  for (const side of ['a', 'h'] as const) {
    const rook = pos.castles.rook[pos.turn][side];
    if (rook !== undefined && move.to === kingCastlesTo(pos.turn, side)) return { from: move.from, to: rook };
  }
  return move;
}

/** The UCI of a legal chessops move as clients store it. */
function toClientUci(pos: Chess, move: NormalMove): string {
  if (pos.board.king.has(move.from) && pos.board[pos.turn].has(move.to)) {
    const side = move.to > move.from ? 'h' : 'a';
    return makeSquare(move.from) + makeSquare(kingCastlesTo(pos.turn, side));
  }
  return makeUci(move);
}

/**
 * Plays one UCI move. Never throws, whatever the input. `spare`: a position no state holds any more,
 * made the position before the move and played on instead of a clone; untouched when the move is
 * refused, and the new state's from then on.
 */
export function playMove(state: GameState, uci: string, spare?: Chess): Result<PlayedMove, MoveError> {
  if (typeof uci !== 'string' || !UCI_PATTERN.test(uci)) return { ok: false, error: 'malformed_move' };
  const before = state.pos;
  const move = toChessopsMove(before, parseUci(uci) as NormalMove);
  // chessops' isLegal would also read any king move onto a friendly piece as castling; the
  // destinations alone do not.
  const { ctx } = state;
  const promotes = before.board.pawn.has(move.from) && isBackRank(move.to);
  if (!before.dests(move.from, ctx).has(move.to) || !!move.promotion !== promotes) {
    return { ok: false, error: 'illegal_move' };
  }
  const normalised = toClientUci(before, move);
  const san = sanWithoutSuffix(before, move, ctx);
  const pos = spare ? copyPosition(before, spare) : before.clone();
  pos.play(move);
  // The position after the move, examined once: the SAN's suffix and the automatic end read it.
  const after = pos.ctx();
  const stuck = !pos.hasDests(after);
  const { fen, key } = positionText(pos);
  const keys = pos.halfmoves === 0 ? [key] : state.keys.concat(key);
  const next = { pos, keys, repetitions: countOf(keys), ctx: after, stuck };
  const suffix = after.checkers.nonEmpty() ? (stuck ? '#' : '+') : '';
  return { ok: true, value: { state: next, san: san + suffix, uci: normalised, fen } };
}

const isBackRank = (square: number) => squareRank(square) === 0 || squareRank(square) === 7;

/** Occurrences of the last key: a position recurs only with the same side to move, every other ply. */
function countOf(keys: readonly string[]): number {
  const current = keys[keys.length - 1];
  let count = 1;
  for (let i = keys.length - 3; i >= 0; i -= 2) if (keys[i] === current) count++;
  return count;
}

/**
 * The FEN after stored moves, as far as they are legal: one position played on in place, with none
 * of `playMove`'s per-move SAN, FEN and repetition keys (the archive shows a page of final boards).
 */
export function fenAfter(uciMoves: readonly string[]): string {
  const pos = Chess.default();
  for (const uci of uciMoves) {
    if (!UCI_PATTERN.test(uci)) break;
    const move = toChessopsMove(pos, parseUci(uci) as NormalMove);
    if (!pos.isLegal(move) || !pos.dests(move.from).has(move.to)) break;
    pos.play(move);
  }
  return makeFen(pos.toSetup());
}

export type ReplayResult =
  | { readonly ok: true; readonly value: GameState }
  | { readonly ok: false; readonly error: MoveError; readonly ply: number };

/** Rebuilds a game from its stored moves; `ply` says which move (0-based) was refused. */
export function replay(uciMoves: readonly string[]): ReplayResult {
  let state = newGame();
  for (const [ply, uci] of uciMoves.entries()) {
    const played = playMove(state, uci);
    if (!played.ok) return { ok: false, error: played.error, ply };
    state = played.value.state;
  }
  return { ok: true, value: state };
}

export const fenOf = (state: GameState): string => positionText(state.pos).fen;

export const turnOf = (state: GameState): Color => state.pos.turn;

/** Every legal move in the UCI `playMove` returns (castling as the king's two-square move). */
export function legalMoves(state: GameState): string[] {
  const { pos } = state;
  const moves: string[] = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      const uci = toClientUci(pos, { from, to });
      const promotes = pos.board.pawn.has(from) && (squareRank(to) === 0 || squareRank(to) === 7);
      if (promotes) for (const role of 'qrbn') moves.push(uci + role);
      else moves.push(uci);
    }
  }
  return moves;
}

/** Destinations per origin square for chessground; castling appears in both forms it may send. */
export const legalDests = (state: GameState): Map<SquareName, SquareName[]> => chessgroundDests(state.pos);

/** How the game ends by itself after the last move, if it does (FIDE 5.1, 5.2, 9.6). */
export function automaticEnd(state: GameState): AutomaticEnd | null {
  const { pos, stuck } = state;
  // Checked first: a mate on the 150th ply wins (FIDE 9.6.2) and a mate beats a fivefold.
  if (stuck && state.ctx.checkers.nonEmpty())
    return { status: 'mate', winner: opposite(pos.turn), endReason: null };
  if (stuck) return { status: 'stalemate', winner: null, endReason: null };
  const draw = (endReason: EndReason): AutomaticEnd => ({ status: 'draw', winner: null, endReason });
  if (pos.isInsufficientMaterial()) return draw('insufficientMaterial');
  if (state.repetitions >= 5) return draw('fivefoldRepetition');
  if (pos.halfmoves >= SEVENTY_FIVE_MOVES_PLIES) return draw('seventyFiveMoves');
  return null;
}

/**
 * The draw the side to move may claim in the current position (FIDE 9.2, 9.3). Only meaningful
 * while `automaticEnd` is null: a mate on the 100th ply is still a mate.
 */
export function claimableDraw(state: GameState): ClaimableDraw | null {
  if (state.repetitions >= 3) return 'threefoldRepetition';
  if (state.pos.halfmoves >= FIFTY_MOVES_PLIES) return 'fiftyMoves';
  return null;
}

/**
 * True when `color` cannot checkmate by any sequence of legal moves (lichess's rule, via chessops):
 * then that side's opponent running out of time draws instead of losing.
 */
export const hasInsufficientMaterialToWin = (state: GameState, color: Color): boolean =>
  state.pos.hasInsufficientMaterial(color);
