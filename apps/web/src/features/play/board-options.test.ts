import { DEFAULT_BOARD_OPTIONS } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import {
  BOARD_OPTIONS_KEY,
  type BoardSettings,
  DEFAULT_BOARD_SETTINGS,
  loadBoardOptions,
  saveBoardOptions,
} from './board-options';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    saved: () => JSON.parse(items.get(BOARD_OPTIONS_KEY) ?? 'null') as Record<string, unknown> | null,
  };
}

const changed: BoardSettings = {
  ...DEFAULT_BOARD_SETTINGS,
  animationType: 'slow',
  coordinates: 'outside',
  highlightLegalMoves: false,
  highlightMoves: false,
  isWhiteOnBottom: true,
  moveMethod: 'both',
  moveListDisplayType: 'figurines',
  showTimestamps: true,
  playSounds: false,
  premoveQueue: true,
};

describe('loadBoardOptions', () => {
  it('gives the §9 defaults and no premove queue when nothing is saved', () => {
    expect(loadBoardOptions(memoryStorage())).toEqual({ ...DEFAULT_BOARD_OPTIONS, premoveQueue: false });
    expect(loadBoardOptions(null)).toEqual(DEFAULT_BOARD_SETTINGS);
  });

  it('ignores values outside §5 and keeps the defaults for them', () => {
    const storage = memoryStorage({
      [BOARD_OPTIONS_KEY]: JSON.stringify({
        animationType: 'warp',
        coordinates: 'everywhere',
        moveMethod: 'telepathy',
        moveListDisplayType: 'emoji',
        showTimestamps: 'yes',
        premoveQueue: 2,
        highlightMoves: null,
      }),
    });
    expect(loadBoardOptions(storage)).toEqual(DEFAULT_BOARD_SETTINGS);
  });

  it('survives text that is not JSON or not an object', () => {
    expect(loadBoardOptions(memoryStorage({ [BOARD_OPTIONS_KEY]: '{oops' }))).toEqual(DEFAULT_BOARD_SETTINGS);
    expect(loadBoardOptions(memoryStorage({ [BOARD_OPTIONS_KEY]: '7' }))).toEqual(DEFAULT_BOARD_SETTINGS);
  });

  it('reads coordinates by position, 0/1 booleans, and medium or battle animation as default (§5)', () => {
    const storage = memoryStorage({
      [BOARD_OPTIONS_KEY]: JSON.stringify({
        coordinates: 2,
        premoveQueue: 1,
        playSounds: 0,
        animationType: 'battle',
      }),
    });
    expect(loadBoardOptions(storage)).toMatchObject({
      coordinates: 'outside',
      premoveQueue: true,
      playSounds: false,
      animationType: 'default',
    });
  });
});

describe('saveBoardOptions', () => {
  it('round-trips every option the settings page changes', () => {
    const storage = memoryStorage();
    expect(saveBoardOptions(changed, storage)).toBe(true);
    expect(loadBoardOptions(storage)).toEqual(changed);
  });

  it("saves 'default' animation as 'medium' and reads it back as 'default' (§5)", () => {
    const storage = memoryStorage();
    saveBoardOptions(DEFAULT_BOARD_SETTINGS, storage);
    expect(storage.saved()?.animationType).toBe('medium');
    expect(loadBoardOptions(storage).animationType).toBe('default');
  });

  it('never stores transient keys nor options it has no page for (§9)', () => {
    const storage = memoryStorage();
    const withTransient: Record<string, unknown> = {
      ...changed,
      id: 'b1',
      enabled: true,
      markings: [],
      fen: '8/8/8/8/8/8/8/8 w - - 0 1',
      orientation: 'black',
    };
    saveBoardOptions(withTransient as Partial<BoardSettings>, storage);
    expect(Object.keys(storage.saved() ?? {}).sort()).toEqual(
      [
        'animationType',
        'coordinates',
        'highlightLegalMoves',
        'highlightMoves',
        'isWhiteOnBottom',
        'moveListDisplayType',
        'moveMethod',
        'playSounds',
        'premoveQueue',
        'showTimestamps',
      ].sort(),
    );
  });

  it('answers false when the browser refuses to store', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveBoardOptions(changed, full)).toBe(false);
    expect(saveBoardOptions(changed, null)).toBe(false);
  });
});
