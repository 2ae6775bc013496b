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
    for (const name of ['learn', 'leagues', 'club_match', 'tournament', 'tournaments']) {
      expect(isBuiltRoute(name)).toBe(true);
    }
  });

  it('keeps every page of the route table reachable except the unbuilt ones', () => {
    const built = Object.keys(ROUTES).filter(isBuiltRoute);
    expect(built.length).toBe(Object.keys(ROUTES).length);
  });

  it('sells every feature of the table now that each works: live and daily play, game review, puzzles, lessons, insights, premium videos, no ads, vacation days, streak freezes', () => {
    const sold = ENTITLEMENTS.map((row) => row.feature).filter(isBuiltFeature);
    expect(sold).toEqual([
      'liveGames',
      'dailyGames',
      'gameReview',
      'puzzles',
      'puzzleRush',
      'lessons',
      'insights',
      'premiumVideos',
      'adFree',
      'vacationDays',
      'streakFreezes',
    ]);
  });
});
