/**
 * SAN without its check suffix, as chessops' `makeSanAndPlay` writes it for standard chess, on a
 * context the caller already has: the suffix comes from the position after the move, which the
 * rules examine anyway for mate and stalemate (chessops would examine it a second time).
 */

import { bishopAttacks, kingAttacks, knightAttacks, queenAttacks, rookAttacks } from 'chessops/attacks';
import type { Chess, Context } from 'chessops/chess';
import { SquareSet } from 'chessops/squareSet';
import type { NormalMove } from 'chessops/types';
import { makeSquare, squareFile, squareRank } from 'chessops/util';

const FILES = 'abcdefgh';
const RANKS = '12345678';
const LETTERS = { knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K', pawn: 'P' } as const;

/** Other pieces of the mover's that reach `move.to` like the moving one (for disambiguation). */
function rivals(pos: Chess, move: NormalMove, role: keyof typeof LETTERS, ctx: Context): SquareSet {
  const { board } = pos;
  const attackers =
    role === 'king'
      ? kingAttacks(move.to).intersect(board.king)
      : role === 'queen'
        ? queenAttacks(move.to, board.occupied).intersect(board.queen)
        : role === 'rook'
          ? rookAttacks(move.to, board.occupied).intersect(board.rook)
          : role === 'bishop'
            ? bishopAttacks(move.to, board.occupied).intersect(board.bishop)
            : knightAttacks(move.to).intersect(board.knight);
  let others = attackers.intersect(board[pos.turn]).without(move.from);
  for (const from of others) if (!pos.dests(from, ctx).has(move.to)) others = others.without(from);
  return others;
}

/** The SAN of a legal `move` in `pos` (before it is played), without `+` or `#`. */
export function sanWithoutSuffix(pos: Chess, move: NormalMove, ctx: Context): string {
  const { board } = pos;
  const role = board.getRole(move.from)!;
  if (role === 'king' && (board[pos.turn].has(move.to) || Math.abs(move.to - move.from) === 2)) {
    return move.to > move.from ? 'O-O' : 'O-O-O';
  }
  const capture =
    board.occupied.has(move.to) || (role === 'pawn' && squareFile(move.from) !== squareFile(move.to));
  let san = '';
  if (role === 'pawn') {
    if (capture) san = FILES[squareFile(move.from)]!;
  } else {
    san = LETTERS[role];
    const others = rivals(pos, move, role, ctx);
    if (others.nonEmpty()) {
      const sameFile = others.intersects(SquareSet.fromFile(squareFile(move.from)));
      const sameRank = others.intersects(SquareSet.fromRank(squareRank(move.from)));
      // The file when it tells them apart, else the rank; both when neither alone does.
      if (sameRank || !sameFile) san += FILES[squareFile(move.from)];
      if (sameFile) san += RANKS[squareRank(move.from)];
    }
  }
  if (capture) san += 'x';
  san += makeSquare(move.to);
  if (move.promotion) san += `=${LETTERS[move.promotion]}`;
  return san;
}
