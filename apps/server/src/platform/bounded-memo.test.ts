import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each key once, null answers included, and starts over past its bound', () => {
    const calls: string[] = [];
    const memo = boundedMemo((key: string) => {
      calls.push(key);
      return key === 'none' ? null : key.length;
    }, 2);
    expect([memo('ab'), memo('none'), memo('ab'), memo('none')]).toEqual([2, null, 2, null]);
    expect(calls).toEqual(['ab', 'none']);
    expect(memo('abc')).toBe(3);
    expect(memo('ab')).toBe(2);
    expect(calls).toEqual(['ab', 'none', 'abc', 'ab']);
  });
});
