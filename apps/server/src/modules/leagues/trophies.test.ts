import { describe, expect, it } from 'vitest';
import { type LeagueGame, weekTrophies } from './trophies';

const BLITZ = { initial: 180, increment: 2 }; // 260 s estimated: blitz
const BULLET = { initial: 60, increment: 0 };
const RAPID = { initial: 600, increment: 5 };
const CLASSICAL = { initial: 1800, increment: 0 };

const g = (
  opponent: string,
  outcome: LeagueGame['outcome'],
  extra: Partial<LeagueGame> = {},
): LeagueGame => ({
  opponent,
  outcome,
  rated: true,
  timeControl: BLITZ,
  moves: 30,
  ...extra,
});

describe('weekTrophies', () => {
  it('gives more for longer time controls', () => {
    const games = [
      g('a', 'win', { timeControl: BULLET }),
      g('b', 'win'),
      g('c', 'win', { timeControl: RAPID }),
      g('d', 'win', { timeControl: CLASSICAL }),
      g('e', 'draw', { timeControl: BULLET }),
      g('f', 'draw', { timeControl: CLASSICAL }),
      g('h', 'loss', { timeControl: CLASSICAL }),
    ];
    expect(weekTrophies(games)).toEqual({ perGame: [2, 3, 4, 5, 1, 2, 0], total: 17 });
  });

  it('gives nothing for unrated, daily or short games', () => {
    const games = [
      g('a', 'win', { rated: false }),
      g('b', 'win', { timeControl: null }),
      g('c', 'win', { moves: 9 }),
      g('d', 'win', { moves: 10 }),
    ];
    expect(weekTrophies(games).perGame).toEqual([0, 0, 0, 3]);
  });

  it('stops counting games against an opponent after the third win against them', () => {
    // Wins 1–3 against x count; the draw between them counts; everything after the third win does not.
    const games = [
      g('x', 'win'),
      g('x', 'draw'),
      g('x', 'win'),
      g('y', 'win'),
      g('x', 'win'),
      g('x', 'win'),
      g('x', 'draw'),
    ];
    expect(weekTrophies(games).perGame).toEqual([3, 1, 3, 3, 3, 0, 0]);
    // A short win does not use up one of the three.
    const short = [g('z', 'win', { moves: 5 }), g('z', 'win'), g('z', 'win'), g('z', 'win')];
    expect(weekTrophies(short).perGame).toEqual([0, 3, 3, 3]);
  });
});
