import { PLAY_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { member, newTable, play } from './play.fixtures';

describe.each(DATABASE_KINDS)('play over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const get = (url: string) => new TestBrowser(t.app).get(url);

  it('serves a game as JSON, 404 for a missing one and 400 for a malformed id', async () => {
    const table = await newTable(t);
    await play(t, table, ['e2e4']);
    const found = await get(PLAY_API.game(table.id));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: table.id,
      version: 1,
      moves: ['e2e4'],
      san: ['e4'],
      turn: 'black',
    });
    const missing = await get(PLAY_API.game('Zz9Zz9Zz'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect((await get('/callback/game/short')).statusCode).toBe(400);
    // Past Fastify's parameter length no route matches at all.
    expect((await get(`/callback/game/${'x'.repeat(300)}`)).statusCode).toBe(404);
  });

  it('serves the game page with the game in its context, and 404 for a game that does not exist', async () => {
    const table = await newTable(t);
    const page = await get(`/game/${table.id}`);
    expect(page.statusCode).toBe(200);
    expect(pageContextOf(page.body).page?.game).toMatchObject({ id: table.id, status: 'started' });
    expect((await get('/game/Zz9Zz9Zz')).statusCode).toBe(404);
    expect((await get('/game/Zz9Zz9Zz9')).statusCode).toBe(404);
  });

  it('tells each viewer their own colour, and spectators none', async () => {
    const alice = new TestBrowser(t.app);
    await alice.register('colour_alice');
    const bob = new TestBrowser(t.app);
    await bob.register('colour_bob');
    const [a, b] = await Promise.all(
      ['colour_alice', 'colour_bob'].map((n) => t.services.accounts.findByUsername(n)),
    );
    const table = await newTable(t, {
      white: { userId: a!.userId, guestId: null, name: a!.username },
      black: { userId: b!.userId, guestId: null, name: b!.username },
    });
    expect((await alice.get(PLAY_API.game(table.id))).json().you).toBe('white');
    expect((await bob.get(PLAY_API.game(table.id))).json().you).toBe('black');
    expect((await get(PLAY_API.game(table.id))).json().you).toBeNull();
    expect(pageContextOf((await bob.get(`/game/${table.id}`)).body).page?.game?.you).toBe('black');
  });

  it('counts a lifetime score from finished games, from the first member’s side', async () => {
    const magnus = await member(t, 'magnus_ls');
    const hikaru = await member(t, 'hikaru_ls');
    const finish = async (
      white: typeof magnus,
      black: typeof magnus,
      how: 'white' | 'black' | 'draw' | 'abort',
    ) => {
      const table = await newTable(t, { white, black });
      if (how === 'abort') return t.services.play.games.act(table.id, white, { t: 'abort' });
      await play(t, table, ['e2e4', 'e7e5']);
      if (how === 'draw') {
        await t.services.play.games.act(table.id, white, { t: 'draw', action: 'offer' });
        return t.services.play.games.act(table.id, black, { t: 'draw', action: 'accept' });
      }
      return t.services.play.games.act(table.id, how === 'white' ? black : white, { t: 'resign' });
    };
    await finish(magnus, hikaru, 'white');
    await finish(hikaru, magnus, 'white');
    await finish(hikaru, magnus, 'black');
    await finish(magnus, hikaru, 'draw');
    await finish(magnus, hikaru, 'abort');
    await newTable(t, { white: magnus, black: hikaru }); // still being played

    const score = await get(PLAY_API.lifetimeScore('Magnus_LS', 'hikaru_ls'));
    expect(score.statusCode).toBe(200);
    expect(score.json()).toEqual({ wins: 2, losses: 1, draws: 1 });
    expect((await get(PLAY_API.lifetimeScore('hikaru_ls', 'magnus_ls'))).json()).toEqual({
      wins: 1,
      losses: 2,
      draws: 1,
    });
    expect((await get(PLAY_API.lifetimeScore('magnus_ls', 'nobody_here'))).statusCode).toBe(404);
  });

  it('lists the logged-in member’s recent opponents, newest first, each once; guests are refused', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('recent_me');
    const me = {
      userId: (await browser.get('/callback/user/current')).json().user.userId,
      guestId: null,
      name: 'recent_me',
    };
    const first = await member(t, 'recent_first');
    const second = await member(t, 'recent_second');
    await newTable(t, { white: me, black: first });
    t.clock.advance(1000);
    await newTable(t, { white: second, black: me });
    t.clock.advance(1000);
    const latest = await newTable(t, { white: me, black: first });
    await newTable(t, { white: me }); // a guest: not listed

    const response = await browser.get(PLAY_API.recentOpponents);
    expect(response.statusCode).toBe(200);
    expect(response.json().opponents).toEqual([
      {
        userId: first.userId,
        username: 'recent_first',
        gameId: latest.id,
        playedAt: t.clock.now().toISOString(),
      },
      expect.objectContaining({ userId: second.userId, username: 'recent_second' }),
    ]);
    const guestResponse = await get(PLAY_API.recentOpponents);
    expect(guestResponse.statusCode).toBe(401);
  });
});
