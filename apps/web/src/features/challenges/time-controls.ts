import { QUICK_PAIRINGS, TIME_CONTROL_LIMITS } from '@kingside/contract';

/** Minutes a side for custom challenges: lichess's steps, from a quarter minute to three hours. */
export const MINUTE_STEPS = [
  0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 40, 45, 60, 90, 120, 150, 180,
].filter((minutes) => minutes * 60 <= TIME_CONTROL_LIMITS.initialMax);

export const INCREMENT_STEPS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 45, 60, 90, 120, 180,
].filter((seconds) => seconds <= TIME_CONTROL_LIMITS.incrementMax);

export const minuteLabel = (minutes: number): string =>
  ({ 0.25: '¼', 0.5: '½', 0.75: '¾', 1.5: '1½' })[minutes] ?? String(minutes);

export const DEFAULT_POOL = '10+0';
export const CUSTOM = 'custom';
export { QUICK_PAIRINGS };
