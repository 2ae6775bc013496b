/** When a drilled puzzle comes back (spaced repetition over DRILL_INTERVAL_DAYS): pure. */
import { DRILL_INTERVAL_DAYS } from '@kingside/contract';

const DAY_MS = 86_400_000;

export interface DrillStep {
  step: number;
  dueAt: Date;
}

/** A miss starts the drill over: back after the first interval. */
export function afterMiss(now: Date): DrillStep {
  return { step: 0, dueAt: new Date(now.getTime() + DRILL_INTERVAL_DAYS[0] * DAY_MS) };
}

/** A solve moves it one interval further; null when past the last (the puzzle is learnt). */
export function afterSolve(step: number, now: Date): DrillStep | null {
  const next = step + 1;
  const days = DRILL_INTERVAL_DAYS[next];
  return days === undefined ? null : { step: next, dueAt: new Date(now.getTime() + days * DAY_MS) };
}
