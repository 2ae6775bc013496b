import { describe, expect, it } from 'vitest';
import { isBuiltFeature, isBuiltRoute } from './availability';
import { ENTITLEMENTS } from './entitlements';
import { ROUTES } from './routes';

describe('availability', () => {
  it('offers the pages that work and none of those still to be built', () => {
    expect(isBuiltRoute('play')).toBe(true);
    expect(isBuiltRoute('watch')).toBe(true);
    expect(isBuiltRoute('insights')).toBe(true);
    expect(isBuiltRoute('social')).toBe(true);
    expect(isBuiltRoute('news')).toBe(true);
    expect(isBuiltRoute('stats')).toBe(true);
    expect(isBuiltRoute('puzzles')).toBe(true);
    for (const name of ['learn', 'leagues', 'tournament', 'club_match'])
      expect(isBuiltRoute(name)).toBe(false);
  });

  it('keeps every page of the route table reachable except the unbuilt ones', () => {
    const built = Object.keys(ROUTES).filter(isBuiltRoute);
    expect(built.length).toBe(Object.keys(ROUTES).length - 4);
  });

  it('sells live and daily play, puzzles, insights, premium videos, no ads, vacation days and streak freezes, not the features still to come', () => {
    const sold = ENTITLEMENTS.map((row) => row.feature).filter(isBuiltFeature);
    expect(sold).toEqual([
      'liveGames',
      'dailyGames',
      'puzzles',
      'puzzleRush',
      'insights',
      'premiumVideos',
      'adFree',
      'vacationDays',
      'streakFreezes',
    ]);
  });
});
