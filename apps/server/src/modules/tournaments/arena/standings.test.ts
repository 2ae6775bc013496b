import { describe, expect, it } from 'vitest';
import type { ArenaGame } from './arena.types';
import { arenaStandings, performanceRating } from './standings';

const game = (outcome: ArenaGame['outcome'], opponentRating: number): ArenaGame => ({
  outcome,
  opponentRating,
  moves: 30,
  berserk: false,
});

describe('arena standings', () => {
  it('computes the performance rating', () => {
    // (1600 + 1400 + 500 × (1 − 0)) / 2 = 1750.
    expect(performanceRating([game('win', 1600), game('draw', 1400)])).toBe(1750);
    expect(performanceRating([])).toBeNull();
  });

  it('ranks by score, ties by performance', () => {
    const rows = arenaStandings([
      { id: 'weak', games: [game('win', 1200)] }, // 2 points, performance 1700
      { id: 'strong', games: [game('win', 2000)] }, // 2 points, performance 2500
      { id: 'top', games: [game('win', 1500), game('win', 1500), game('draw', 1500)] }, // 2 + 2 + 2 = 6
      { id: 'idle', games: [] },
    ]);
    expect(rows.map((r) => [r.rank, r.id, r.score, r.performance])).toEqual([
      [1, 'top', 6, 1833],
      [2, 'strong', 2, 2500],
      [3, 'weak', 2, 1700],
      [4, 'idle', 0, null],
    ]);
  });
});
