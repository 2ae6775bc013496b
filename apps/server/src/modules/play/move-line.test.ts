import { describe, expect, it } from 'vitest';
import { extended, lineOf } from './move-line';

describe('a move line shared between states', () => {
  it('appends in place when nothing was appended past the state', () => {
    const line = lineOf(['e2e4'], ['e4']);
    const next = extended(line, 1, 'e7e5', 'e5');
    expect(next).toBe(line);
    expect(next.uci).toEqual(['e2e4', 'e7e5']);
    expect(next.san).toEqual(['e4', 'e5']);
  });

  it('gives a second move decided on the same state lists of its own, leaving the first one as it was', () => {
    const line = lineOf(['e2e4'], ['e4']);
    const first = extended(line, 1, 'e7e5', 'e5');
    const second = extended(line, 1, 'c7c5', 'c5');
    expect(second).not.toBe(first);
    expect(second.uci).toEqual(['e2e4', 'c7c5']);
    expect(second.san).toEqual(['e4', 'c5']);
    expect(first.uci).toEqual(['e2e4', 'e7e5']);
  });
});
