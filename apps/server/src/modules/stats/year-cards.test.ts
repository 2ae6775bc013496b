import type { YearRecap } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { cardSvg, hoursOf } from './year-cards';

const recap: YearRecap = {
  username: 'ann',
  year: 2025,
  totals: { games: 3, wins: 1, draws: 1, losses: 1 },
  seconds: 5400,
  bestWin: {
    gameId: 'abcdefgh',
    opponent: '<script>&"x',
    opponentRating: 1612,
    at: '2025-03-10T10:01:00.000Z',
  },
  favouriteOpening: { eco: 'C60', name: 'Ruy Lopez', games: 2, wins: 1, draws: 0, losses: 1 },
  ratingJourney: [],
  opponents: [],
  longestStreak: 1,
  computedAt: '2026-01-01T00:00:00.000Z',
  final: true,
};

describe('year cards', () => {
  it('says the numbers of the recap', () => {
    const svg = cardSvg(recap, 'summary');
    expect(svg).toContain('2025 in chess');
    expect(svg).toContain('3 (1 W · 1 D · 1 L)');
    expect(svg).toContain('1.5 h');
    expect(svg).toContain('Ruy Lopez');
    expect(svg).toContain('1 day<');
  });

  it('escapes what members wrote (an opponent’s name)', () => {
    const svg = cardSvg(recap, 'best-win');
    expect(svg).toContain('vs &lt;script&gt;&amp;&quot;x');
    expect(svg).not.toContain('<script>');
  });

  it('rounds hours', () => {
    expect(hoursOf(5400)).toBe('1.5');
    expect(hoursOf(36_000 + 1800)).toBe('11');
  });
});
