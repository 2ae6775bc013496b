import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ManualClock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import { createLobby, PAIRING_WINDOW } from './lobby.service';
import type { PlayerRef } from './player';

function setup(ratings: Record<string, number>) {
  const clock = new ManualClock();
  const games: { white: string; black: string; tc: string; rated: boolean }[] = [];
  const paired = new Map<string, string>();
  const lobby = createLobby({
    clock,
    logger: createLogger(loadConfig({ LOG_LEVEL: 'silent' })),
    ratingOf: async (player) => ratings[player.name]!,
    createGame: async ({ white, black, tc, rated }) => {
      games.push({ white: white.name, black: black.name, tc: `${tc.initial}+${tc.increment}`, rated });
      return { id: `game${games.length}` };
    },
    coin: () => true,
  });
  let owner = 0;
  const seek = (
    name: string,
    request: { pool?: string; tc?: { initial: number; increment: number }; rated?: boolean },
  ) =>
    lobby.seek(
      {
        player: { userId: Object.keys(ratings).indexOf(name) + 1, guestId: null, name },
        owner: ++owner,
        onPaired: (id) => paired.set(name, id),
        onError: () => {},
      },
      { rated: true, ...request },
    );
  return { clock, lobby, games, paired, seek };
}

describe('the lobby', () => {
  it('widens the rating window by 50 every 2 seconds of waiting', async () => {
    const { clock, lobby, games, seek } = setup({ anna: 1500, boris: 1720 });
    await seek('anna', { pool: '3+0' });
    await seek('boris', { pool: '3+0' });
    expect(await lobby.tick()).toBe(0);
    // 220 apart: the window reaches ±250 after 6 s.
    clock.advance(3 * PAIRING_WINDOW.everyMs - 1);
    expect(await lobby.tick()).toBe(0);
    clock.advance(1);
    expect(await lobby.tick()).toBe(1);
    expect(games).toEqual([{ white: 'anna', black: 'boris', tc: '180+0', rated: true }]);
  });

  it('pairs the longest waiting player with the closest rating in reach', async () => {
    const { lobby, games, paired, seek } = setup({ anna: 1500, boris: 1580, chen: 1540 });
    await seek('anna', { pool: '3+0' });
    await seek('boris', { pool: '3+0' });
    await seek('chen', { pool: '3+0' });
    expect(await lobby.tick()).toBe(1);
    expect(games).toEqual([{ white: 'anna', black: 'chen', tc: '180+0', rated: true }]);
    expect(paired.get('anna')).toBe(paired.get('chen'));
    expect(lobby.sizes()['3+0|rated']).toBe(1);
  });

  it('keeps pools, rated and casual, and custom time controls apart; a custom 3+0 joins the 3+0 pool', async () => {
    const { lobby, games, seek } = setup({ anna: 1500, boris: 1500, chen: 1500, dana: 1500 });
    expect(await seek('anna', { pool: '3+0' })).toBe('3+0');
    await seek('boris', { pool: '5+0' });
    await seek('chen', { pool: '3+0', rated: false });
    expect(await lobby.tick()).toBe(0);
    expect(await seek('dana', { tc: { initial: 180, increment: 0 } })).toBe('3+0');
    expect(await lobby.tick()).toBe(1);
    expect(games[0]).toMatchObject({ white: 'anna', black: 'dana' });
  });

  it('refuses an unknown pool, a clock with no time, and a rated seek by a guest', async () => {
    const { lobby, seek } = setup({ anna: 1500 });
    await expect(seek('anna', { pool: '4+4' })).rejects.toMatchObject({ code: 'not_allowed' });
    await expect(seek('anna', { tc: { initial: 0, increment: 0 } })).rejects.toMatchObject({
      code: 'not_allowed',
    });
    const guest: PlayerRef = { userId: null, guestId: '00000000-0000-4000-8000-000000000000', name: 'Guest' };
    await expect(
      lobby.seek(
        { player: guest, owner: 99, onPaired: () => {}, onError: () => {} },
        { pool: '3+0', rated: true },
      ),
    ).rejects.toMatchObject({ code: 'not_allowed' });
  });
});
