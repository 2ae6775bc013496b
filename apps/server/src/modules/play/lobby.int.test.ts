import { LOBBY_API, type ServerMessage } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { disconnectTimeoutMs } from './abandonment';
import { newTable, play } from './play.fixtures';
import { playerOf } from './player';
import { isType, listenForSockets, SocketClient } from './socket/socket-client.fixture';

describe.each(DATABASE_KINDS)('the lobby, presence and abandonment on %s', (kind) => {
  let t: TestApp;
  let url: string;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  async function connect(browser: TestBrowser): Promise<SocketClient> {
    const client = await SocketClient.open(url, { cookies: browser.cookies });
    open.push(client);
    return client;
  }
  async function browser(register?: string): Promise<TestBrowser> {
    const b = new TestBrowser(t.app);
    if (register) expect((await b.register(register)).statusCode).toBe(200);
    else await b.get('/');
    return b;
  }

  it('lists custom seeks live, and pairs whoever accepts one', async () => {
    const watcher = await connect(await browser('seeks_watcher'));
    watcher.send({ t: 'lobby', subscribe: true, ref: 1 });
    expect(await watcher.take(isType('lobby.seeks'))).toEqual({
      t: 'lobby.seeks',
      seeks: [],
      ratings: { bullet: 1500, blitz: 1500, rapid: 1500, classical: 1500 },
    });
    const owner = await connect(await browser('seeks_owner'));
    owner.send({ t: 'seek', tc: { initial: 420, increment: 3 }, rated: false });
    const added = (await watcher.take(isType('lobby.seek'))) as Extract<ServerMessage, { t: 'lobby.seek' }>;
    expect(added.seek).toMatchObject({
      username: 'seeks_owner',
      isGuest: false,
      rating: 1500,
      rated: false,
      timeControl: { initial: 420, increment: 3 },
      speed: 'rapid',
    });
    const listed = await new TestBrowser(t.app).get(LOBBY_API.seeks);
    expect(listed.json().seeks).toEqual([added.seek]);
    // Quick pools are not listed.
    const quick = await connect(await browser('seeks_quick'));
    quick.send({ t: 'seek', pool: '1+0', rated: false });
    await quick.take(isType('seeking'));
    expect((await new TestBrowser(t.app).get(LOBBY_API.seeks)).json().seeks).toHaveLength(1);

    owner.send({ t: 'acceptSeek', seekId: added.seek.id, ref: 2 });
    expect(await owner.take(isType('error'))).toMatchObject({ code: 'not_allowed', ref: 2 });
    watcher.send({ t: 'acceptSeek', seekId: added.seek.id, ref: 3 });
    const [a, b] = await Promise.all([watcher.take(isType('paired')), owner.take(isType('paired'))]);
    expect(a).toEqual(b);
    expect(await watcher.take(isType('lobby.unseek'))).toEqual({ t: 'lobby.unseek', ids: [added.seek.id] });
    const game = await t.services.play.games.view((a as { gameId: string }).gameId, null);
    expect(game).toMatchObject({ rated: false, timeControl: { initial: 420, increment: 3 } });
    watcher.send({ t: 'acceptSeek', seekId: added.seek.id, ref: 4 });
    expect(await watcher.take(isType('error'))).toMatchObject({ code: 'not_found', ref: 4 });
    await quick.close();
  });

  it('lists a seek’s colour and range, refuses bad ranges, and joins from outside the range', async () => {
    // The owner is a guest at level 8: a pairing rating of 2200.
    const ownerBrowser = await browser();
    expect((await ownerBrowser.post(LOBBY_API.guestSkillLevel, { skill_level: 8 })).statusCode).toBe(200);
    const owner = await connect(ownerBrowser);
    for (const ratingRange of [
      { min: -550, max: 0 },
      { min: 0, max: 501 },
      { min: -120, max: 0 },
    ]) {
      owner.send({ t: 'seek', tc: { initial: 300, increment: 0 }, rated: false, ratingRange, ref: 1 });
      expect(await owner.take(isType('error'))).toMatchObject({ code: 'malformed', ref: 1 });
    }
    owner.send({ t: 'seek', pool: '3+0', rated: false, color: 'white', ref: 2 });
    expect(await owner.take(isType('error'))).toMatchObject({ code: 'malformed', ref: 2 });
    expect((await new TestBrowser(t.app).get(LOBBY_API.seeks)).json().seeks).toEqual([]);

    const tc = { initial: 300, increment: 0 };
    owner.send({ t: 'seek', tc, rated: false, color: 'black', ratingRange: { min: -450, max: 0 } });
    await owner.take(isType('seeking'));
    const [seek] = (await new TestBrowser(t.app).get(LOBBY_API.seeks)).json().seeks;
    expect(seek).toMatchObject({ rating: 2200, color: 'black', ratingRange: { min: 1750, max: 2200 } });

    const member = await connect(await browser('range_member'));
    member.send({ t: 'lobby', subscribe: true });
    expect(await member.take(isType('lobby.seeks'))).toMatchObject({
      seeks: [seek],
      ratings: { bullet: 1500, blitz: 1500, rapid: 1500, classical: 1500 },
    });
    member.send({ t: 'acceptSeek', seekId: seek.id, ref: 3 });
    expect(await member.take(isType('error'))).toEqual({
      t: 'error',
      code: 'seek_incompatible',
      message: 'Your rating is outside the rating range this seek asks for.',
      ref: 3,
    });
    expect((await new TestBrowser(t.app).get(LOBBY_API.seeks)).json().seeks).toEqual([seek]);

    // A guest at level 6 (1800) is in range, and plays white since the owner asked for black.
    const someone = await browser();
    expect((await someone.post(LOBBY_API.guestSkillLevel, { skill_level: 6 })).statusCode).toBe(200);
    const guestSocket = await connect(someone);
    guestSocket.send({ t: 'lobby', subscribe: true });
    expect(await guestSocket.take(isType('lobby.seeks'))).toMatchObject({ ratings: { blitz: 1800 } });
    guestSocket.send({ t: 'acceptSeek', seekId: seek.id });
    const paired = (await guestSocket.take(isType('paired'))) as { gameId: string };
    const game = await t.services.play.games.view(paired.gameId, null);
    expect(game).toMatchObject({ rated: false, black: { isGuest: true }, white: { isGuest: true } });
    expect(game?.black.username).toBe(seek.username);
    await Promise.all([owner.close(), member.close(), guestSocket.close()]);
  });

  it('lets a guest pick a skill level (1 to 8) that sets their pairing rating; refuses bad values and members', async () => {
    const someone = await browser();
    const post = (body: Record<string, unknown>) => someone.post(LOBBY_API.guestSkillLevel, body);
    for (const bad of [0, 9, 2.5, 'abc', '', null]) {
      const response = await post({ skill_level: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'skill_level' });
    }
    expect((await post({})).statusCode).toBe(400);
    const noToken = await someone.post(LOBBY_API.guestSkillLevel, { skill_level: 3 }, { csrf: false });
    expect(noToken.json().error.code).toBe('csrf_token_invalid');
    const done = await post({ skill_level: '8' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ skillLevel: 8, rating: 2200 });
    const guestId = (await someone.get('/callback/user/current')).json().user.id;
    expect(await t.services.play.lobby.skillLevelOf(guestId)).toBe(8);

    const socket = await connect(someone);
    socket.send({ t: 'seek', tc: { initial: 900, increment: 0 }, rated: false });
    await socket.take(isType('seeking'));
    const seeks = (await someone.get(LOBBY_API.seeks)).json().seeks;
    expect(seeks.find((s: { isGuest: boolean }) => s.isGuest)).toMatchObject({ rating: 2200 });
    await socket.close();

    const memberBrowser = await browser('skill_member');
    const refused = await memberBrowser.post(LOBBY_API.guestSkillLevel, { skill_level: 4 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
  });

  it('answers members’ presence: offline, online, playing; at most 50 names', async () => {
    const alice = await browser('presence_alice');
    await browser('presence_bob');
    const ask = async () =>
      (await alice.get(LOBBY_API.presence(['presence_alice', 'presence_bob', 'nobody_at_all']))).json();
    expect(await ask()).toEqual({ presence: { presence_alice: 'offline', presence_bob: 'offline' } });
    const socket = await connect(alice);
    await expect.poll(ask).toEqual({ presence: { presence_alice: 'online', presence_bob: 'offline' } });
    const me = playerOf((await alice.get('/callback/user/current')).json().user, null)!;
    const table = await newTable(t, { white: me });
    socket.send({ t: 'watch', gameId: table.id });
    await socket.take(isType('game.full'));
    await expect.poll(async () => (await ask()).presence.presence_alice).toBe('playing');
    await socket.close();
    await expect.poll(async () => (await ask()).presence.presence_alice).toBe('offline');

    const many = Array.from({ length: 51 }, (_, i) => `user${i}`);
    expect((await alice.get(LOBBY_API.presence(many))).statusCode).toBe(400);
    expect((await alice.get('/callback/user/presence')).statusCode).toBe(400);
  });

  it('lets a player claim the game once the opponent is gone past the disconnect timeout', async () => {
    const whiteBrowser = await browser();
    const blackBrowser = await browser();
    const idOf = async (b: TestBrowser) => (await b.get('/callback/user/current')).json().user.id;
    const white = playerOf(null, await idOf(whiteBrowser))!;
    const black = playerOf(null, await idOf(blackBrowser))!;
    const tc = { initial: 180, increment: 0 };
    const timeout = disconnectTimeoutMs(tc);
    expect(timeout).toBe(18_000);

    for (const how of ['claimVictory', 'draw'] as const) {
      const table = await newTable(t, { white, black, tc });
      await play(t, table, ['e2e4', 'e7e5']);
      const ws = await connect(whiteBrowser);
      const bs = await connect(blackBrowser);
      for (const s of [ws, bs]) {
        s.send({ t: 'watch', gameId: table.id });
        await s.take(isType('game.full'));
      }
      const claim = (ref: number) =>
        how === 'claimVictory'
          ? ws.send({ t: 'claimVictory', gameId: table.id, ref })
          : ws.send({ t: 'draw', gameId: table.id, action: 'claim', ref });
      claim(1);
      expect(await ws.take(isType('error'))).toMatchObject({ code: 'not_allowed', ref: 1 });
      await bs.close();
      await expect.poll(() => t.services.play.presence.absentSince(table.id, 'black')).not.toBe('here');
      t.clock.advance(timeout - 1);
      claim(2);
      expect(await ws.take(isType('error'))).toMatchObject({ code: 'not_allowed', ref: 2 });
      t.clock.advance(1);
      claim(3);
      expect(await ws.take((m) => m.t === 'ack' && m.ref === 3)).toBeTruthy();
      const game = await t.services.play.games.view(table.id, null);
      expect(game).toMatchObject(
        how === 'claimVictory'
          ? { status: 'timeout', winner: 'white', endReason: 'abandoned' }
          : { status: 'draw', winner: null, endReason: 'abandoned' },
      );
      await ws.close();
    }
  });
});
