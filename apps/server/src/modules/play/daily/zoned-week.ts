/**
 * Weekends in a member's own time zone, with nothing but Intl: a daily game with the weekend
 * pause stops counting from the mover's Saturday 00:00 to Monday 00:00. An unknown zone is UTC.
 */
const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The zone when Intl knows it, else UTC. */
export function knownZone(zone: string | null): string {
  if (!zone) return 'UTC';
  try {
    formatFor(zone);
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The wall-clock time at `ms` in `zone`, as if it were UTC (ms). */
function wallMs(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    formatFor(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
}

/** The instant whose wall-clock time in `zone` is `wall` (DST: the offset after the change). */
function instantOf(wall: number, zone: string): number {
  let guess = wall - (wallMs(wall, zone) - wall);
  guess = wall - (wallMs(guess, zone) - guess);
  return guess;
}

/**
 * The weekend that contains `ms` or, if none does, the next one: [Saturday 00:00, Monday 00:00)
 * in `zone`, as instants.
 */
export function weekendAround(ms: number, zone: string): { from: number; to: number } {
  const wall = wallMs(ms, zone);
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = new Date(midnight).getUTCDay(); // 0 Sunday … 6 Saturday
  const saturday = midnight + (weekday === 0 ? -1 : 6 - weekday) * DAY_MS;
  return { from: instantOf(saturday, zone), to: instantOf(saturday + 2 * DAY_MS, zone) };
}
