import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('timeLeft', () => {
  it('splits what is left into days, hours and minutes, rounding up to the minute', () => {
    const now = Date.UTC(2026, 5, 1, 12, 0, 0);
    expect(timeLeft(Date.UTC(2026, 5, 8, 0, 0, 0), now)).toEqual({ days: 6, hours: 12, minutes: 0 });
    expect(timeLeft(now + 61_000, now)).toEqual({ days: 0, hours: 0, minutes: 2 });
  });

  it('answers nothing once the instant has passed', () => {
    expect(timeLeft(1000, 1000)).toBeNull();
  });
});
