import { describe, expect, it } from 'vitest';
import { OPENING_PLIES } from '../play/finished-games';
import { openingOf } from './openings';

describe('openingOf', () => {
  it('names the longest known line', () => {
    expect(openingOf('e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4')).toEqual({ eco: 'C60', name: 'Ruy Lopez' });
    expect(openingOf('e2e4 e7e5 g1f3 b8c6 f1c4 f8c5')).toEqual({ eco: 'C50', name: 'Italian Game' });
    expect(openingOf('e2e4 e7e5 g1f3 b8c6 f1c4 g8f6')).toEqual({ eco: 'C55', name: 'Two Knights Defence' });
    expect(openingOf('e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1e3')).toEqual({
      eco: 'B90',
      name: 'Sicilian Defence, Najdorf',
    });
    expect(openingOf('d2d4 g8f6 c2c4 g7g6 b1c3 d7d5')).toEqual({ eco: 'D80', name: 'Grünfeld Defence' });
  });

  it('falls back to the family, then the first move', () => {
    expect(openingOf('e2e4 c7c5 b1c3')).toEqual({ eco: 'B20', name: 'Sicilian Defence' });
    expect(openingOf('e2e4 a7a6')).toEqual({ eco: 'B00', name: 'King’s Pawn Opening' });
    expect(openingOf('d2d4 d7d5 c2c4 e7e6 b1c3')).toEqual({ eco: 'D30', name: 'Queen’s Gambit Declined' });
  });

  it('puts unknown first moves and empty games in Other', () => {
    expect(openingOf('h2h4 e7e6')).toEqual({ eco: null, name: 'Other' });
    expect(openingOf('')).toEqual({ eco: null, name: 'Other' });
  });

  it('needs no more plies than the query returns', () => {
    expect(openingOf('e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6').name).toBe(
      'Sicilian Defence, Dragon',
    );
    expect(OPENING_PLIES).toBeGreaterThanOrEqual(10);
  });
});
