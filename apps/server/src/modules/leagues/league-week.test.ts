import { describe, expect, it } from 'vitest';
import { leagueWeekOf } from './league-week';

describe('leagueWeekOf', () => {
  it('runs Monday to Monday in the member’s own time zone', () => {
    // Sunday 2026-11-29 23:30 in New York is Monday 04:30 UTC: still the week of Monday the 23rd there.
    const at = new Date('2026-11-30T04:30:00Z');
    expect(leagueWeekOf(at, 'America/New_York')).toEqual({
      week: '2026-11-23',
      start: new Date('2026-11-23T05:00:00Z'),
      end: new Date('2026-11-30T05:00:00Z'),
    });
    expect(leagueWeekOf(at, 'UTC')).toEqual({
      week: '2026-11-30',
      start: new Date('2026-11-30T00:00:00Z'),
      end: new Date('2026-12-07T00:00:00Z'),
    });
  });

  it('takes an unknown or missing zone as UTC', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(leagueWeekOf(at, 'Mars/Olympus').week).toBe('2026-11-23');
    expect(leagueWeekOf(at, null).end).toEqual(new Date('2026-11-30T00:00:00Z'));
  });
});
