/**
 * When a daily game's mover runs out of time. Pure: everything it depends on is given.
 * The mover has `days` × 24 h of counting time from the start of the turn; time inside a pause
 * (either player's vacation) does not count, nor, with the weekend pause, the mover's weekend.
 */
import { knownZone, weekendAround } from './zoned-week';

export const DAY_MS = 86_400_000;

export interface Pause {
  from: Date;
  to: Date;
}

export interface DeadlineInput {
  turnStart: Date;
  days: number;
  /** The vacations of both players (an open one with its planned end). */
  pauses: readonly Pause[];
  /** The mover's time zone when the game has the weekend pause; undefined: weekends count. */
  weekendZone?: string | null;
}

/** A stop in the count: the earliest that contains `t` or starts after it. */
function nextStop(t: number, input: DeadlineInput, zone: string | null): { from: number; to: number } | null {
  let best: { from: number; to: number } | null = null;
  const consider = (from: number, to: number) => {
    if (to <= t || to <= from) return;
    if (!best || from < best.from) best = { from, to };
  };
  for (const p of input.pauses) consider(p.from.getTime(), p.to.getTime());
  if (zone) {
    const weekend = weekendAround(t, zone);
    consider(weekend.from, weekend.to);
  }
  return best;
}

export function dailyDeadline(input: DeadlineInput): Date {
  const zone = input.weekendZone === undefined ? null : knownZone(input.weekendZone);
  let t = input.turnStart.getTime();
  let budget = input.days * DAY_MS;
  // Each round passes one stop; a year of weekends is ~100 rounds, and pauses are few.
  for (let round = 0; round < 10_000; round++) {
    const stop = nextStop(t, input, zone);
    if (!stop || t + budget <= stop.from) return new Date(t + budget);
    budget -= Math.max(0, stop.from - t);
    t = Math.max(t, stop.to);
  }
  throw new Error('dailyDeadline: no end in sight');
}
