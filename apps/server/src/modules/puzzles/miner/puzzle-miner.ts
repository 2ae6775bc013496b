/**
 * The puzzle miner: walks a finished game with the engine and keeps the positions where one move
 * clearly wins and every solver move after it is the only good one (lichess's idea, our numbers).
 * Chances here count a forced mate as certain (100) and being mated as 0, unlike the review's
 * ceiling: a mate and a big material edge must stay apart when telling the only move.
 */

import { after, legalMove, positionOf, puzzleThemes, winPercentFromCp } from '@kingside/contract/review';
import { makeFen } from 'chessops/fen';
import type { Analyser, EngineLine } from './engine';
import { DEFAULT_PUZZLE_RATING_BY_LENGTH, type MinedPuzzle } from './mined-puzzle';

/** The solver's winning chances with the best move must reach this (a clear win: about a piece up, or mate). */
export const MIN_WIN_WITH_BEST = 72;
/** ...and before the opponent's last move they were at most this: the puzzle starts from a mistake. */
export const MAX_WIN_BEFORE_MISTAKE = 62;
/** The second-best move must leave the solver at least this many points worse: the only good move. */
export const ONLY_MOVE_GAP = 20;
/** Solutions stop after this many solver moves. */
export const MAX_SOLVER_MOVES = 3;
/** The opening is book, not tactics: positions before this ply are not looked at. */
export const FIRST_PLY = 4;
/** Search depth per position: the lite build does this in a fraction of a second. */
export const MINER_DEPTH = 10;

export const chancesOf = (score: EngineLine['score']): number =>
  score.kind === 'mate' ? (score.value > 0 ? 100 : 0) : winPercentFromCp(score.value);

export interface GameToMine {
  id: string;
  /** UCI moves from the standard start. */
  moves: readonly string[];
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** The position's best line when it is the only good one and it wins, else null. */
function onlyWinningMove(lines: EngineLine[]): EngineLine | null {
  const [best, second] = lines;
  if (!best || chancesOf(best.score) < MIN_WIN_WITH_BEST) return null;
  // A mate in one is a puzzle even with two mates on the board: any mate is accepted.
  if (best.score.kind === 'mate' && best.score.value === 1) return best;
  if (second && chancesOf(best.score) - chancesOf(second.score) < ONLY_MOVE_GAP) return null;
  return best;
}

/** The solution from `fen` (solver to move, `first` the only winning move), or null. */
async function solutionFrom(
  engine: Analyser,
  fen: string,
  first: EngineLine,
  depth: number,
): Promise<string[] | null> {
  const solution: string[] = [];
  let pos = positionOf(fen)!;
  let line: EngineLine | null = first;
  while (line && solution.length / 2 < MAX_SOLVER_MOVES) {
    const move = legalMove(pos, line.move);
    if (!move) break;
    solution.push(line.move);
    pos = after(pos, move);
    const reply = line.pv[1];
    const replied = reply ? legalMove(pos, reply) : null;
    // Mate, or the line ends: the solution ends on the solver's move.
    if (pos.isCheckmate() || !reply || !replied || solution.length / 2 + 0.5 >= MAX_SOLVER_MOVES) break;
    const next = after(pos, replied);
    const nextLines = await engine.analyse(makeFen(next.toSetup()), 2, depth);
    const nextOnly = onlyWinningMove(nextLines);
    if (!nextOnly) break;
    solution.push(reply);
    pos = next;
    line = nextOnly;
  }
  return solution.length > 0 ? solution : null;
}

/** Puzzles found in one game, in game order. */
export async function mineGame(
  engine: Analyser,
  game: GameToMine,
  depth = MINER_DEPTH,
): Promise<MinedPuzzle[]> {
  const found: MinedPuzzle[] = [];
  let pos = positionOf(START)!;
  // The mover's chances in the position before, as the engine saw them (null: not looked at).
  let before: number | null = null;
  for (let ply = 0; ply <= game.moves.length; ply++) {
    if (ply >= FIRST_PLY && !pos.isEnd()) {
      const fen = makeFen(pos.toSetup());
      const lines = await engine.analyse(fen, 2, depth);
      const only = onlyWinningMove(lines);
      // `before` is the opponent's chances a ply ago: the solver's were their complement.
      if (only && before !== null && 100 - before <= MAX_WIN_BEFORE_MISTAKE) {
        const solution = await solutionFrom(engine, fen, only, depth);
        const themes = solution && puzzleThemes(fen, solution);
        if (solution && themes) {
          found.push({
            fen,
            solution,
            themes,
            rating: DEFAULT_PUZZLE_RATING_BY_LENGTH[Math.ceil(solution.length / 2) - 1]!,
            sourceGameId: game.id,
            sourcePly: ply,
          });
        }
      }
      before = lines[0] ? chancesOf(lines[0].score) : null;
    } else {
      before = null;
    }
    const move = ply < game.moves.length ? legalMove(pos, game.moves[ply]!) : null;
    if (!move) break;
    pos = after(pos, move);
  }
  return found;
}
