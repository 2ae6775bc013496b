import { describe, expect, it } from 'vitest';
import { endGame, joinPool, pause, rejoin, startGame } from './pool';
import { pairWave } from './wave';

describe('arena pool', () => {
  it('takes a paused player out of the waves and puts them back on rejoining', () => {
    const a = joinPool('a', 1500, 0);
    const b = joinPool('b', 1500, 0);
    const paused = pause(a);
    expect(paused.ok).toBe(true);
    if (!paused.ok) return;
    expect(pairWave([paused.value, b], { nowMs: 0, rematchAfterMs: 0 })).toEqual([]);
    expect(pause(paused.value)).toEqual({ ok: false, error: 'already_paused' });
    const back = rejoin(paused.value, 5_000);
    expect(back).toMatchObject({ ok: true, value: { paused: false, waitingSince: 5_000, score: 0 } });
    if (!back.ok) return;
    expect(pairWave([back.value, b], { nowMs: 5_000, rematchAfterMs: 0 })).toHaveLength(1);
    expect(rejoin(back.value, 6_000)).toEqual({ ok: false, error: 'not_paused' });
  });

  it('follows a game: playing, then waiting again with the new score, remembering the opponent', () => {
    const playing = startGame(joinPool('a', 1500, 0), 'b', 'white');
    expect(playing).toMatchObject({ waitingSince: null, lastOpponent: 'b', colourBalance: 1 });
    expect(endGame(playing, 2, 60_000)).toMatchObject({ score: 2, waitingSince: 60_000 });
  });

  it('keeps a player who paused during a game out of the pool when it ends', () => {
    const playing = startGame(joinPool('a', 1500, 0), 'b', 'black');
    const paused = pause(playing);
    if (!paused.ok) throw new Error('pause refused');
    expect(endGame(paused.value, 2, 60_000)).toMatchObject({ paused: true, waitingSince: null, score: 2 });
  });
});
