/**
 * Cheap tactical facts about a position, read straight off the board with chess rules (chessops):
 * which pieces hang, whether a move forks, pins, skewers or sacrifices. Heuristics, not search: the
 * engine's scores say how good a move is; these only put a name on why.
 */
import { attacks, ray } from 'chessops/attacks';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import type { Color, Move, NormalMove, Role, Square } from 'chessops/types';
import { opposite, parseUci } from 'chessops/util';

/** Material in pawns; the king counts as more than anything it could be traded for. */
export const PIECE_VALUES: Record<Role, number> = {
  pawn: 1,
  knight: 3,
  bishop: 3,
  rook: 5,
  queen: 9,
  king: 100,
};

/** The position a FEN describes, or null when it is not a legal chess position. */
export function positionOf(fen: string): Chess | null {
  const setup = parseFen(fen);
  if (setup.isErr) return null;
  const pos = Chess.fromSetup(setup.value);
  return pos.isOk ? pos.value : null;
}

/** The legal normal move a UCI string names in this position, or null. */
export function legalMove(pos: Chess, uci: string): NormalMove | null {
  const move: Move | undefined = parseUci(uci);
  if (!move || !('from' in move) || !pos.isLegal(move)) return null;
  return move;
}

/** The position after a move (the original is left alone). */
export function after(pos: Chess, move: NormalMove): Chess {
  const next = pos.clone();
  next.play(move);
  return next;
}

const valueAt = (pos: Chess, square: Square): number => {
  const piece = pos.board.get(square);
  return piece ? PIECE_VALUES[piece.role] : 0;
};

const cheapest = (pos: Chess, squares: Iterable<Square>): number => {
  let least = Number.POSITIVE_INFINITY;
  for (const square of squares) least = Math.min(least, valueAt(pos, square));
  return least;
};

/** A piece the opponent can win: attacked and undefended, or attacked by something cheaper. */
export function isHanging(pos: Chess, square: Square): boolean {
  const piece = pos.board.get(square);
  if (!piece || piece.role === 'king') return false;
  const attackers = pos.kingAttackers(square, opposite(piece.color), pos.board.occupied);
  if (attackers.isEmpty()) return false;
  const defenders = pos.kingAttackers(square, piece.color, pos.board.occupied);
  return defenders.isEmpty() || cheapest(pos, attackers) < PIECE_VALUES[piece.role];
}

/** The most valuable of `color`'s pieces left hanging, as a role, or null. */
export function mostValuableHanging(pos: Chess, color: Color): Role | null {
  let best: Role | null = null;
  for (const square of pos.board[color]) {
    const role = pos.board.get(square)!.role;
    if (isHanging(pos, square) && (!best || PIECE_VALUES[role] > PIECE_VALUES[best])) best = role;
  }
  return best;
}

/** The moved piece attacks two or more targets worth taking: the king, something dearer, or something loose. */
export function isFork(pos: Chess, move: NormalMove): boolean {
  const mover = pos.board.get(move.from);
  if (!mover || mover.role === 'king') return false;
  const next = after(pos, move);
  const piece = next.board.get(move.to)!;
  // A forking piece the opponent simply takes forks nothing.
  if (isHanging(next, move.to)) return false;
  let targets = 0;
  for (const target of attacks(piece, move.to, next.board.occupied).intersect(
    next.board[opposite(piece.color)],
  )) {
    const role = next.board.get(target)!.role;
    const defended = !next.kingAttackers(target, opposite(piece.color), next.board.occupied).isEmpty();
    if (role === 'king' || PIECE_VALUES[role] > PIECE_VALUES[piece.role] || !defended) targets++;
  }
  return targets >= 2;
}

type LineTactic = 'pin' | 'skewer';

/** A slider's line through two of the opponent's pieces: a pin when the one behind is dearer, a skewer when the front one is. */
export function lineTactics(pos: Chess, move: NormalMove): Set<LineTactic> {
  const found = new Set<LineTactic>();
  const next = after(pos, move);
  const piece = next.board.get(move.to);
  if (!piece || !['bishop', 'rook', 'queen'].includes(piece.role)) return found;
  const theirs = next.board[opposite(piece.color)];
  const occupied = next.board.occupied;
  for (const front of attacks(piece, move.to, occupied).intersect(theirs)) {
    const line = ray(move.to, front);
    const behindAll = attacks(piece, move.to, occupied.without(front)).diff(
      attacks(piece, move.to, occupied),
    );
    for (const back of behindAll.intersect(theirs).intersect(line)) {
      const frontValue = valueAt(next, front);
      const backValue = valueAt(next, back);
      if (backValue > frontValue) found.add('pin');
      else if (frontValue > backValue && frontValue >= PIECE_VALUES.rook) found.add('skewer');
    }
  }
  return found;
}

/** The moved piece gives itself up: worth more than what it takes, and the opponent can win it. */
export function isSacrifice(pos: Chess, move: NormalMove): boolean {
  const mover = pos.board.get(move.from);
  if (!mover || mover.role === 'king' || mover.role === 'pawn') return false;
  const taken = valueAt(pos, move.to);
  const next = after(pos, move);
  const landed = next.board.get(move.to)!;
  return PIECE_VALUES[landed.role] > taken && isHanging(next, move.to);
}

/** The side to move has a mate in one; returns the mating move. */
export function mateInOne(pos: Chess): NormalMove | null {
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      const piece = pos.board.get(from)!;
      const promotions: (Role | undefined)[] =
        piece.role === 'pawn' && (to >> 3 === 7 || to >> 3 === 0) ? ['queen', 'knight'] : [undefined];
      for (const promotion of promotions) {
        const move: NormalMove = { from, to, promotion };
        if (after(pos, move).isCheckmate()) return move;
      }
    }
  }
  return null;
}
