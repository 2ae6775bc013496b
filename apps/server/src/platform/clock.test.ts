import { afterEach, describe, expect, it, vi } from 'vitest';
import { OffsetClock } from './clock';

describe('OffsetClock', () => {
  afterEach(() => vi.useRealTimers());

  it('reads real time until moved, then real time plus every advance, still running', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 12) });
    const clock = new OffsetClock();
    expect(clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z');
    clock.advance(2 * 86_400_000);
    clock.advance(3_600_000);
    expect(clock.now().toISOString()).toBe('2026-06-03T13:00:00.000Z');
    vi.advanceTimersByTime(1500);
    expect(clock.now().toISOString()).toBe('2026-06-03T13:00:01.500Z');
  });

  it.each([0, -1000, 1.5, Number.NaN])('refuses to move by %s, staying where it was', (ms) => {
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 12) });
    const clock = new OffsetClock();
    expect(() => clock.advance(ms)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2026-06-01T12:00:00.000Z');
  });
});
