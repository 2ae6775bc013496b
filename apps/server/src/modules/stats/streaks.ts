import type { StreakCount } from '@kingside/contract';
import { offsetAt, wallTime } from '../entitlements';
import type { EndedWindow, MemberStats } from '../play';

/**
 * Daily streaks, counted on the member's own calendar. Instants become local dates with the
 * member's IANA zone (Intl knows each DST change), and from then on only calendar dates are
 * compared, so a 23- or 25-hour day is one day like any other.
 */

/**
 * Where the days a member solved something (a puzzle; lesson steps later) come from: the puzzles
 * module, wired in services.ts. Without a source there is no solving streak to show.
 */
export interface SolveDays {
  /** When the member solved something in the window, newest first (counted as days in their own zone). */
  solvedAt(userId: number, window: { from?: Date; to?: Date }): Promise<Date[]>;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The member's date (`YYYY-MM-DD`) at an instant, in their zone. */
export function localDate(at: Date, zone: string): string {
  const w = wallTime(at, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * Many instants' local dates, as `localDate` gives them, with two Intl reads per UTC day instead of
 * one per instant: a day whose offset is the same at both ends has it throughout (no zone changes
 * its offset twice in a day); a day with a change asks Intl for each instant. Ten thousand games
 * took 100 ms one by one.
 */
export function localDates(instants: readonly Date[], zone: string): string[] {
  const offsets = new Map<number, number | null>();
  return instants.map((at) => {
    const ms = at.getTime();
    const day = Math.floor(ms / DAY_MS);
    let offset = offsets.get(day);
    if (offset === undefined) {
      const [start, end] = [offsetAt(day * DAY_MS, zone), offsetAt((day + 1) * DAY_MS - 1000, zone)];
      offset = start === end ? start : null;
      offsets.set(day, offset);
    }
    return offset === null ? localDate(at, zone) : new Date(ms + offset).toISOString().slice(0, 10);
  });
}

/**
 * The member's dates with a finished game, grouped by the database (one row a day); counted here
 * from every game's end when the database's time zone data lacks the member's zone.
 */
export async function playedDates(
  stats: Pick<MemberStats, 'playedDates' | 'endedAt'>,
  userId: number,
  zone: string,
  window: EndedWindow = {},
): Promise<string[]> {
  try {
    return await stats.playedDates(userId, zone, window);
  } catch {
    return localDates(await stats.endedAt(userId, window), zone);
  }
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The current and longest streak from the dates played (any order, repeats allowed). Up to
 * `freezesPerMonth` missed days in each calendar month are bridged (the streak goes on but a
 * frozen day adds nothing). While today is still open, a streak that reached yesterday is current.
 */
export function countStreak(dates: Iterable<string>, today: string, freezesPerMonth: number): StreakCount {
  const days = [...new Set(dates)]
    .map(dayNumber)
    .filter((day) => Number.isFinite(day))
    .sort((a, b) => a - b);
  const todayNumber = dayNumber(today);
  const used = new Map<string, number>();
  /** Bridges the days strictly between `from` and `to` with freezes: how many, or null when too few are left. */
  const bridge = (from: number, to: number): number | null => {
    const missed = to - from - 1;
    if (missed <= 0) return 0;
    if (missed > freezesPerMonth * 2) return null;
    const wanted = new Map<string, number>();
    for (let day = from + 1; day < to; day++) {
      const month = dateOf(day).slice(0, 7);
      wanted.set(month, (wanted.get(month) ?? 0) + 1);
    }
    for (const [month, count] of wanted) if ((used.get(month) ?? 0) + count > freezesPerMonth) return null;
    for (const [month, count] of wanted) used.set(month, (used.get(month) ?? 0) + count);
    return missed;
  };

  let longest = 0;
  let run = 0;
  let frozen = 0;
  let last: number | null = null;
  for (const day of days) {
    if (day > todayNumber) break;
    const bridged = last === null ? null : bridge(last, day);
    if (bridged === null) {
      run = 1;
      frozen = 0;
    } else {
      run++;
      frozen += bridged;
    }
    longest = Math.max(longest, run);
    last = day;
  }
  if (last === null) return { current: 0, longest: 0, today: false, frozen: 0 };
  const playedToday = last === todayNumber;
  // Today is not missed yet: only the days between the last one played and today need a freeze.
  const trailing = playedToday ? 0 : bridge(last, todayNumber);
  if (trailing === null) return { current: 0, longest, today: false, frozen: 0 };
  return { current: run, longest, today: playedToday, frozen: frozen + trailing };
}
