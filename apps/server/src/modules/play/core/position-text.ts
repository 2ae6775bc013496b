/**
 * A position's FEN and repetition key, written as chessops' `makeFen(pos.toSetup())` writes them
 * for standard chess from the standard start, without its per-square piece objects and board
 * copy: this runs on every live move.
 */

import type { Board } from 'chessops/board';
import type { Chess } from 'chessops/chess';
import type { SquareSet } from 'chessops/squareSet';
import { makeSquare } from 'chessops/util';

/** The FEN letter of the piece on an occupied square; indexing a constant string allocates nothing. */
function pieceChar(board: Board, square: number): string {
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
  return (board.white.has(square) ? 'PNBRQK' : 'pnbrqk')[index]!;
}

/**
 * The castling field. Games here start from the standard position, so a right left is a corner
 * rook beside its unmoved king (chessops drops the right when either moves): chessops'
 * `makeCastlingFen` would name it by the same letter.
 */
function castlingFen(rights: SquareSet): string {
  const fen =
    (rights.has(7) ? 'K' : '') +
    (rights.has(0) ? 'Q' : '') +
    (rights.has(63) ? 'k' : '') +
    (rights.has(56) ? 'q' : '');
  return fen || '-';
}

/** The board field of the FEN (chessops' `makeBoardFen`; standard chess has no promoted marks). */
function boardFen(board: Board): string {
  const { occupied } = board;
  let fen = '';
  for (let rank = 7; rank >= 0; rank--) {
    let empty = 0;
    for (let square = rank * 8; square < rank * 8 + 8; square++) {
      if (!occupied.has(square)) {
        empty++;
        continue;
      }
      if (empty > 0) fen += empty;
      empty = 0;
      fen += pieceChar(board, square);
    }
    if (empty > 0) fen += empty;
    if (rank > 0) fen += '/';
  }
  return fen;
}

export interface PositionText {
  readonly fen: string;
  /** The FEN without its two move counters: what two repetitions of one position share. */
  readonly key: string;
}

export function positionText(pos: Chess): PositionText {
  // An en passant square is written only when the capture is legal; chessops' setup decides that.
  const ep = pos.epSquare === undefined ? undefined : pos.toSetup().epSquare;
  const castling = castlingFen(pos.castles.castlingRights);
  const key = `${boardFen(pos.board)} ${pos.turn[0]} ${castling} ${ep === undefined ? '-' : makeSquare(ep)}`;
  // toSetup's counters: the halfmove clock shown at most 150, the move number 1–9999.
  const halfmoves = Math.min(pos.halfmoves, 150);
  const fullmoves = Math.min(Math.max(pos.fullmoves, 1), 9999);
  return { fen: `${key} ${halfmoves} ${fullmoves}`, key };
}
