import type { QuotaPeriod } from '@kingside/contract';

/**
 * A member's own calendar, from their IANA timezone with nothing but Intl: quotas renew at their
 * midnight (or Monday's, for weekly ones), and Insights counts the hour of their day.
 */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The stored timezone when Intl knows it; anything else (null, a typo, a zone since removed) is UTC. */
export function zoneOrUtc(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    formatterFor(zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `zone` at an instant. */
export function wallTime(at: Date, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
export function offsetAt(ms: number, zone: string): number {
  const w = wallTime(new Date(ms), zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

const sameDate = (a: WallTime, year: number, month: number, day: number) =>
  a.year === year && a.month === month && a.day === day;

/**
 * The first instant of a local date. Usually its midnight; where a DST change skips midnight
 * (clocks jump 00:00 → 01:00), the jump itself. The offsets a day either side cover every case,
 * since no zone changes its offset twice within two days.
 */
export function startOfLocalDate(year: number, month: number, day: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  const normal = new Date(wall);
  const [y, m, d] = [normal.getUTCFullYear(), normal.getUTCMonth() + 1, normal.getUTCDate()];
  const candidates = [wall - DAY_MS, wall, wall + DAY_MS]
    .map((probe) => wall - offsetAt(probe, zone))
    .filter((ms) => sameDate(wallTime(new Date(ms), zone), y, m, d));
  return new Date(Math.min(...candidates));
}

/** The member's current day or ISO week (Monday first): when it began and when the next one begins. */
export function periodAt(at: Date, per: QuotaPeriod, zone: string): { start: Date; end: Date } {
  const today = wallTime(at, zone);
  let first = Date.UTC(today.year, today.month - 1, today.day);
  if (per === 'week') first -= ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const length = per === 'week' ? 7 : 1;
  const startOf = (ms: number) => {
    const date = new Date(ms);
    return startOfLocalDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), zone);
  };
  return { start: startOf(first), end: startOf(first + length * DAY_MS) };
}
