/**
 * Themes of a puzzle, read off its solution with chess rules: the solver's moves are the even
 * plies of `solution` (the solver is to move in `fen`), the opponent's replies the odd ones.
 */
import type { Chess } from 'chessops/chess';
import { PUZZLE_THEMES, type PuzzleTheme } from '../puzzles';
import { after, isFork, isHanging, isSacrifice, legalMove, lineTactics, positionOf } from './board-tactics';

/** A mate in more solver moves than this gets no mate-in-N theme. */
const LONGEST_NAMED_MATE = 3;

/** The king mated on its own first rank by a rook or queen along that rank. */
function isBackRankMate(mated: Chess): boolean {
  const king = mated.board.kingOf(mated.turn);
  if (king === undefined) return false;
  const backRank = mated.turn === 'white' ? 0 : 7;
  if (king >> 3 !== backRank) return false;
  const checkers = mated.kingAttackers(
    king,
    mated.turn === 'white' ? 'black' : 'white',
    mated.board.occupied,
  );
  for (const square of checkers) {
    const role = mated.board.get(square)?.role;
    if ((role === 'rook' || role === 'queen') && square >> 3 === backRank) return true;
  }
  return false;
}

/** The themes, in PUZZLE_THEMES order; null when the FEN or a move of the solution is not legal. */
export function puzzleThemes(fen: string, solution: readonly string[]): PuzzleTheme[] | null {
  let pos = positionOf(fen);
  if (!pos || solution.length === 0) return null;
  const found = new Set<PuzzleTheme>();
  for (let ply = 0; ply < solution.length; ply++) {
    const move = legalMove(pos, solution[ply]!);
    if (!move) return null;
    if (ply % 2 === 0) {
      if (move.promotion) found.add('promotion');
      const last = ply === solution.length - 1;
      // The last move mates or wins: a fork or sacrifice on it is no longer the idea.
      if (!last && isFork(pos, move)) found.add('fork');
      if (!last && isSacrifice(pos, move)) found.add('sacrifice');
      for (const tactic of lineTactics(pos, move)) found.add(tactic);
      if (ply === 0 && pos.board.get(move.to) && isHanging(pos, move.to)) found.add('hangingPiece');
    }
    pos = after(pos, move);
  }
  if (pos.isCheckmate()) {
    const solverMoves = Math.ceil(solution.length / 2);
    if (solverMoves <= LONGEST_NAMED_MATE) found.add(`mateIn${solverMoves}` as PuzzleTheme);
    if (isBackRankMate(pos)) found.add('backRankMate');
  }
  return PUZZLE_THEMES.filter((theme) => found.has(theme));
}

export { PUZZLE_THEMES, type PuzzleTheme };
