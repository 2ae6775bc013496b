import { describe, expect, it } from 'vitest';
import { periodAt, startOfLocalDate, wallTime, zoneOrUtc } from './local-time';

const period = (at: string, per: 'day' | 'week', zone: string) => {
  const { start, end } = periodAt(new Date(at), per, zone);
  return [start.toISOString(), end.toISOString()];
};

describe('periodAt: the member’s own day', () => {
  it('turns at midnight in Auckland (UTC+12 in June)', () => {
    expect(period('2026-06-01T11:59:59.999Z', 'day', 'Pacific/Auckland')).toEqual([
      '2026-05-31T12:00:00.000Z',
      '2026-06-01T12:00:00.000Z',
    ]);
    expect(period('2026-06-01T12:00:00.000Z', 'day', 'Pacific/Auckland')).toEqual([
      '2026-06-01T12:00:00.000Z',
      '2026-06-02T12:00:00.000Z',
    ]);
  });

  it('turns at midnight in Los Angeles (UTC−7 in June)', () => {
    expect(period('2026-06-02T06:59:59.999Z', 'day', 'America/Los_Angeles')).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-02T07:00:00.000Z',
    ]);
    expect(period('2026-06-02T07:00:00.000Z', 'day', 'America/Los_Angeles')).toEqual([
      '2026-06-02T07:00:00.000Z',
      '2026-06-03T07:00:00.000Z',
    ]);
  });

  it('has 23 and 25 hours on Los Angeles’s DST days', () => {
    expect(period('2026-03-08T12:00:00Z', 'day', 'America/Los_Angeles')).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
    ]);
    expect(period('2026-11-01T12:00:00Z', 'day', 'America/Los_Angeles')).toEqual([
      '2026-11-01T07:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('has 23 and 25 hours on Auckland’s DST days', () => {
    expect(period('2026-09-27T05:00:00Z', 'day', 'Pacific/Auckland')).toEqual([
      '2026-09-26T12:00:00.000Z',
      '2026-09-27T11:00:00.000Z',
    ]);
    expect(period('2026-04-05T05:00:00Z', 'day', 'Pacific/Auckland')).toEqual([
      '2026-04-04T11:00:00.000Z',
      '2026-04-05T12:00:00.000Z',
    ]);
  });

  it('starts a day whose midnight DST skips at the jump (Santiago, 00:00 → 01:00)', () => {
    const start = startOfLocalDate(2026, 9, 6, 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(wallTime(start, 'America/Santiago')).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(wallTime(new Date(start.getTime() - 1000), 'America/Santiago')).toMatchObject({
      day: 5,
      hour: 23,
    });
  });
});

describe('periodAt: the member’s ISO week', () => {
  it('runs Monday to Monday in the member’s zone', () => {
    expect(period('2026-06-03T12:00:00Z', 'week', 'America/Los_Angeles')).toEqual([
      '2026-06-01T07:00:00.000Z',
      '2026-06-08T07:00:00.000Z',
    ]);
    expect(period('2026-06-07T11:59:59Z', 'week', 'Pacific/Auckland')).toEqual([
      '2026-05-31T12:00:00.000Z',
      '2026-06-07T12:00:00.000Z',
    ]);
    expect(period('2026-06-07T12:00:00Z', 'week', 'Pacific/Auckland')).toEqual([
      '2026-06-07T12:00:00.000Z',
      '2026-06-14T12:00:00.000Z',
    ]);
  });
});

describe('zoneOrUtc', () => {
  it('keeps zones Intl knows and falls back to UTC for anything else', () => {
    expect(zoneOrUtc('Europe/Madrid')).toBe('Europe/Madrid');
    expect(zoneOrUtc(null)).toBe('UTC');
    expect(zoneOrUtc('')).toBe('UTC');
    expect(zoneOrUtc('Mars/Olympus_Mons')).toBe('UTC');
    expect(period('2026-06-01T23:59:59Z', 'day', zoneOrUtc('nope'))).toEqual([
      '2026-06-01T00:00:00.000Z',
      '2026-06-02T00:00:00.000Z',
    ]);
  });
});
