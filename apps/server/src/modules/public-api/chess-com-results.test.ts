import { describe, expect, it } from 'vitest';
import { chessComResults, timeClassOf } from './chess-com-results';

describe('chessComResults', () => {
  const result = (status: string, winner: string | null, endReason: string | null = null) =>
    chessComResults({ status, winner, endReason });

  it('gives the winner `win` and the loser how they lost', () => {
    expect(result('mate', 'white')).toEqual({ white: 'win', black: 'checkmated' });
    expect(result('resign', 'black')).toEqual({ white: 'resigned', black: 'win' });
    expect(result('outoftime', 'white')).toEqual({ white: 'win', black: 'timeout' });
    expect(result('timeout', 'black', 'abandoned')).toEqual({ white: 'abandoned', black: 'win' });
  });

  it('counts a first move that never came, while the other side waited, as abandoned (a team match’s forfeit)', () => {
    expect(result('aborted', null, 'noStartWhite')).toEqual({ white: 'abandoned', black: 'win' });
    expect(result('aborted', null, 'noStartBlack')).toEqual({ white: 'win', black: 'abandoned' });
  });

  it('gives both sides the draw’s code', () => {
    expect(result('stalemate', null)).toEqual({ white: 'stalemate', black: 'stalemate' });
    const draw = (reason: string) => result('draw', null, reason).white;
    expect(draw('agreement')).toBe('agreed');
    expect(draw('threefoldRepetition')).toBe('repetition');
    expect(draw('fivefoldRepetition')).toBe('repetition');
    expect(draw('insufficientMaterial')).toBe('insufficient');
    expect(draw('fiftyMoves')).toBe('50move');
    expect(draw('seventyFiveMoves')).toBe('50move');
    expect(draw('timeoutVsInsufficientMaterial')).toBe('timevsinsufficient');
  });
});

describe('timeClassOf', () => {
  it('maps our speeds onto chess.com’s four classes', () => {
    expect(['bullet', 'blitz', 'rapid', 'classical', 'daily'].map(timeClassOf)).toEqual([
      'bullet',
      'blitz',
      'rapid',
      'rapid',
      'daily',
    ]);
  });
});
