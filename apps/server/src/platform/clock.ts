/** The platform clock: every timeout, expiry, quota and game clock reads it, so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
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
