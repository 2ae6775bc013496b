import { describe, expect, it } from 'vitest';
import type { ArenaPlayer } from './arena.types';
import { pairWave } from './wave';

const player = (
  id: string,
  score: number,
  rating: number,
  extra: Partial<ArenaPlayer> = {},
): ArenaPlayer => ({
  id,
  score,
  rating,
  paused: false,
  waitingSince: 0,
  lastOpponent: null,
  colourBalance: 0,
  ...extra,
});

const options = { nowMs: 1_000, rematchAfterMs: 10_000 };
const names = (pairings: ReturnType<typeof pairWave>) => pairings.map((p) => `${p.white}-${p.black}`);

describe('pairWave', () => {
  it('pairs by score, then rating, neighbours together', () => {
    const players = [player('d', 0, 1400), player('a', 6, 1500), player('c', 2, 1900), player('b', 2, 2000)];
    // Ranked a (6), b (2, 2000), c (2, 1900), d (0): a-b, c-d.
    expect(names(pairWave(players, options))).toEqual(['a-b', 'c-d']);
  });

  it('skips the last opponent when someone else is waiting', () => {
    const players = [
      player('a', 4, 1500, { lastOpponent: 'b' }),
      player('b', 4, 1400, { lastOpponent: 'a' }),
      player('c', 2, 1500),
      player('d', 2, 1400),
    ];
    expect(names(pairWave(players, options))).toEqual(['a-c', 'b-d']);
  });

  it('pairs two who just met only after both have waited a while', () => {
    const players = [
      player('a', 4, 1500, { lastOpponent: 'b' }),
      player('b', 4, 1400, { lastOpponent: 'a' }),
    ];
    expect(pairWave(players, options)).toEqual([]);
    expect(names(pairWave(players, { ...options, nowMs: 10_000 }))).toEqual(['a-b']);
    // One of them only just arrived: still not.
    const fresh = [players[0] as ArenaPlayer, { ...(players[1] as ArenaPlayer), waitingSince: 5_000 }];
    expect(pairWave(fresh, { ...options, nowMs: 10_000 })).toEqual([]);
  });

  it('leaves paused and playing players out, and the odd one waiting', () => {
    const players = [
      player('a', 4, 1500),
      player('p', 4, 1450, { paused: true }),
      player('g', 4, 1400, { waitingSince: null }),
      player('b', 2, 1500),
      player('c', 0, 1500),
    ];
    expect(names(pairWave(players, options))).toEqual(['a-b']);
  });

  it('gives white to whoever has had black more often', () => {
    const players = [player('a', 4, 1500, { colourBalance: 1 }), player('b', 2, 1500, { colourBalance: -1 })];
    expect(names(pairWave(players, options))).toEqual(['b-a']);
  });
});
