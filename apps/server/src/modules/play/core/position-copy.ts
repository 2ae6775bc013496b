import type { Chess } from 'chessops/chess';

/**
 * Makes `into` the position `from` is, allocating nothing: `into` is a position no state holds any
 * more (a live game's position before last), played on in place of a `clone()`. A clone builds a
 * position, a board and castling rights with four maps each move, and a live game keeps its
 * position until its next move: long enough to outlive two scavenges, so every clone was promoted
 * (a fifth of what a move promoted, issue 13).
 *
 * The board's sets are immutable (chessops' SquareSet), so they are shared; the castling maps are
 * changed in place by `play`, so their entries are copied. Pockets and remaining checks exist only
 * in variants, never in standard chess; they are cloned should a variant ever come here.
 * position-copy.test.ts fails if chessops adds a field this does not copy.
 */
export function copyPosition(from: Chess, into: Chess): Chess {
  const source = from.board;
  const board = into.board;
  board.occupied = source.occupied;
  board.promoted = source.promoted;
  board.white = source.white;
  board.black = source.black;
  board.pawn = source.pawn;
  board.knight = source.knight;
  board.bishop = source.bishop;
  board.rook = source.rook;
  board.queen = source.queen;
  board.king = source.king;
  const castles = into.castles;
  castles.castlingRights = from.castles.castlingRights;
  const { rook, path } = from.castles;
  castles.rook.white.a = rook.white.a;
  castles.rook.white.h = rook.white.h;
  castles.rook.black.a = rook.black.a;
  castles.rook.black.h = rook.black.h;
  castles.path.white.a = path.white.a;
  castles.path.white.h = path.white.h;
  castles.path.black.a = path.black.a;
  castles.path.black.h = path.black.h;
  into.pockets = from.pockets?.clone();
  into.remainingChecks = from.remainingChecks?.clone();
  into.turn = from.turn;
  into.epSquare = from.epSquare;
  into.halfmoves = from.halfmoves;
  into.fullmoves = from.fullmoves;
  return into;
}
