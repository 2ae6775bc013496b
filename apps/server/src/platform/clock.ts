/** The platform clock: every timeout, expiry, quota and game clock reads it, so tests can move time. */
export interface Clock {
  now(): Date;
}

/** A clock an operator may move forward: the test clock of `clock:advance` (ManualClock in tests). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements MovableClock {
  private ms: number;
  constructor(start: Date | number = Date.UTC(2026, 0, 1)) {
    this.ms = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
  set(at: Date): void {
    this.ms = at.getTime();
  }
}

/**
 * Real time plus an offset that only grows (`KINGSIDE_TEST_CLOCK=1`, refused in production): live
 * clocks keep running, and `kingside clock:advance 2d` lets an end-to-end test live through the days
 * of a daily game.
 */
export class OffsetClock implements MovableClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('The clock moves forward only.');
    this.offsetMs += ms;
  }
}
