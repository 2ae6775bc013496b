import { describe, expect, it } from 'vitest';
import { soundForSan } from './sound-names';

describe('soundForSan', () => {
  it('names the sound of each kind of move, check first', () => {
    expect(soundForSan('e4', true)).toBe('move-self');
    expect(soundForSan('Nf3', false)).toBe('move-opponent');
    expect(soundForSan('exd5', true)).toBe('capture');
    expect(soundForSan('O-O', true)).toBe('castle');
    expect(soundForSan('O-O-O', false)).toBe('castle');
    expect(soundForSan('e8=Q', true)).toBe('promote');
    expect(soundForSan('Qxf7+', true)).toBe('check');
    expect(soundForSan('Qh5#', false)).toBe('check');
    expect(soundForSan('O-O+', true)).toBe('check');
  });
});
