import type { Color, TimeControl } from '@kingside/contract';
import { berserkTc, type ClockState, flagAtMs, type LagTracker, newLagTracker } from './core';
import type { GameRow, NewGameRow } from './play.tables';

/** The game row's clock columns as the core's clock (plain data; the row stores it as columns). */
export function clockOf(row: GameRow, plies: number): ClockState {
  const running = row.clockRunning as Color | null;
  return {
    incrementMs: {
      white: sideTc(row, 'white').increment * 1000,
      black: sideTc(row, 'black').increment * 1000,
    },
    white: row.whiteMs,
    black: row.blackMs,
    plies,
    running: running ? { color: running, since: row.clockAt.getTime() } : null,
  };
}

/** A game row's clock columns. */
export type ClockColumns = Required<Pick<NewGameRow, 'whiteMs' | 'blackMs' | 'clockRunning' | 'clockAt'>>;

/**
 * The core's clock back as row columns; a stopped clock keeps the time it was stopped at. A clock
 * pressed now (every move) runs since `now`, and that Date serves: a Date is about a hundred bytes,
 * kept with the row until the game's next move (nothing here changes a Date in place).
 */
export function clockColumns(clock: ClockState, now: Date): ClockColumns {
  const since = clock.running?.since;
  return {
    whiteMs: clock.white,
    blackMs: clock.black,
    clockRunning: clock.running?.color ?? null,
    clockAt: since === undefined || since === now.getTime() ? now : new Date(since),
  };
}

/** The clock of a move event: both sides' time as of the move. */
export const clockEvent = (clock: ClockState, now: Date) => ({
  white: clock.white,
  black: clock.black,
  at: clock.running?.since ?? now.getTime(),
});

export const flagAt = (clock: ClockState): Date | null => {
  const at = flagAtMs(clock);
  return at === null ? null : new Date(at);
};

export const tcOf = (row: Pick<GameRow, 'initialSeconds' | 'incrementSeconds'>): TimeControl => ({
  initial: row.initialSeconds,
  increment: row.incrementSeconds,
});

type SideTcRow = Pick<GameRow, 'initialSeconds' | 'incrementSeconds' | 'whiteBerserk' | 'blackBerserk'>;

/** One side's own time control: the game's, or half of it without increment once that side went berserk. */
export const sideTc = (row: SideTcRow, color: Color): TimeControl =>
  (color === 'white' ? row.whiteBerserk : row.blackBerserk) ? berserkTc(tcOf(row)) : tcOf(row);

/** A side's lag tracker: the stored bank, or a fresh one before its first charged move. */
export function lagOf(row: GameRow, color: Color): LagTracker {
  const fresh = newLagTracker(sideTc(row, color));
  const bank = color === 'white' ? row.whiteLagBankMs : row.blackLagBankMs;
  return bank === null ? fresh : { ...fresh, bankMs: bank };
}
