import { describe, expect, it } from 'vitest';
import { afterMiss, afterSolve } from './drill-schedule';

const now = new Date('2026-03-01T12:00:00Z');
const days = (at: Date | undefined) => (at!.getTime() - now.getTime()) / 86_400_000;

describe('drill schedule (1, 3, 7, 14 days)', () => {
  it('brings a missed puzzle back the next day', () => {
    expect(afterMiss(now).step).toBe(0);
    expect(days(afterMiss(now).dueAt)).toBe(1);
  });

  it('spaces each solve further, and lets go after the last', () => {
    expect(days(afterSolve(0, now)?.dueAt)).toBe(3);
    expect(days(afterSolve(1, now)?.dueAt)).toBe(7);
    expect(days(afterSolve(2, now)?.dueAt)).toBe(14);
    expect(afterSolve(3, now)).toBeNull();
  });
});
