import { startOfLocalDate, wallTime, zoneOrUtc } from '../../entitlements';

/**
 * Weekends in a member's own time zone, on the calendar entitlements already keeps: a daily game
 * with the weekend pause stops counting from the mover's Saturday 00:00 to Monday 00:00.
 */
const DAY_MS = 86_400_000;

/** The zone when Intl knows it, else UTC. */
export const knownZone = (zone: string | null): string => zoneOrUtc(zone);

/**
 * The weekend that contains `ms` or, if none does, the next one: [Saturday 00:00, Monday 00:00)
 * in `zone`, as instants (where DST skips a midnight, the first instant of that date).
 */
export function weekendAround(ms: number, zone: string): { from: number; to: number } {
  const today = wallTime(new Date(ms), zone);
  const midnight = Date.UTC(today.year, today.month - 1, today.day);
  const weekday = new Date(midnight).getUTCDay(); // 0 Sunday … 6 Saturday
  const saturday = midnight + (weekday === 0 ? -1 : 6 - weekday) * DAY_MS;
  const startOf = (wall: number) => {
    const date = new Date(wall);
    return startOfLocalDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), zone).getTime();
  };
  return { from: startOf(saturday), to: startOf(saturday + 2 * DAY_MS) };
}
