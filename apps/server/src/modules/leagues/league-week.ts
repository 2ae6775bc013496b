import { periodAt, wallTime, zoneOrUtc } from '../entitlements';

export interface LeagueWeek {
  /** The week's Monday as YYYY-MM-DD: the same name in every time zone. */
  week: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The member's week (Monday to Monday in their own time zone) that holds the instant. */
export function leagueWeekOf(at: Date, timezone: string | null | undefined): LeagueWeek {
  const zone = zoneOrUtc(timezone);
  const { start, end } = periodAt(at, 'week', zone);
  const monday = wallTime(start, zone);
  return { week: `${monday.year}-${pad(monday.month)}-${pad(monday.day)}`, start, end };
}
