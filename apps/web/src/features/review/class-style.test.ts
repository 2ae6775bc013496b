import { MOVE_CLASSES } from '@kingside/contract/review';
import { describe, expect, it } from 'vitest';
import { CLASS_SYMBOLS, classMarking } from './class-style';

describe('classMarking', () => {
  it('maps the saved style to how the move list marks classes, unknown names to the default', () => {
    expect(classMarking('default')).toBe('symbol');
    expect(classMarking('text')).toBe('text');
    expect(classMarking('none')).toBe('none');
    expect(classMarking('neon')).toBe('symbol');
  });

  it('has a symbol for every class, the annotation marks for the bad ones', () => {
    expect(Object.keys(CLASS_SYMBOLS)).toEqual([...MOVE_CLASSES]);
    expect([CLASS_SYMBOLS.inaccuracy, CLASS_SYMBOLS.mistake, CLASS_SYMBOLS.blunder]).toEqual([
      '?!',
      '?',
      '??',
    ]);
  });
});
