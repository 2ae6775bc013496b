import { describe, expect, it } from 'vitest';
import { DAY_MS, dailyDeadline } from './daily-deadline';
import { weekendAround } from './zoned-week';

const at = (iso: string) => new Date(iso);

describe('dailyDeadline', () => {
  it('is the turn start plus the days per move', () => {
    expect(dailyDeadline({ turnStart: at('2026-03-02T10:00:00Z'), days: 3, pauses: [] })).toEqual(
      at('2026-03-05T10:00:00Z'),
    );
  });

  it('moves by the length of a vacation that falls inside the turn', () => {
    const pause = { from: at('2026-03-03T00:00:00Z'), to: at('2026-03-05T00:00:00Z') };
    expect(dailyDeadline({ turnStart: at('2026-03-02T10:00:00Z'), days: 1, pauses: [pause] })).toEqual(
      at('2026-03-05T10:00:00Z'),
    );
  });

  it('starts counting when a vacation running at the turn start ends', () => {
    const pause = { from: at('2026-03-01T00:00:00Z'), to: at('2026-03-04T12:00:00Z') };
    expect(dailyDeadline({ turnStart: at('2026-03-02T10:00:00Z'), days: 2, pauses: [pause] })).toEqual(
      at('2026-03-06T12:00:00Z'),
    );
  });

  it('ignores vacations over before the turn or starting after the deadline', () => {
    const pauses = [
      { from: at('2026-02-01T00:00:00Z'), to: at('2026-02-10T00:00:00Z') },
      { from: at('2026-03-06T00:00:00Z'), to: at('2026-03-20T00:00:00Z') },
    ];
    expect(dailyDeadline({ turnStart: at('2026-03-02T10:00:00Z'), days: 3, pauses })).toEqual(
      at('2026-03-05T10:00:00Z'),
    );
  });

  it('counts overlapping vacations (both players away) once', () => {
    const pauses = [
      { from: at('2026-03-03T00:00:00Z'), to: at('2026-03-05T00:00:00Z') },
      { from: at('2026-03-04T00:00:00Z'), to: at('2026-03-06T00:00:00Z') },
    ];
    expect(dailyDeadline({ turnStart: at('2026-03-02T10:00:00Z'), days: 1, pauses })).toEqual(
      at('2026-03-06T10:00:00Z'),
    );
  });

  it('skips the weekend with the weekend pause (Friday 2026-03-06 → Monday)', () => {
    const input = { turnStart: at('2026-03-06T10:00:00Z'), days: 1, pauses: [] };
    expect(dailyDeadline(input)).toEqual(at('2026-03-07T10:00:00Z'));
    expect(dailyDeadline({ ...input, weekendZone: 'UTC' })).toEqual(at('2026-03-09T10:00:00Z'));
  });

  it("uses the mover's own weekend: Saturday starts earlier in Tokyo", () => {
    // Friday 16:00 UTC is Saturday 01:00 in Tokyo: the count waits for Monday 00:00 JST (Sunday 15:00 UTC).
    const turnStart = at('2026-03-06T16:00:00Z');
    expect(dailyDeadline({ turnStart, days: 1, pauses: [], weekendZone: 'Asia/Tokyo' })).toEqual(
      at('2026-03-09T15:00:00Z'),
    );
  });

  it('treats an unknown zone as UTC', () => {
    const turnStart = at('2026-03-06T10:00:00Z');
    expect(dailyDeadline({ turnStart, days: 1, pauses: [], weekendZone: 'Mars/Olympus' })).toEqual(
      at('2026-03-09T10:00:00Z'),
    );
  });

  it('spans several weekends for 14 days', () => {
    const turnStart = at('2026-03-02T00:00:00Z'); // a Monday
    const deadline = dailyDeadline({ turnStart, days: 14, pauses: [], weekendZone: 'UTC' });
    expect(deadline).toEqual(new Date(turnStart.getTime() + 18 * DAY_MS));
  });
});

describe('weekendAround', () => {
  it('finds the weekend across a DST change (New York, 2026-03-08)', () => {
    const weekend = weekendAround(Date.parse('2026-03-04T12:00:00Z'), 'America/New_York');
    expect(new Date(weekend.from)).toEqual(at('2026-03-07T05:00:00Z'));
    expect(new Date(weekend.to)).toEqual(at('2026-03-09T04:00:00Z'));
  });

  it('keeps a weekend whole where DST skips a midnight inside it (Santiago, Sunday 2026-09-06)', () => {
    // Chile's clocks jump from Sunday 00:00 to 01:00: the weekend is 47 hours, Saturday -04:00, Monday -03:00.
    const weekend = weekendAround(Date.parse('2026-09-02T12:00:00Z'), 'America/Santiago');
    expect(new Date(weekend.from)).toEqual(at('2026-09-05T04:00:00Z'));
    expect(new Date(weekend.to)).toEqual(at('2026-09-07T03:00:00Z'));
  });

  it('answers the weekend it is in, from Sunday too', () => {
    const weekend = weekendAround(Date.parse('2026-03-08T23:30:00Z'), 'UTC');
    expect(new Date(weekend.from)).toEqual(at('2026-03-07T00:00:00Z'));
    expect(new Date(weekend.to)).toEqual(at('2026-03-09T00:00:00Z'));
  });
});
