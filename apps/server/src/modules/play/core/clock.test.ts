import { describe, expect, it } from 'vitest';
import {
  berserkClock,
  type ClockState,
  clockView,
  flagAtMs,
  flaggedColor,
  newClock,
  pressClock,
  refundDowntime,
  remainingMs,
  stopClock,
} from './clock';

const T0 = 1_767_225_600_000;

/** 3+2 after 1.e4 (at T0) e5 (at T0 + 4 s): white's clock runs from T0 + 4 s. */
const started = (): ClockState =>
  pressClock(pressClock(newClock({ initial: 180, increment: 2 }), 'white', T0, 0), 'black', T0 + 4000, 0);

describe('newClock', () => {
  it('gives both sides the initial time, not running', () => {
    const clock = newClock({ initial: 180, increment: 2 });
    expect(clock).toEqual({
      incrementMs: { white: 2000, black: 2000 },
      white: 180_000,
      black: 180_000,
      plies: 0,
      running: null,
    });
    expect(clockView(clock, T0)).toEqual({ white: 180_000, black: 180_000, running: null, at: T0 });
  });
});

describe('berserkClock', () => {
  const tc = { initial: 180, increment: 2 };

  it("halves the berserk side's time and takes its increment, the other side keeps both", () => {
    const clock = berserkClock(newClock(tc), 'black', tc);
    expect(clock.black).toBe(90_000);
    expect(clock.white).toBe(180_000);
    expect(clock.incrementMs).toEqual({ white: 2000, black: 0 });
  });

  it('rounds an odd number of seconds down to whole seconds', () => {
    const odd = { initial: 45, increment: 0 };
    expect(berserkClock(newClock(odd), 'white', odd).white).toBe(22_000);
  });

  it('gives each side its own increment as the clock is pressed', () => {
    const white = berserkClock(newClock(tc), 'white', tc);
    let clock = pressClock(pressClock(white, 'white', T0, 0), 'black', T0 + 1000, 0);
    clock = pressClock(clock, 'white', T0 + 4000, 0);
    expect(clock.white).toBe(87_000);
    clock = pressClock(clock, 'black', T0 + 7000, 0);
    expect(clock.black).toBe(179_000);
  });
});

describe('pressClock', () => {
  it('charges nothing and adds no increment for the first move of each side', () => {
    const afterWhite = pressClock(newClock({ initial: 180, increment: 2 }), 'white', T0 + 30_000, 500);
    expect(clockView(afterWhite, T0 + 60_000)).toEqual({
      white: 180_000,
      black: 180_000,
      running: null,
      at: T0 + 60_000,
    });
    const afterBlack = pressClock(afterWhite, 'black', T0 + 90_000, 500);
    expect(afterBlack.running).toEqual({ color: 'white', since: T0 + 90_000 });
    expect(clockView(afterBlack, T0 + 91_000)).toEqual({
      white: 179_000,
      black: 180_000,
      running: 'white',
      at: T0 + 91_000,
    });
  });

  it('charges the time since the last press less the compensation, then adds the increment', () => {
    const clock = pressClock(started(), 'white', T0 + 7000, 200);
    expect(clock.white).toBe(180_000 - (3000 - 200) + 2000);
    expect(clock.running).toEqual({ color: 'black', since: T0 + 7000 });
    expect(remainingMs(clock, 'black', T0 + 8500)).toBe(178_500);
    expect(remainingMs(clock, 'white', T0 + 8500)).toBe(179_200);
  });

  it('lets compensation cancel the charge but never add time', () => {
    const clock = pressClock(started(), 'white', T0 + 4100, 500);
    expect(clock.white).toBe(180_000 + 2000);
  });

  it('charges nothing when the press is stamped before the clock started (clock skew)', () => {
    expect(pressClock(started(), 'white', T0 + 3000, 0).white).toBe(182_000);
  });

  it('stops a mover whose time ran out at zero, without increment, and flags it', () => {
    // 2 minutes on the clock; the move arrives 121 s after white's clock started, 0.5 s of it lag.
    const late = pressClock({ ...started(), white: 120_000 }, 'white', T0 + 4000 + 121_000, 500);
    expect(late).toMatchObject({ white: 0, running: null, plies: 2 });
    expect(flaggedColor(late, T0 + 200_000)).toBe('white');
    const justInTime = pressClock({ ...started(), white: 120_000 }, 'white', T0 + 4000 + 120_400, 500);
    expect(justInTime.white).toBe(100 + 2000);
    expect(flaggedColor(justInTime, T0 + 4000 + 120_400)).toBeNull();
  });

  it('flags a move that uses the last millisecond exactly', () => {
    const clock = pressClock({ ...started(), white: 3000 }, 'white', T0 + 7000, 0);
    expect(clock).toMatchObject({ white: 0, running: null });
  });

  it('refuses a press by the side whose clock is not expected to move', () => {
    expect(() => pressClock(newClock({ initial: 60, increment: 0 }), 'black', T0, 0)).toThrow(
      /black moved at ply 0/,
    );
    expect(() => pressClock(started(), 'black', T0 + 5000, 0)).toThrow(
      /black moved at ply 2 with white clock/,
    );
    const flagged = pressClock({ ...started(), white: 1 }, 'white', T0 + 9000, 0);
    expect(() => pressClock(flagged, 'white', T0 + 9000, 0)).toThrow(/no clock running/);
  });

  it('leaves the clock it was given untouched', () => {
    const clock = started();
    pressClock(clock, 'white', T0 + 7000, 0);
    expect(clock.white).toBe(180_000);
  });
});

