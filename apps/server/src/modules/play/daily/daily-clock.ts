/**
 * A daily game's clock as the game row's columns. The running side is the side to move from the
 * first ply; `clock_at` is when its turn started and its time is `deadline_at - clock_at`, so the
 * live clock arithmetic (remaining = time - elapsed) reads the days left, vacations included.
 * The other side shows a full turn.
 */
import type { ClockView, Color } from '@kingside/contract';
import type { GameRow as GameRowLike, NewGameRow } from '../play.tables';
import { DAY_MS, dailyDeadline } from './daily-deadline';
import type { DailyTerms } from './daily-terms';

export type DailyColumns = Required<
  Pick<NewGameRow, 'whiteMs' | 'blackMs' | 'clockRunning' | 'clockAt' | 'deadlineAt'>
>;

export interface DailyGameTerms {
  daysPerMove: number;
  weekendPause: boolean;
}

/** The columns of `mover`'s turn starting at `turnStart`. */
export function dailyTurn(
  game: DailyGameTerms,
  mover: Color,
  turnStart: Date,
  terms: DailyTerms,
): DailyColumns {
  const deadlineAt = dailyDeadline({
    turnStart,
    days: game.daysPerMove,
    pauses: terms.pauses,
    ...(game.weekendPause ? { weekendZone: terms.zones[mover] } : {}),
  });
  const full = game.daysPerMove * DAY_MS;
  const moverMs = deadlineAt.getTime() - turnStart.getTime();
  return {
    whiteMs: mover === 'white' ? moverMs : full,
    blackMs: mover === 'black' ? moverMs : full,
    clockRunning: mover,
    clockAt: turnStart,
    deadlineAt,
  };
}

/** A daily game's clock for the view: the mover's time is what is left until the deadline. */
export function dailyClockView(
  row: Pick<GameRowLike, 'whiteMs' | 'blackMs' | 'clockRunning' | 'deadlineAt' | 'status' | 'clockAt'>,
  now: Date,
): ClockView {
  const running = row.status === 'started' ? (row.clockRunning as Color | null) : null;
  const left = (color: Color) =>
    running === color && row.deadlineAt
      ? Math.max(0, row.deadlineAt.getTime() - now.getTime())
      : row[`${color}Ms`];
  return { white: left('white'), black: left('black'), running, at: (running ? now : row.clockAt).getTime() };
}
