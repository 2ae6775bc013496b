import { describe, expect, it } from 'vitest';
import { matchProgress } from './match';

describe('matchProgress', () => {
  it('alternates white in the regular games, a first', () => {
    expect(matchProgress(2, []).next).toEqual({ white: 'a', tiebreak: false });
    expect(matchProgress(2, ['draw']).next).toEqual({ white: 'b', tiebreak: false });
  });

  it('decides as soon as the lead is out of reach', () => {
    // Best of three: 2–0 after two games ends it.
    expect(matchProgress(3, ['a', 'a'])).toMatchObject({ winner: 'a', next: null, scoreA: 2, scoreB: 0 });
    expect(matchProgress(3, ['a', 'b'])).toMatchObject({
      winner: null,
      next: { white: 'a', tiebreak: false },
    });
    expect(matchProgress(2, ['b', 'draw'])).toMatchObject({ winner: 'b', scoreA: 0.5, scoreB: 1.5 });
  });

  it('goes to an Armageddon tie-break when level: b has white, a draw goes to a', () => {
    expect(matchProgress(2, ['a', 'b']).next).toEqual({ white: 'b', tiebreak: true });
    expect(matchProgress(2, ['a', 'b', 'b']).winner).toBe('b');
    expect(matchProgress(2, ['a', 'b', 'a']).winner).toBe('a');
    expect(matchProgress(2, ['draw', 'draw', 'draw']).winner).toBe('a');
    expect(matchProgress(1, ['draw']).next).toEqual({ white: 'b', tiebreak: true });
  });
});