describe('flaggedColor and flagAtMs', () => {
  it('names the running side once its time is gone, and says when that happens', () => {
    const clock = started();
    expect(flagAtMs(clock)).toBe(T0 + 4000 + 180_000);
    expect(flaggedColor(clock, T0 + 4000 + 179_999)).toBeNull();
    expect(flaggedColor(clock, T0 + 4000 + 180_000)).toBe('white');
    expect(remainingMs(clock, 'white', T0 + 4000 + 999_999)).toBe(0);
  });

  it('has nothing to wait for while the clock is stopped', () => {
    expect(flagAtMs(newClock({ initial: 60, increment: 0 }))).toBeNull();
    expect(flaggedColor(newClock({ initial: 60, increment: 0 }), T0 + 999_999)).toBeNull();
  });
});

describe('stopClock', () => {
  it('freezes the running side at what it had left', () => {
    const stopped = stopClock(started(), T0 + 10_000);
    expect(stopped).toMatchObject({ white: 174_000, black: 180_000, running: null });
    expect(clockView(stopped, T0 + 99_000)).toEqual({
      white: 174_000,
      black: 180_000,
      running: null,
      at: T0 + 99_000,
    });
    expect(stopClock(stopped, T0 + 99_000)).toBe(stopped);
  });
});

describe('refundDowntime', () => {
  it('shows after a restart what both clocks showed at the last acknowledged move', () => {
    const clock = pressClock(started(), 'white', T0 + 7000, 0);
    // The server stops after the ack at T0 + 7 s and is back a minute later.
    const restarted = refundDowntime(clock, T0 + 7000, T0 + 67_000);
    expect(clockView(restarted, T0 + 67_000)).toEqual({
      white: 179_000,
      black: 180_000,
      running: 'black',
      at: T0 + 67_000,
    });
    expect(remainingMs(restarted, 'black', T0 + 68_000)).toBe(179_000);
  });

  it('charges nothing twice when the ack came before the clock started', () => {
    const restarted = refundDowntime(started(), T0, T0 + 60_000);
    expect(restarted).toMatchObject({ white: 180_000, running: { color: 'white', since: T0 + 60_000 } });
  });

  it('leaves a stopped clock alone', () => {
    const clock = newClock({ initial: 60, increment: 0 });
    expect(refundDowntime(clock, T0, T0 + 60_000)).toBe(clock);
  });
});
