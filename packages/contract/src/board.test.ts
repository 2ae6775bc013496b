import { describe, expect, it } from 'vitest';
import {
  ANIMATION_TYPES,
  type AnimationType,
  ARCHIVE_VIEWS,
  animationTypeForSave,
  animationTypeFromRead,
  cacheableBoardOptions,
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_USER_VIEW,
  HOME_CONTENT_TYPES,
  parseCoordinates,
  TRANSIENT_BOARD_KEYS,
} from './board';

describe('DEFAULT_BOARD_OPTIONS', () => {
  it('holds the defaults of §9', () => {
    expect(DEFAULT_BOARD_OPTIONS).toMatchObject({
      animationType: 'default',
      boardStyle: 'green',
      coordinates: 'inside',
      darkMode: true,
      highlightLegalMoves: true,
      highlightMoves: true,
      isWhiteOnBottom: false,
      moveListDisplayType: 'text',
      moveMethod: 'drag',
      pieceStyle: 'neo',
      playSounds: true,
      soundTheme: 'default',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_BOARD_OPTIONS)).toBe(true);
  });
});

describe('DEFAULT_USER_VIEW', () => {
  it('is grid archive and following home (§9) within the values of §5', () => {
    expect(DEFAULT_USER_VIEW).toEqual({ archiveView: 'grid', homeContentType: 'following' });
    expect(ARCHIVE_VIEWS).toEqual(['grid', 'list']);
    expect(HOME_CONTENT_TYPES).toEqual(['following', 'my_activity']);
  });
});

describe('parseCoordinates', () => {
  it('maps a number by position', () => {
    expect(parseCoordinates(0)).toBe('off');
    expect(parseCoordinates(1)).toBe('inside');
    expect(parseCoordinates(2)).toBe('outside');
  });

  it('keeps the named values', () => {
    for (const value of ['off', 'inside', 'outside']) expect(parseCoordinates(value)).toBe(value);
  });

  it('rejects anything else', () => {
    for (const value of [3, -1, 1.5, Number.NaN, '1', 'Inside', '', null, undefined, true, {}]) {
      expect(parseCoordinates(value), String(value)).toBeNull();
    }
  });
});

describe('animation type (§5)', () => {
  it("saves 'default' as 'medium' and nothing else changes", () => {
    for (const type of ANIMATION_TYPES) {
      expect(animationTypeForSave(type), type).toBe(type === 'default' ? 'medium' : type);
    }
  });

  it("reads 'medium' and 'battle' as 'default' and nothing else changes", () => {
    const read = Object.fromEntries(ANIMATION_TYPES.map((type) => [type, animationTypeFromRead(type)]));
    expect(read).toEqual({
      default: 'default',
      medium: 'default',
      battle: 'default',
      none: 'none',
      slow: 'slow',
      fast: 'fast',
    });
  });

  it('round-trips every type the user can pick', () => {
    const picked: AnimationType[] = ['default', 'none', 'slow', 'fast'];
    for (const type of picked) expect(animationTypeFromRead(animationTypeForSave(type))).toBe(type);
  });
});

describe('cacheableBoardOptions', () => {
  it('drops id, enabled, markings and the other transient keys (§9)', () => {
    expect(TRANSIENT_BOARD_KEYS).toEqual(expect.arrayContaining(['id', 'enabled', 'markings']));
    const transient = Object.fromEntries(TRANSIENT_BOARD_KEYS.map((key) => [key, 'x']));
    expect(cacheableBoardOptions({ ...transient, boardStyle: 'blue', darkMode: false })).toEqual({
      boardStyle: 'blue',
      darkMode: false,
    });
  });

  it('keeps every preference', () => {
    expect(cacheableBoardOptions({ ...DEFAULT_BOARD_OPTIONS })).toEqual(DEFAULT_BOARD_OPTIONS);
  });

  it('does not touch its input', () => {
    const input = { id: 1, pieceStyle: 'alpha' };
    cacheableBoardOptions(input);
    expect(input).toEqual({ id: 1, pieceStyle: 'alpha' });
  });
});
