/**
 * A position's FEN and repetition key, written as chessops' `makeFen(pos.toSetup())` writes them
 * for standard chess from the standard start, without its per-square piece objects and board
 * copy: this runs on every live move.
 */

import type { Board } from 'chessops/board';
import type { Chess } from 'chessops/chess';
import type { SquareSet } from 'chessops/squareSet';
import { makeSquare } from 'chessops/util';

/**
 * The text is written as bytes into one scratch buffer and read out once per string: a FEN built by
 * `+=` is a chain of some seventy string pieces per move, each one a separate object for the collector.
 * 128 bytes hold the longest FEN standard chess can have (board 71, the rest under 30).
 */
const scratch = Buffer.alloc(128);

const PIECES_WHITE = [80, 78, 66, 82, 81, 75]; // P N B R Q K
const PIECES_BLACK = [112, 110, 98, 114, 113, 107]; // p n b r q k
const SPACE = 32;
const DASH = 45;

/** The FEN letter's byte of the piece on an occupied square. */
function pieceByte(board: Board, square: number): number {
  const index = board.pawn.has(square)
    ? 0
    : board.knight.has(square)
      ? 1
      : board.bishop.has(square)
        ? 2
        : board.rook.has(square)
          ? 3
          : board.queen.has(square)
            ? 4
            : 5;
  return (board.white.has(square) ? PIECES_WHITE : PIECES_BLACK)[index]!;
}

/** The board field of the FEN (chessops' `makeBoardFen`; standard chess has no promoted marks) at 0; its end. */
function writeBoard(board: Board): number {
  const { occupied } = board;
  let at = 0;
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let square = rank * 8; square < rank * 8 + 8; square++) {
      if (!occupied.has(square)) {
        empty++;
        continue;
      }
      if (empty > 0) scratch[at++] = 48 + empty;
      empty = 0;
      scratch[at++] = pieceByte(board, square);
    }
    if (empty > 0) scratch[at++] = 48 + empty;
    if (rank > 0) scratch[at++] = 47; // '/'
  }
  return at;
}

/**
 * The castling field at `at`; its end. Games here start from the standard position, so a right left
 * is a corner rook beside its unmoved king (chessops drops the right when either moves): chessops'
 * `makeCastlingFen` would name it by the same letter.
 */
function writeCastling(rights: SquareSet, at: number): number {
  const from = at;
  if (rights.has(7)) scratch[at++] = 75; // K
  if (rights.has(0)) scratch[at++] = 81; // Q
  if (rights.has(63)) scratch[at++] = 107; // k
  if (rights.has(56)) scratch[at++] = 113; // q
  if (at === from) scratch[at++] = DASH;
  return at;
}

export interface PositionText {
  readonly fen: string;
  /** The FEN without its two move counters: what two repetitions of one position share. */
  readonly key: string;
}

export function positionText(pos: Chess): PositionText {
  // An en passant square is written only when the capture is legal; chessops' setup decides that.
  const ep = pos.epSquare === undefined ? undefined : pos.toSetup().epSquare;
  let at = writeBoard(pos.board);
  scratch[at++] = SPACE;
  scratch[at++] = pos.turn === 'white' ? 119 : 98; // w, b
  scratch[at++] = SPACE;
  at = writeCastling(pos.castles.castlingRights, at);
  scratch[at++] = SPACE;
  if (ep === undefined) scratch[at++] = DASH;
  else at += scratch.write(makeSquare(ep), at, 'latin1');
  const keyEnd = at;
  // toSetup's counters: the halfmove clock shown at most 150, the move number 1–9999.
  const halfmoves = Math.min(pos.halfmoves, 150);
  const fullmoves = Math.min(Math.max(pos.fullmoves, 1), 9999);
  scratch[at++] = SPACE;
  at = writeNumber(halfmoves, at);
  scratch[at++] = SPACE;
  at = writeNumber(fullmoves, at);
  // The key is the FEN's beginning: a slice of it shares its characters instead of copying them.
  const fen = scratch.toString('latin1', 0, at);
  return { fen, key: fen.slice(0, keyEnd) };
}

/** A non-negative integer's digits at `at`; their end. */
function writeNumber(value: number, at: number): number {
  const digits = value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4;
  for (let i = digits - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 10))
    scratch[at + i] = 48 + (rest % 10);
  return at + digits;
}
