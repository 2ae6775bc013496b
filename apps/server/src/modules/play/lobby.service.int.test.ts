import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createLobby, PAIRING_WINDOW, SEEK_TTL_MS, type SeekRequest } from './lobby.service';
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
  function setup(gate: Promise<void> = Promise.resolve()) {
    const ratings = new Map<number, number>();
    const games: { white: string; black: string; tc: string; rated: boolean }[] = [];
    const paired = new Map<string, string>();
    const lobby = createLobby({
      db: t.testDb.database.db,
      bus: t.services.bus,
      clock: t.clock,
      logger: t.app.log as never,
      nodeId: randomUUID(),
      relations: t.services.relations,
      memberRating: async (userId) => ratings.get(userId)!,
      createGame: async ({ white, black, tc, rated }) => {
        await gate;
        games.push({ white: white.name, black: black.name, tc: `${tc.initial}+${tc.increment}`, rated });
        return { id: `game${games.length}` };
      },
      coin: () => true,
    });
    const players = new Map<string, PlayerRef>();
    const seek = async (name: string, rating: number, request: Partial<SeekRequest>) => {
      const player = await named(name, rating);
      owners.push({ lobby, owner: owners.length + 1 });
      return lobby.seek(seeker(name, player, owners.length), { rated: true, ...request });
    };
    const named = async (name: string, rating: number) => {
      const player = players.get(name) ?? (await member(t, `${name}_${++serial}`));
      players.set(name, player);
      ratings.set(player.userId!, rating);
      return player;
    };
    const seeker = (name: string, player: PlayerRef, owner: number) => ({
      player,
      owner,
      onPaired: (id: string) => paired.set(name, id),
      onError: () => {},
    });
    /** `name` takes the listed seek of `owner` from the lobby's list. */
    const accept = async (name: string, rating: number, owner: string) => {
      const listed = (await lobby.list()).find((s) => s.username.startsWith(`${owner}_`))!;
      owners.push({ lobby, owner: owners.length + 1 });
      return lobby.accept(seeker(name, await named(name, rating), owners.length), listed.id);
    };
    const names = () =>
      games.map((g) => ({ ...g, white: g.white.split('_')[0], black: g.black.split('_')[0] }));
    return { lobby, names, paired, seek, accept, named };
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

  it('pairs the seeks that came during a pass in one more pass, however many ticks they asked for', async () => {
    let open = () => {};
    const { lobby, names, seek } = setup(new Promise((resolve) => (open = resolve)));
    await seek('anna', 1500, { pool: '3+0' });
    await seek('boris', 1500, { pool: '3+0' });
    const first = lobby.tick();
    await expect.poll(() => lobby.sizes().then((s) => s['3+0|rated'] ?? 0)).toBe(0);
    // The first pass took anna and boris and waits for their game: these come during it.
    await seek('chen', 1500, { pool: '3+0' });
    await seek('dana', 1500, { pool: '3+0' });
    const during = [lobby.tick(), lobby.tick(), lobby.tick()];
    open();
    expect(await first).toBe(1);
    // One pass for the three: each paired chen and dana (a pass each would answer 1, 0, 0).
    expect(await Promise.all(during)).toEqual([1, 1, 1]);
    expect(names().map((g) => [g.white, g.black])).toEqual([
      ['anna', 'boris'],
      ['chen', 'dana'],
    ]);
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

  it('pairs custom clocks that share a pool only when they are the same clock', async () => {
    const { lobby, names, seek } = setup();
    expect(await seek('anna', 1500, { tc: { initial: 61, increment: 0 } })).toBe('1+0');
    expect(await seek('boris', 1500, { tc: { initial: 62, increment: 0 } })).toBe('1+0');
    expect(await lobby.tick()).toBe(0);
    await seek('chen', 1500, { tc: { initial: 62, increment: 0 } });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'boris', black: 'chen', tc: '62+0', rated: true }]);
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

  const custom = { tc: { initial: 300, increment: 0 } };
  /** Time passes while every node beats (the seeks stay alive; the window widens). */
  async function waitFor(ms: number) {
    t.clock.advance(ms);
    for (const { lobby } of owners) await lobby.heartbeat();
  }

  it('pairs custom seeks only when their colours fit, and gives each player the colour asked for', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, { ...custom, color: 'black' });
    await seek('boris', 1500, { ...custom, color: 'black' });
    expect(await lobby.tick()).toBe(0);
    t.clock.advance(1);
    // The coin says "the longest waiting plays white", but anna asked for black.
    await seek('chen', 1500, { ...custom, color: 'random' });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'chen', black: 'anna', tc: '300+0', rated: true }]);
    await seek('dana', 1500, { ...custom, color: 'white' });
    expect(await lobby.tick()).toBe(1);
    expect(names()[1]).toMatchObject({ white: 'dana', black: 'boris' });
    // A quick-pool seek is random, so it takes a custom seek for either colour.
    await seek('eve', 1500, { ...custom, color: 'white' });
    await seek('fred', 1500, { pool: '5+0' });
    expect(await lobby.tick()).toBe(1);
    expect(names()[2]).toMatchObject({ white: 'eve', black: 'fred' });
  });

  it('pairs custom seeks only when each rating is in the other’s range, however long they wait', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, { ...custom, ratingRange: { min: -100, max: 100 } });
    await seek('boris', 1650, custom);
    // The window reaches 150 after 2 s (350 after 10 s), but anna takes 1400 to 1600 only.
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    // Boris takes 1700 and up only: dana is in anna's range, and anna in hers, but not in boris's.
    await lobby.cancel(2);
    await seek('boris', 1650, { ...custom, ratingRange: { min: 50, max: 500 } });
    await seek('dana', 1600, { ...custom, ratingRange: { min: -500, max: 0 } });
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'dana', tc: '300+0', rated: true }]);
    await seek('chen', 1700, custom);
    expect(await lobby.tick()).toBe(1);
    expect(names()[1]).toMatchObject({ white: 'boris', black: 'chen' });
    // Bounds taken from the rating at seek time, inclusive.
    expect(await lobby.list()).toEqual([]);
  });

  it('takes an open-API seek’s absolute bounds (lichess’s ratingRange) as they are, over any offsets', async () => {
    const { lobby, names, seek } = setup();
    await seek('anna', 1500, {
      ...custom,
      ratingBounds: { min: 1700, max: 1800 },
      ratingRange: { min: -500, max: 500 },
    });
    await seek('boris', 1600, custom);
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    expect(await lobby.list()).toContainEqual(
      expect.objectContaining({ ratingRange: { min: 1700, max: 1800 } }),
    );
    await seek('chen', 1750, custom);
    expect(await lobby.tick()).toBe(1);
    expect(names()).toEqual([{ white: 'anna', black: 'chen', tc: '300+0', rated: true }]);
  });

  it('never pairs two members one of whom blocks the other, nor lets one take the other’s listed seek', async () => {
    const { lobby, names, seek, accept, named } = setup();
    const anna = await named('anna', 1500);
    const boris = await named('boris', 1500);
    const annaRow = (await t.services.accounts.findByUsername(anna.name))!;
    await t.services.relations.act(annaRow, 'block', boris.name);
    await seek('anna', 1500, { pool: '3+0' });
    await seek('boris', 1500, { pool: '3+0' });
    // Equal ratings: in each other's window from the start.
    expect(await lobby.tick()).toBe(0);
    await seek('chen', 1500, { pool: '3+0' });
    expect(await lobby.tick()).toBe(1);
    expect(names()).toHaveLength(1);
    expect([names()[0]!.white, names()[0]!.black]).toContain('chen');

    await seek('anna', 1500, custom);
    await expect(accept('boris', 1500, 'anna')).rejects.toMatchObject({
      code: 'not_allowed',
      message: 'You cannot play this member.',
    });
    expect(await lobby.list()).toHaveLength(1);
    await t.services.relations.act(annaRow, 'unblock', boris.name);
    await accept('boris', 1500, 'anna');
    expect(names()).toHaveLength(2);
  });

  it('lists each seek with its colour and absolute range', async () => {
    const { lobby, seek } = setup();
    await seek('anna', 1480, { ...custom, color: 'white', ratingRange: { min: -200, max: 350 } });
    t.clock.advance(1);
    await seek('boris', 1500, { tc: { initial: 600, increment: 0 } });
    const listed = await lobby.list();
    expect(listed.map((s) => [s.color, s.ratingRange])).toEqual([
      ['white', { min: 1280, max: 1830 }],
      ['random', null],
    ]);
  });

  it('refuses a join from outside the range with seek_incompatible and changes nothing', async () => {
    const { lobby, names, paired, seek, accept } = setup();
    await seek('anna', 1500, {
      ...custom,
      rated: false,
      color: 'black',
      ratingRange: { min: -100, max: 200 },
    });
    const before = await lobby.list();
    await expect(accept('boris', 1399, 'anna')).rejects.toMatchObject({
      code: 'seek_incompatible',
      message: 'Your rating is outside the rating range this seek asks for.',
    });
    await expect(accept('chen', 1701, 'anna')).rejects.toMatchObject({ code: 'seek_incompatible' });
    expect(await lobby.list()).toEqual(before);
    expect(names()).toEqual([]);

    // A guest joins at the rating of their skill level: level 4 is 1400.
    const someone = guest();
    await lobby.setSkillLevel(someone.guestId!, 3);
    const guestSeeker = { player: someone, owner: 77, onPaired: () => {}, onError: () => {} };
    owners.push({ lobby, owner: 77 });
    await expect(lobby.accept(guestSeeker, before[0]!.id)).rejects.toMatchObject({
      code: 'seek_incompatible',
    });
    await lobby.setSkillLevel(someone.guestId!, 4);
    await lobby.accept(guestSeeker, before[0]!.id);
    // Anna asked for black: the taker plays white.
    expect(names()).toEqual([{ white: someone.name, black: 'anna', tc: '300+0', rated: false }]);
    await expect.poll(() => paired.get('anna')).toBe('game1');
  });

  it('pairs a guest’s casual custom seek by the rating of their skill level', async () => {
    const { lobby, names, seek } = setup();
    const someone = guest();
    await lobby.setSkillLevel(someone.guestId!, 8);
    owners.push({ lobby, owner: 60 });
    await lobby.seek(
      { player: someone, owner: 60, onPaired: () => {}, onError: () => {} },
      { ...custom, rated: false, ratingRange: { min: -200, max: 0 } },
    );
    await seek('anna', 1950, { ...custom, rated: false });
    await waitFor(10_000);
    expect(await lobby.tick()).toBe(0);
    await seek('boris', 2000, { ...custom, rated: false });
    expect(await lobby.tick()).toBe(1);
    expect(names()[0]).toMatchObject({ black: 'boris' });
  });
});
