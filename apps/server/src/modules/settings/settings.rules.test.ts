import { SETTING_KEYS } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { defaultSetting, normaliseSetting, parseChange, parseInclude } from './settings.rules';

describe('settings rules', () => {
  it('defaults follow §9, with the animation in its saved form (§5)', () => {
    expect(Object.fromEntries(SETTING_KEYS.map((key) => [key, defaultSetting(key)]))).toEqual({
      'board.animation_type': 'medium',
      'board.coordinates': 'inside',
      'board.show_legal_moves': true,
      'board.highlight_moves': true,
      'board.white_always_on_bottom': false,
      'board.move_list_style': 'text',
      'board.move_classification_style': 'default',
      'board.move_method': 'drag',
      'board.play_sounds': true,
      'gameplay.show_timestamps': false,
    });
  });

  it('reads an include list, all keys when none, and names an unknown key', () => {
    expect(parseInclude('board.coordinates,gameplay.show_timestamps')).toEqual([
      'board.coordinates',
      'gameplay.show_timestamps',
    ]);
    expect(parseInclude(undefined)).toHaveLength(10);
    expect(() => parseInclude('board.coordinates,board.colour')).toThrow(
      expect.objectContaining({ code: 'unknown_setting', status: 400, field: 'board.colour' }),
    );
  });

  it('takes 0/1 for booleans and a position for coordinates (§5), and nothing outside the sets', () => {
    expect(normaliseSetting('board.play_sounds', 0)).toBe(false);
    expect(normaliseSetting('board.play_sounds', '1')).toBe(true);
    expect(normaliseSetting('board.coordinates', 2)).toBe('outside');
    expect(normaliseSetting('board.move_method', 'both')).toBe('both');
    expect(normaliseSetting('board.coordinates', 0)).toBe('off');
    expect(normaliseSetting('board.coordinates', 1)).toBe('inside');
    expect(normaliseSetting('board.coordinates', 'outside')).toBe('outside');
  });

  it("stores the animation in its saved form: 'default' becomes 'medium' (§5), the rest as sent", () => {
    expect(normaliseSetting('board.animation_type', 'default')).toBe('medium');
    for (const type of ['medium', 'battle', 'none', 'slow', 'fast'])
      expect(normaliseSetting('board.animation_type', type)).toBe(type);
    for (const [key, value] of [
      ['board.play_sounds', 2],
      ['board.coordinates', 3],
      ['board.move_method', 'throw'],
      ['board.animation_type', 'wobbly'],
      ['board.move_classification_style', '<script>'],
    ] as const) {
      expect(() => normaliseSetting(key, value)).toThrow(
        expect.objectContaining({ code: 'invalid_setting_value' }),
      );
    }
  });

  it('checks a whole change before anything is kept', () => {
    expect(parseChange({ 'board.move_method': 'click', _token: 'x' })).toEqual({
      'board.move_method': 'click',
    });
    expect(() => parseChange({ 'board.move_method': 'click', 'board.size': 3 })).toThrow(
      expect.objectContaining({ code: 'unknown_setting' }),
    );
    expect(() => parseChange([])).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});
