import { describe, expect, it } from 'vitest';
import { addPly, appendMoveClock, keepMoveClocks, parseMoveClocks } from './move-clocks';

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

  it('says what a ply added when each text gained one entry, so the batch can send just that', () => {
    expect(addPly({ moves: 'e2e4', moveClocks: '60000' }, 1, 'e7e5', 59_000)).toEqual({
      moves: 'e2e4 e7e5',
      moveClocks: '60000 59000',
      appended: { move: 'e7e5', moveClock: '59000' },
    });
    expect(addPly({ moves: '', moveClocks: '' }, 0, 'e2e4', 60_000)).toMatchObject({
      moves: 'e2e4',
      appended: { move: 'e2e4', moveClock: '60000' },
    });
    // An old game's clock text gains its unknown plies too: the whole texts are written.
    expect(addPly({ moves: 'e2e4 e7e5', moveClocks: '' }, 2, 'g1f3', 58_000)).toEqual({
      moves: 'e2e4 e7e5 g1f3',
      moveClocks: '- - 58000',
    });
  });
});
