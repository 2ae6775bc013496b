import { DAILY_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { memberBrowser, post } from '../challenges/challenge.fixtures';
import { play } from '../play.fixtures';

describe.each(DATABASE_KINDS)('conditional moves on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  let serial = 0;
  async function dailyGame() {
    const white = await memberBrowser(t, `cm_white${++serial}`);
    const black = await memberBrowser(t, `cm_black${serial}`);
    const game = await t.services.play.games.create({
      white: white.player,
      black: black.player,
      tc: { initial: 0, increment: 0 },
      rated: false,
      daily: { daysPerMove: 3, weekendPause: false },
    });
    return { id: game.id, white, black, table: { id: game.id, white: white.player, black: black.player } };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
  // The reply is played after the opponent's move commits, not within its request: wait for it, however busy the machine.
  const eventually = { timeout: 15_000, interval: 50 };
  const movesOf = async (id: string) => (await t.services.play.games.view(id, null))!.moves;

  it('plays the reply of the matching line once, keeps its continuation, drops the rest', async () => {
    const g = await dailyGame();
    await play(t, g.table, ['e2e4']);
    // White saves lines while black is to move.
    const saved = await post(g.white.browser, DAILY_API.conditional(g.id), {
      lines: [
        ['e7e5', 'g1f3', 'b8c6', 'f1b5'],
        ['c7c5', 'g1f3'],
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      plies: 1,
      lines: [
        ['e7e5', 'g1f3', 'b8c6', 'f1b5'],
        ['c7c5', 'g1f3'],
      ],
    });
    await play(t, g.table, ['e7e5']);
    await expect.poll(() => movesOf(g.id), eventually).toEqual(['e2e4', 'e7e5', 'g1f3']);
    await expect
      .poll(async () => (await g.white.browser.get(DAILY_API.conditional(g.id))).json(), eventually)
      .toEqual({ plies: 3, lines: [['b8c6', 'f1b5']] });
    // Settling again (as at a restart) plays nothing twice.
    await t.services.play.daily.conditionals.settle(g.id);
    expect(await movesOf(g.id)).toEqual(['e2e4', 'e7e5', 'g1f3']);
    // A move off the line drops it.
    await play(t, g.table, ['d7d6']);
    await expect
      .poll(async () => (await g.white.browser.get(DAILY_API.conditional(g.id))).json(), eventually)
      .toEqual({ plies: null, lines: [] });
    expect(await movesOf(g.id)).toEqual(['e2e4', 'e7e5', 'g1f3', 'd7d6']);
  });

  it('plays at start the reply a crash left unplayed', async () => {
    const g = await dailyGame();
    await play(t, g.table, ['e2e4']);
    await post(g.white.browser, DAILY_API.conditional(g.id), { lines: [['e7e5', 'g1f3']] });
    // The opponent's move is committed with nobody listening (the process "dies" right after).
    t.services.play.games.onDailyMove(async () => {});
    try {
      await play(t, g.table, ['e7e5']);
      await settled();
      expect(await movesOf(g.id)).toEqual(['e2e4', 'e7e5']);
    } finally {
      t.services.play.games.onDailyMove(t.services.play.daily.conditionals.settle);
    }
    await t.services.play.daily.conditionals.recover();
    expect(await movesOf(g.id)).toEqual(['e2e4', 'e7e5', 'g1f3']);
  });

  it('refuses illegal lines, lines on your own move, strangers and bad shapes, saving nothing', async () => {
    const g = await dailyGame();
    await play(t, g.table, ['e2e4']);
    const save = (browser = g.white.browser, lines: unknown = [['e7e5', 'g1f3']]) =>
      post(browser, DAILY_API.conditional(g.id), { lines });
    const illegal = await save(undefined, [
      ['e7e5', 'g1f3'],
      ['e7e5', 'e1e3'],
    ]);
    expect(illegal.statusCode).toBe(400);
    expect(illegal.json().error).toMatchObject({
      code: 'conditional_illegal',
      message: 'Line 2 is not legal from the position now.',
    });
    const mine = await save(g.black.browser, [['g1f3', 'e7e5']]);
    expect(mine.statusCode).toBe(409);
    expect(mine.json().error.code).toBe('conditional_not_now');
    const stranger = await memberBrowser(t, 'cm_stranger');
    expect((await save(stranger.browser)).statusCode).toBe(403);
    for (const shape of [[['e7e5']], [['e7e5', 'xx']], 'e7e5']) {
      const bad = await save(undefined, shape);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
    }
    expect((await g.white.browser.get(DAILY_API.conditional(g.id))).json()).toEqual({
      plies: null,
      lines: [],
    });
  });
});
