import { describe, expect, it } from 'vitest';
import { countStreak, localDate, localDates } from './streaks';

const days = (...dates: string[]) => dates;

describe('localDate', () => {
  it('is the member’s own date, not UTC’s', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-03-01');
    expect(localDate(at, 'Europe/Berlin')).toBe('2026-03-02');
    expect(localDate(at, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDate(new Date('2026-03-01T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T10:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-02-28');
    // Nepal is UTC+5:45: 18:14Z is 23:59 there, 18:15Z already the next day.
    expect(localDate(new Date('2026-03-01T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-03-01');
    expect(localDate(new Date('2026-03-01T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-03-02');
  });

  it('counts a day across a spring-forward change as one day (New York, 2026-03-08 is 23 hours)', () => {
    const zone = 'America/New_York';
    // 00:30 EST on the 8th, then 23:30 EDT the same day, then 00:30 EDT on the 9th.
    const played = ['2026-03-08T05:30:00Z', '2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z'].map((at) =>
      localDate(new Date(at), zone),
    );
    expect(played).toEqual(['2026-03-08', '2026-03-08', '2026-03-09']);
    expect(countStreak(played, '2026-03-09', 0)).toEqual({ current: 2, longest: 2, today: true, frozen: 0 });
  });

  it('counts a day across a fall-back change as one day (Berlin, 2026-10-25 is 25 hours)', () => {
    const zone = 'Europe/Berlin';
    // 00:10 CEST on the 25th, 23:50 CET the same day: one day, 25 hours apart in all.
    const played = ['2026-10-24T22:10:00Z', '2026-10-25T22:50:00Z', '2026-10-25T23:10:00Z'].map((at) =>
      localDate(new Date(at), zone),
    );
    expect(played).toEqual(['2026-10-25', '2026-10-25', '2026-10-26']);
    expect(countStreak(played, '2026-10-26', 0).current).toBe(2);
  });

  it('gives the same instants different streaks in different zones', () => {
    // Every day at 23:00 UTC for three days, and not at all on the fourth.
    const instants = ['2026-05-01T23:00:00Z', '2026-05-02T23:00:00Z', '2026-05-03T23:00:00Z'].map(
      (at) => new Date(at),
    );
    const now = new Date('2026-05-05T12:00:00Z');
    const inZone = (zone: string) =>
      countStreak(
        instants.map((at) => localDate(at, zone)),
        localDate(now, zone),
        0,
      );
    // London (UTC+1): the games fell on May 2, 3 and 4; today is the 5th: still alive.
    expect(inZone('Europe/London')).toEqual({ current: 3, longest: 3, today: false, frozen: 0 });
    // Los Angeles (UTC−7): May 1, 2, 3; today the 5th: the 4th was missed.
    expect(inZone('America/Los_Angeles')).toEqual({ current: 0, longest: 3, today: false, frozen: 0 });
  });
});

describe('localDates', () => {
  it('gives each instant the date localDate gives, across DST changes and odd offsets', () => {
    const zones = [
      'America/New_York',
      'Europe/Berlin',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'Pacific/Kiritimati',
      'UTC',
    ];
    // Every 17 minutes through 2026, so each DST change (and Lord Howe's half-hour one) falls among them.
    const instants: Date[] = [];
    for (
      let ms = Date.parse('2026-01-01T00:00:00Z');
      ms < Date.parse('2027-01-01T00:00:00Z');
      ms += 17 * 60_000
    )
      instants.push(new Date(ms + (ms % 997)));
    for (const zone of zones) {
      expect(localDates(instants, zone)).toEqual(instants.map((at) => localDate(at, zone)));
    }
  });
});

describe('countStreak', () => {
  it('is zero without games', () => {
    expect(countStreak([], '2026-01-10', 3)).toEqual({ current: 0, longest: 0, today: false, frozen: 0 });
  });

  it('counts today, or keeps yesterday’s streak alive while today is open', () => {
    expect(countStreak(days('2026-01-08', '2026-01-09', '2026-01-10'), '2026-01-10', 0)).toEqual({
      current: 3,
      longest: 3,
      today: true,
      frozen: 0,
    });
    expect(countStreak(days('2026-01-08', '2026-01-09'), '2026-01-10', 0)).toEqual({
      current: 2,
      longest: 2,
      today: false,
      frozen: 0,
    });
    expect(countStreak(days('2026-01-07', '2026-01-08'), '2026-01-10', 0).current).toBe(0);
  });

  it('keeps the longest of several, with repeats and any order', () => {
    const played = days('2026-01-05', '2026-01-01', '2026-01-02', '2026-01-02', '2026-01-03', '2026-01-09');
    expect(countStreak(played, '2026-01-09', 0)).toEqual({ current: 1, longest: 3, today: true, frozen: 0 });
  });

  it('crosses month and year ends, and leap days', () => {
    expect(countStreak(days('2025-12-31', '2026-01-01'), '2026-01-01', 0).current).toBe(2);
    expect(countStreak(days('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01', 0).current).toBe(3);
    expect(countStreak(days('2027-02-28', '2027-03-01'), '2027-03-01', 0).current).toBe(2);
  });

  it('bridges missed days with the month’s freezes, and no more', () => {
    // One missed day (Jan 3) with one freeze a month: one streak of 4 played days.
    const played = days('2026-01-01', '2026-01-02', '2026-01-04', '2026-01-05');
    expect(countStreak(played, '2026-01-05', 1)).toEqual({ current: 4, longest: 4, today: true, frozen: 1 });
    expect(countStreak(played, '2026-01-05', 0)).toEqual({ current: 2, longest: 2, today: true, frozen: 0 });
    // A second gap in the same month finds the freeze spent.
    const twice = days('2026-01-01', '2026-01-03', '2026-01-05');
    expect(countStreak(twice, '2026-01-05', 1)).toEqual({ current: 1, longest: 2, today: true, frozen: 0 });
    // A new month brings new freezes.
    const months = days('2026-01-29', '2026-01-31', '2026-02-02');
    expect(countStreak(months, '2026-02-02', 1)).toEqual({ current: 3, longest: 3, today: true, frozen: 2 });
  });

  it('bridges the days missed before today, but never today itself', () => {
    expect(countStreak(days('2026-01-01', '2026-01-02'), '2026-01-04', 1)).toEqual({
      current: 2,
      longest: 2,
      today: false,
      frozen: 1,
    });
    expect(countStreak(days('2026-01-01', '2026-01-02'), '2026-01-05', 1).current).toBe(0);
  });

  it('ignores days after today (a clock behind the server’s)', () => {
    expect(countStreak(days('2026-01-01', '2026-01-02', '2026-01-03'), '2026-01-02', 0)).toEqual({
      current: 2,
      longest: 2,
      today: true,
      frozen: 0,
    });
  });
});
