import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { testLobbies } from './lobby.fixtures';
import { PAIRING_WINDOW, SEEK_TTL_MS } from './lobby.service';
import { guest } from './play.fixtures';

describe.each(DATABASE_KINDS)('the lobby on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());
  const { setup, cancelAll } = testLobbies(() => t);
  afterEach(cancelAll);

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

  it('gives each custom clock a pool of its own, one a tenth of a minute cannot name too', async () => {
    const { lobby, names, seek } = setup();
    expect(await seek('anna', 1500, { tc: { initial: 61, increment: 0 } })).toBe('61s+0');
    expect(await seek('boris', 1500, { tc: { initial: 62, increment: 0 } })).toBe('62s+0');
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
    const { lobby, names, seek, guestSeeks } = setup();
    await guestSeeks(8, { pool: '10+0' });
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
