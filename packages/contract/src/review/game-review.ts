/**
 * A whole game reviewed from the engine's view of each position: every move's class, accuracy and
 * (for the bad ones) reason, each side's accuracy and counts per class. Pure, so the web app that
 * runs the engine and the server that checks a saved review derive the same answer from the same numbers.
 */
import { makeFen } from 'chessops/fen';
import { after, isSacrifice, legalMove, positionOf } from './board-tactics';
import { type GameAccuracy, gameAccuracy } from './game-accuracy';
import { moveAccuracy } from './move-accuracy';
import { classifyMove, MOVE_CLASSES, type MoveClass } from './move-class';
import { type MoveReason, moveReason } from './move-reason';
import { type Score, winPercentFor } from './win-percent';

/** What the engine said of one position (white's point of view). */
export interface PositionEval {
  /** The engine's first-line move (UCI); null in a finished position. */
  best: string | null;
  score: Score;
  /** The second line's score, null when the position had a single legal move or is finished. */
  second: Score | null;
}

export interface ReviewedMove {
  /** 1 for the first move. */
  ply: number;
  uci: string;
  color: 'white' | 'black';
  moveClass: MoveClass;
  accuracy: number;
  /** The mover's winning chances (0..100) with the engine's best move, and after the move played. */
  winBefore: number;
  winAfter: number;
  /** The engine's choice in the position before the move. */
  best: string | null;
  reason: MoveReason | null;
}

export type ClassCounts = Record<MoveClass, number>;

export interface GameReviewResult {
  moves: ReviewedMove[];
  accuracy: GameAccuracy;
  counts: { white: ClassCounts; black: ClassCounts };
}

export interface GameReviewInput {
  startFen: string;
  moves: readonly string[];
  /** One per position: before the first move and after each (`moves.length + 1`). */
  evals: readonly PositionEval[];
  /** The first this many moves reach positions of the opening table. */
  bookPlies: number;
}

export const emptyCounts = (): ClassCounts =>
  Object.fromEntries(MOVE_CLASSES.map((moveClass) => [moveClass, 0])) as ClassCounts;

/** A finished position's score is the board's, whatever the engine says: mate is mate, stalemate is equal. */
function boardScore(fen: string): Score | null {
  const pos = positionOf(fen);
  if (!pos) return null;
  if (pos.isCheckmate()) return { mate: pos.turn === 'white' ? -1 : 1 };
  if (pos.isStalemate() || pos.isInsufficientMaterial()) return { cp: 0 };
  return null;
}

/** The position before the first move and after each, or null when a move is not legal. */
export function replayFens(startFen: string, moves: readonly string[]): string[] | null {
  const fens = [startFen];
  for (const uci of moves) {
    const pos = positionOf(fens.at(-1)!);
    const move = pos && legalMove(pos, uci);
    if (!pos || !move) return null;
    fens.push(makeFen(after(pos, move).toSetup()));
  }
  return fens;
}

/** Whether each evaluation's best move is legal in its position (none only where the game is over). */
export function evalsFitPositions(fens: readonly string[], evals: readonly PositionEval[]): boolean {
  if (fens.length !== evals.length) return false;
  return evals.every((evaluation, index) => {
    const pos = positionOf(fens[index]!);
    if (!pos) return false;
    if (evaluation.best === null) return pos.isEnd();
    return legalMove(pos, evaluation.best) !== null;
  });
}

/** The review, or null when the moves do not replay or the evaluations do not match the positions. */
export function reviewGame(input: GameReviewInput): GameReviewResult | null {
  if (input.evals.length !== input.moves.length + 1) return null;
  const fens = replayFens(input.startFen, input.moves);
  if (!fens) return null;
  const scores = fens.map((fen, index) => boardScore(fen) ?? input.evals[index]!.score);
  const counts = { white: emptyCounts(), black: emptyCounts() };
  const moves: ReviewedMove[] = [];
  for (const [index, uci] of input.moves.entries()) {
    const fen = fens[index]!;
    const pos = positionOf(fen)!;
    const move = legalMove(pos, uci)!;
    const white = pos.turn === 'white';
    const evaluation = input.evals[index]!;
    const winBefore = winPercentFor(scores[index]!, white);
    const winAfter = winPercentFor(scores[index + 1]!, white);
    const moveClass = classifyMove({
      winBefore,
      winAfter,
      isBest: evaluation.best === uci,
      isBook: index < input.bookPlies,
      secondBestWin: evaluation.second ? winPercentFor(evaluation.second, white) : null,
      isSacrifice: isSacrifice(pos, move),
    });
    const reason = moveReason({
      fen,
      played: uci,
      best: evaluation.best,
      bestScore: scores[index]!,
      scoreAfter: scores[index + 1]!,
      moveClass,
    });
    const color = white ? 'white' : 'black';
    counts[color][moveClass] += 1;
    moves.push({
      ply: index + 1,
      uci,
      color,
      moveClass,
      accuracy: moveAccuracy(winBefore, winAfter),
      winBefore,
      winAfter,
      best: evaluation.best,
      reason,
    });
  }
  const whiteStarts = positionOf(input.startFen)?.turn !== 'black';
  return { moves, accuracy: gameAccuracy(scores.slice(1), whiteStarts), counts };
}
