import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createLobby, PAIRING_WINDOW, SEEK_TTL_MS } from './lobby.service';
import { guest, member } from './play.fixtures';
import type { PlayerRef } from './player';

let serial = 0;

describe.each(DATABASE_KINDS)('the lobby on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  /** A lobby of its own (a node of its own) on the app's database, with a fake game maker. */
  function setup() {
    const ratings = new Map<number, number>();
    const games: { white: string; black: string; tc: string; rated: boolean }[] = [];
    const paired = new Map<string, string>();
    const lobby = createLobby({
      db: t.testDb.database.db,
      bus: t.services.bus,
      clock: t.clock,
      logger: t.app.log as never,
      nodeId: randomUUID(),
      memberRating: async (userId) => ratings.get(userId)!,
      createGame: async ({ white, black, tc, rated }) => {
        games.push({ white: white.name, black: black.name, tc: `${tc.initial}+${tc.increment}`, rated });
        return { id: `game${games.length}` };
      },
      coin: () => true,
    });
    const players = new Map<string, PlayerRef>();
    const seek = async (
      name: string,
      rating: number,
      request: { pool?: string; tc?: { initial: number; increment: number }; rated?: boolean },
    ) => {
      const player = players.get(name) ?? (await member(t, `${name}_${++serial}`));
      players.set(name, player);
      ratings.set(player.userId!, rating);
      owners.push({ lobby, owner: owners.length + 1 });
      return lobby.seek(
        {
          player,
          owner: owners.length,
          onPaired: (id) => paired.set(name, id),
          onError: () => {},
        },
        { rated: true, ...request },
      );
    };
    const names = () =>
      games.map((g) => ({ ...g, white: g.white.split('_')[0], black: g.black.split('_')[0] }));
    return { lobby, names, paired, seek };
  }
  const owners: { lobby: ReturnType<typeof createLobby>; owner: number }[] = [];
  afterEach(async () => {
    for (const { lobby, owner } of owners.splice(0)) await lobby.cancel(owner);
  });

  it('widens the rating window by 50 every 2 seconds of waiting', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, { pool: '3+0' });
    await seek('boris', 1720, { pool: '3+0' });
    expect(await lobby.tick()).toBe(0);
    // 220 apart: the window reaches ±250 after 6 s.
    t.clock.advance(3 * PAIRING_WINDOW.everyMs - 1);
    expect(await lobby.tick()).toBe(0);
    t.clock.advance(1);
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'boris', tc: '180+0', rated: true }]);
  });

  it('pairs the longest waiting player with the closest rating in reach', async () => {
    const { lobby, names, paired, seek } = setup();
    await seek('anna', 1500, { pool: '3+0' });
    t.clock.advance(1);
    await seek('boris', 1580, { pool: '3+0' });
    t.clock.advance(1);
    await seek('chen', 1540, { pool: '3+0' });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'chen', tc: '180+0', rated: true }]);
    await expect.poll(() => paired.get('chen')).toBe('game1');
    expect(paired.get('anna')).toBe('game1');
    expect((await lobby.sizes())['3+0|rated']).toBe(1);
  });

  it('keeps pools, rated and casual, and custom time controls apart; a custom 3+0 joins the 3+0 pool', async () => {
    const { lobby, names, seek } = setup();
    expect(await seek('anna', 1500, { pool: '3+0' })).toBe('3+0');
    await seek('boris', 1500, { pool: '5+0' });
    await seek('chen', 1500, { pool: '3+0', rated: false });
    expect(await lobby.tick()).toBe(0);
    expect(await seek('dana', 1500, { tc: { initial: 180, increment: 0 } })).toBe('3+0');
    expect(await lobby.tick()).toBe(1);
    expect(names()[0]).toMatchObject({ white: 'anna', black: 'dana' });
  });

  it('refuses an unknown pool, a clock with no time, and a rated seek by a guest', async () => {
    const { lobby, seek } = setup();
    await expect(seek('anna', 1500, { pool: '4+4' })).rejects.toMatchObject({ code: 'not_allowed' });
    await expect(seek('anna', 1500, { tc: { initial: 0, increment: 0 } })).rejects.toMatchObject({
      code: 'not_allowed',
    });
    await expect(
      lobby.seek(
        { player: guest(), owner: 99, onPaired: () => {}, onError: () => {} },
        { pool: '3+0', rated: true },
      ),
    ).rejects.toMatchObject({ code: 'not_allowed' });
  });

  it('pairs a guest at the rating of their skill level, and ignores seeks whose node stopped beating', async () => {
    const { lobby, names, seek } = setup();
    const someone = guest();
    await lobby.setSkillLevel(someone.guestId!, 8);
    owners.push({ lobby, owner: 50 });
    await lobby.seek(
      { player: someone, owner: 50, onPaired: () => {}, onError: () => {} },
      { pool: '10+0', rated: false },
    );
    await seek('anna', 1500, { pool: '10+0', rated: false });
    expect(await lobby.tick()).toBe(0);
    await seek('boris', 2150, { pool: '10+0', rated: false });
    expect(await lobby.tick()).toBe(1);
    expect(names()[0]).toMatchObject({ black: 'boris' });

    // Nobody refreshes anna's seek: past the TTL it is a dead node's, and goes.
    t.clock.advance(SEEK_TTL_MS + 1);
    await seek('chen', 1500, { pool: '10+0', rated: false });
    expect(await lobby.tick()).toBe(0);
    expect((await lobby.sizes())['10+0|casual']).toBe(1);
  });
});
