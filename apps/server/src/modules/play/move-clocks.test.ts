import { describe, expect, it } from 'vitest';
import { appendMoveClock, keepMoveClocks, parseMoveClocks } from './move-clocks';

describe('the clock history of a game', () => {
  it('adds one entry per ply and reads them back beside the moves', () => {
    let text = '';
    for (const [plies, ms] of [
      [0, 60_000],
      [1, 60_000],
      [2, 58_400],
      [3, 0],
    ] as const) {
      text = appendMoveClock(text, plies, ms);
    }
    expect(text).toBe('60000 60000 58400 0');
    expect(parseMoveClocks(text, 4)).toEqual([60_000, 60_000, 58_400, 0]);
  });

  it('marks the plies of a game begun before clocks were kept as unknown, so later ones stay in place', () => {
    const text = appendMoveClock('', 3, 41_000);
    expect(text).toBe('- - - 41000');
    expect(parseMoveClocks(text, 4)).toEqual([null, null, null, 41_000]);
    expect(parseMoveClocks('', 2)).toEqual([null, null]);
  });

  it('keeps the entries of the plies a takeback leaves', () => {
    expect(keepMoveClocks('60000 60000 58400 57000', 2)).toBe('60000 60000');
    expect(keepMoveClocks('', 2)).toBe('');
    expect(parseMoveClocks(keepMoveClocks('60000 60000 58400', 2), 2)).toEqual([60_000, 60_000]);
  });
});
