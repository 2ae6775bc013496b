import { describe, expect, it } from 'vitest';
import { formatClock, lowTimeMs, remainingMs } from './clock';

describe('formatClock', () => {
  it('shows minutes and seconds', () => {
    expect(formatClock(180_000)).toBe('3:00');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(10_000)).toBe('0:10');
    expect(formatClock(30 * 60_000)).toBe('30:00');
  });

  it('shows tenths under ten seconds', () => {
    expect(formatClock(9_999)).toBe('0:09.9');
    expect(formatClock(9_450)).toBe('0:09.4');
    expect(formatClock(1_000)).toBe('0:01.0');
    expect(formatClock(99)).toBe('0:00.0');
  });

  it('never shows more than is left, nor less than zero', () => {
    expect(formatClock(10_999)).toBe('0:10');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(-500)).toBe('0:00.0');
  });

  it('adds hours for long games', () => {
    expect(formatClock(3_600_000)).toBe('1:00:00');
    expect(formatClock(3 * 3_600_000 + 5 * 60_000 + 7_000)).toBe('3:05:07');
  });
});

describe('remainingMs', () => {
  const clock = { white: 60_000, black: 30_000, running: 'white' as const, at: 1_000 };

  it('counts the running side down from `at`', () => {
    expect(remainingMs(clock, 'white', 3_500)).toBe(57_500);
    expect(remainingMs(clock, 'black', 3_500)).toBe(30_000);
  });

  it('stops at zero and ignores a server time before `at`', () => {
    expect(remainingMs(clock, 'white', 100_000)).toBe(0);
    expect(remainingMs(clock, 'white', 500)).toBe(60_000);
  });
});

describe('lowTimeMs', () => {
  it('is an eighth of the initial time within 10 and 60 seconds', () => {
    expect(lowTimeMs({ initial: 60, increment: 0 })).toBe(10_000);
    expect(lowTimeMs({ initial: 180, increment: 2 })).toBe(22_500);
    expect(lowTimeMs({ initial: 1800, increment: 0 })).toBe(60_000);
  });
});
