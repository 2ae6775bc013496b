import { describe, expect, it } from 'vitest';
import { formatMinutes, formatTimeControl, QUICK_PAIRINGS, TIME_CONTROL_LIMITS } from './play';

describe('formatMinutes', () => {
  it('writes the custom form’s minutes as the clock’s name does', () => {
    expect([15, 30, 45, 60, 90, 300, 10_800].map(formatMinutes)).toEqual([
      '¼',
      '½',
      '¾',
      '1',
      '1.5',
      '5',
      '180',
    ]);
  });
});

describe('formatTimeControl', () => {
  it('names clocks as lichess does: minutes, quarters under one, tenths where exact', () => {
    const named = (initial: number, increment = 0) => formatTimeControl({ initial, increment });
    expect(named(180, 2)).toBe('3+2');
    expect(named(15)).toBe('¼+0');
    expect(named(30, 1)).toBe('½+1');
    expect(named(45)).toBe('¾+0');
    expect(named(90)).toBe('1.5+0');
    expect(named(66)).toBe('1.1+0');
    expect(named(62)).toBe('62s+0');
  });

  it('gives every clock the lobby takes a name of its own, and the quick pools their ids', () => {
    const names = new Set<string>();
    for (let initial = 1; initial <= TIME_CONTROL_LIMITS.initialMax; initial++) {
      names.add(formatTimeControl({ initial, increment: 0 }));
    }
    expect(names.size).toBe(TIME_CONTROL_LIMITS.initialMax);
    for (const pool of QUICK_PAIRINGS) expect(formatTimeControl(pool.tc)).toBe(pool.id);
  });
});
