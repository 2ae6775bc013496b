import { describe, expect, it } from 'vitest';
import { puzzleThemes } from './puzzle-themes';

describe('puzzleThemes', () => {
  it('tags a back-rank mate in one', () => {
    expect(puzzleThemes('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', ['a1a8'])).toEqual([
      'mateIn1',
      'backRankMate',
    ]);
  });

  it('tags a mate in two with a queen sacrifice', () => {
    // 1. Qe8+ Rxe8 2. Rxe8#: the queen is given up, the rook mates on the back rank.
    expect(puzzleThemes('3r2k1/5ppp/8/8/8/8/4QPPP/4R1K1 w - - 0 1', ['e2e8', 'd8e8', 'e1e8'])).toEqual([
      'mateIn2',
      'backRankMate',
      'sacrifice',
    ]);
  });

  it('tags a knight fork that wins the rook', () => {
    expect(puzzleThemes('r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', ['b5c7', 'e8d7', 'c7a8'])).toEqual(['fork']);
  });

  it('tags a pin, a skewer and a promotion', () => {
    expect(
      puzzleThemes('r1bqkbnr/ppp2ppp/2np4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4', ['f1b5']),
    ).toEqual(['pin']);
    expect(puzzleThemes('2k4q/8/8/8/8/8/8/R3K3 w - - 0 1', ['a1a8', 'c8c7', 'a8h8'])).toEqual(['skewer']);
    expect(puzzleThemes('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1', ['e7e8q'])).toEqual(['promotion']);
  });

  it('tags taking a piece left hanging', () => {
    expect(puzzleThemes('4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1', ['d1d5'])).toEqual(['hangingPiece']);
  });

  it('refuses a bad FEN, an empty or illegal solution', () => {
    expect(puzzleThemes('nonsense', ['e2e4'])).toBeNull();
    expect(puzzleThemes('4k3/8/8/8/8/8/8/4K3 w - - 0 1', [])).toBeNull();
    expect(puzzleThemes('4k3/8/8/8/8/8/8/4K3 w - - 0 1', ['e1e3'])).toBeNull();
  });
});
