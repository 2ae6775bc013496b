import { describe, expect, it } from 'vitest';
import type { ArenaGame, ArenaOutcome } from './arena.types';
import { arenaScore } from './scoring';

/** Games written short: W/D/L, `b` for berserk, moves after a colon (default 30). */
function games(spec: string): ArenaGame[] {
  return spec.split(' ').map((token) => {
    const [head, moves] = token.split(':');
    const outcome: ArenaOutcome = head?.startsWith('W') ? 'win' : head?.startsWith('D') ? 'draw' : 'loss';
    return {
      outcome,
      berserk: head?.includes('b') ?? false,
      moves: moves ? Number(moves) : 30,
      opponentRating: 1500,
    };
  });
}

describe('arenaScore', () => {
  it.each([
    ['W', [2], false],
    ['D', [1], false],
    ['L', [0], false],
    // Two wins set the player on fire: the third game scores double.
    ['W W W W L', [2, 2, 4, 4, 0], false],
    ['W W', [2, 2], true],
    // A draw on fire scores double, and puts the fire out.
    ['W W D W', [2, 2, 2, 2], false],
    ['W W D W W W', [2, 2, 2, 2, 2, 4], true],
    // A loss breaks the streak before it lights.
    ['W L W W', [2, 0, 2, 2], true],
    // Berserk: +1 on a win of at least 7 moves, on top of fire, never doubled.
    ['Wb', [3], false],
    ['Wb:7', [3], false],
    ['Wb:6', [2], false],
    ['W W Wb', [2, 2, 5], true],
    ['Db Lb', [1, 0], false],
    // A draw in fewer than 10 moves scores nothing, even on fire, and ends the fire.
    ['D:9', [0], false],
    ['D:10', [1], false],
    ['W W D:5 W', [2, 2, 0, 2], false],
  ] as const)('%s scores %j', (spec, points, onFire) => {
    const score = arenaScore(games(spec));
    expect(score.points).toEqual(points);
    expect(score.total).toBe(points.reduce((s: number, p: number) => s + p, 0));
    expect(score.onFire).toBe(onFire);
  });

  it('scores nothing for no games', () => {
    expect(arenaScore([])).toEqual({ total: 0, points: [], onFire: false });
  });
});
