import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_SETTINGS } from './board-options';
import { changedBoardOptions } from './board-options-sync';

describe('changedBoardOptions', () => {
  it('names only what changed, never the browser-local premove queue', () => {
    const before = { ...DEFAULT_BOARD_SETTINGS };
    const after = { ...before, coordinates: 'outside' as const, premoveQueue: true, playSounds: false };
    expect(changedBoardOptions(before, after)).toEqual({ coordinates: 'outside', playSounds: false });
    expect(changedBoardOptions(before, { ...before })).toEqual({});
  });
});
