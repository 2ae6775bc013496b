import type { ClockView, Color, TimeControl } from '@kingside/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A clock reading: `3:00`, `1:05:00` past an hour, and tenths under ten seconds (`0:09.4`). Time is
 * cut, never rounded up, so a clock never shows more than is left.
 */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const totalSeconds = Math.floor(left / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** Time left for `color` at `serverNow`: the running side's clock counts down from `at`. */
export function remainingMs(clock: ClockView, color: Color, serverNow: number): number {
  const base = clock[color];
  if (clock.running !== color) return Math.max(0, base);
  return Math.max(0, base - Math.max(0, serverNow - clock.at));
}

/** lichess's emergency threshold: an eighth of the initial time, between 10 and 60 seconds. */
export function lowTimeMs(tc: TimeControl): number {
  return Math.min(60, Math.max(10, tc.initial / 8)) * 1000;
}

/** Elapsed time, whole seconds: `0:07`, `2:15`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}
