/**
 * The server's game clock, as plain data so it can be stored with the game. Time is always a
 * parameter (epoch ms); nothing here reads the system clock.
 *
 * Like lichess, the clock starts only once both sides have moved: the first move of each side
 * costs no time and earns no increment, and before then the game can only be aborted.
 */
import { type ClockView, COLORS, type Color, opposite, type TimeControl } from '@kingside/contract';

export interface ClockState {
  /** Each side's increment: a side that went berserk (arena games) has none. */
  readonly incrementMs: Readonly<Record<Color, number>>;
  /** Milliseconds left; for the running side, as of `running.since`. */
  readonly white: number;
  readonly black: number;
  /** Moves charged or counted so far: the clock runs from the second. */
  readonly plies: number;
  readonly running: { readonly color: Color; readonly since: number } | null;
}

export function newClock(tc: TimeControl): ClockState {
  const initial = tc.initial * 1000;
  const incrementMs = tc.increment * 1000;
  return {
    incrementMs: { white: incrementMs, black: incrementMs },
    white: initial,
    black: initial,
    plies: 0,
    running: null,
  };
}

/** A side's time control once it went berserk: half the time (whole seconds down), no increment. */
export const berserkTc = (tc: TimeControl): TimeControl => ({
  initial: Math.floor(tc.initial / 2),
  increment: 0,
});

/**
 * `color` goes berserk: its clock starts from half the time control, without increment. Only
 * before its own first move, so its clock has not been charged yet (the caller checks that).
 */
export function berserkClock(clock: ClockState, color: Color, tc: TimeControl): ClockState {
  return {
    ...clock,
    [color]: berserkTc(tc).initial * 1000,
    incrementMs: { ...clock.incrementMs, [color]: 0 },
  };
}

export function remainingMs(clock: ClockState, color: Color, nowMs: number): number {
  if (clock.running?.color !== color) return clock[color];
  // A clock read on a node whose time lags the one that pressed it must not gain time.
  return Math.max(0, clock[color] - Math.max(0, nowMs - clock.running.since));
}

/**
 * `color` has just moved at `nowMs`: charge the time since its clock started, less the lag
 * compensation (which can cancel the charge but never add time), add the increment and start the
 * opponent's clock. A move that arrives after the mover's time ran out is not charged: the mover's
 * clock stops at zero with no increment, and `flaggedColor` names it.
 *
 * Throws when `color` is not the side whose move the clock expects: the rules refuse such a move
 * before any clock sees it, so reaching this is a bug.
 */
export function pressClock(
  clock: ClockState,
  color: Color,
  nowMs: number,
  compensationMs: number,
): ClockState {
  const expected: Color = clock.plies % 2 === 0 ? 'white' : 'black';
  if (color !== expected || (clock.plies >= 2 && clock.running?.color !== color)) {
    throw new Error(
      `pressClock: ${color} moved at ply ${clock.plies} with ${clock.running?.color ?? 'no'} clock running`,
    );
  }
  const plies = clock.plies + 1;
  if (plies === 1) return { ...clock, plies };
  if (plies === 2) return { ...clock, plies, running: { color: 'white', since: nowMs } };
  const elapsed = Math.max(0, nowMs - (clock.running?.since ?? nowMs));
  const charged = Math.max(0, elapsed - Math.max(0, compensationMs));
  const left = clock[color] - charged;
  if (left <= 0) return { ...clock, [color]: 0, running: null };
  return {
    ...clock,
    [color]: left + clock.incrementMs[color],
    plies,
    running: { color: opposite(color), since: nowMs },
  };
}

/** Freezes both clocks at `nowMs`, for a game that has just ended. */
export function stopClock(clock: ClockState, nowMs: number): ClockState {
  if (!clock.running) return clock;
  return { ...clock, [clock.running.color]: remainingMs(clock, clock.running.color, nowMs), running: null };
}

/** The side whose time has run out at `nowMs`, if any. */
export function flaggedColor(clock: ClockState, nowMs: number): Color | null {
  return COLORS.find((color) => remainingMs(clock, color, nowMs) <= 0) ?? null;
}

/** When the running side's time runs out if it does not move: what the flag sweeper waits for. */
export const flagAtMs = (clock: ClockState): number | null =>
  clock.running ? clock.running.since + clock[clock.running.color] : null;

export function clockView(clock: ClockState, nowMs: number): ClockView {
  return {
    white: remainingMs(clock, 'white', nowMs),
    black: remainingMs(clock, 'black', nowMs),
    running: clock.running?.color ?? null,
    at: nowMs,
  };
}

/**
 * After a server restart: both clocks go back to what they showed at the last acknowledged move
 * and the running one restarts at `nowMs`, so nobody loses time to the downtime.
 */
export function refundDowntime(clock: ClockState, lastAckAtMs: number, nowMs: number): ClockState {
  if (!clock.running) return clock;
  const { color } = clock.running;
  return { ...clock, [color]: remainingMs(clock, color, lastAckAtMs), running: { color, since: nowMs } };
}
