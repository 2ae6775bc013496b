import { STREAK_RELEASE_DEFAULT_DATE } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { isReadableUserItem, isUserItem, offersStreaksIntro, offersYearIntro } from './introductions';

describe('the streaks introduction (§4, release 2024-06-20 by default)', () => {
  const release = STREAK_RELEASE_DEFAULT_DATE;

  it('defaults to the §9 date', () => {
    expect(release).toBe('2024-06-20');
  });

  it('is offered to a member registered the day before, even at its last minute', () => {
    expect(offersStreaksIntro(new Date('2024-06-19T00:00:00Z'), release, false)).toBe(true);
    expect(offersStreaksIntro(new Date('2024-06-19T23:59:59.999Z'), release, false)).toBe(true);
  });

  it('is not offered to a member registered on the day or the day after', () => {
    expect(offersStreaksIntro(new Date('2024-06-20T00:00:00Z'), release, false)).toBe(false);
    expect(offersStreaksIntro(new Date('2024-06-20T12:00:00Z'), release, false)).toBe(false);
    expect(offersStreaksIntro(new Date('2024-06-21T00:00:00Z'), release, false)).toBe(false);
  });

  it('is not offered again once the member has been introduced', () => {
    expect(offersStreaksIntro(new Date('2020-01-01T00:00:00Z'), release, true)).toBe(false);
  });

  it('follows a configured release date', () => {
    expect(offersStreaksIntro(new Date('2025-01-09T00:00:00Z'), '2025-01-10', false)).toBe(true);
    expect(offersStreaksIntro(new Date('2025-01-10T00:00:00Z'), '2025-01-10', false)).toBe(false);
  });
});

describe('the year-in-chess introduction', () => {
  it('is offered until the member has been introduced', () => {
    expect(offersYearIntro(false)).toBe(true);
    expect(offersYearIntro(true)).toBe(false);
  });
});

describe('item names (§7)', () => {
  it('are exactly the three of §7, two of them readable', () => {
    for (const item of ['introducedToStreaks', 'introducedToYearInChess', 'closedYearInChessBanner'])
      expect(isUserItem(item), item).toBe(true);
    expect(isReadableUserItem('introducedToStreaks')).toBe(true);
    expect(isReadableUserItem('introducedToYearInChess')).toBe(true);
    expect(isReadableUserItem('closedYearInChessBanner')).toBe(false);
    for (const item of ['introducedtostreaks', 'introducedToYearInchess', 'toString', '__proto__', ''])
      expect(isUserItem(item), item).toBe(false);
  });
});
