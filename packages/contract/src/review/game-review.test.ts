import { describe, expect, it } from 'vitest';
import { type PositionEval, reviewGame } from './game-review';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// Fool's mate: 1. f3 e5 2. g4 Qh4#.
const MOVES = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
const EVALS: PositionEval[] = [
  { best: 'e2e4', score: { cp: 20 }, second: { cp: 15 } },
  { best: 'e7e5', score: { cp: -40 }, second: { cp: -35 } },
  { best: 'd2d4', score: { cp: -50 }, second: { cp: -60 } },
  { best: 'd8h4', score: { mate: -1 }, second: { cp: -200 } },
  // The engine has nothing to say of a mated position: the board's verdict is taken.
  { best: null, score: { cp: 0 }, second: null },
];

describe('reviewGame', () => {
  const review = reviewGame({ startFen: START, moves: MOVES, evals: EVALS, bookPlies: 1 })!;

  it('classes every move: book, best, blunder that allows mate, and the mate itself', () => {
    expect(review.moves.map((move) => move.moveClass)).toEqual(['book', 'best', 'blunder', 'great']);
    expect(review.moves[2]!.reason).toEqual({ kind: 'allows_mate' });
    expect(review.moves.map((move) => move.color)).toEqual(['white', 'black', 'white', 'black']);
  });

  it('counts classes per side and gives the mating side full accuracy', () => {
    expect(review.counts.white.blunder).toBe(1);
    expect(review.counts.white.book).toBe(1);
    expect(review.counts.black.best + review.counts.black.great).toBe(2);
    expect(review.accuracy.black).toBe(100);
    expect(review.accuracy.white).toBeLessThan(50);
  });

  it('refuses evaluations that do not match the moves, and illegal moves', () => {
    expect(reviewGame({ startFen: START, moves: MOVES, evals: EVALS.slice(1), bookPlies: 0 })).toBeNull();
    expect(
      reviewGame({ startFen: START, moves: ['e2e5'], evals: EVALS.slice(0, 2), bookPlies: 0 }),
    ).toBeNull();
  });
});
