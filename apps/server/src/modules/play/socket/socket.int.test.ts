import { type GameView, type ServerMessage, SOCKET_LIMITS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import { gameEvent, isType, listenForSockets, SocketClient } from './socket-client.fixture';

describe.each(DATABASE_KINDS)('the game socket on %s', (kind) => {
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

  async function connect(browser?: TestBrowser, origin?: string): Promise<SocketClient> {
    const client = await SocketClient.open(url, { cookies: browser?.cookies, origin });
    open.push(client);
    return client;
  }
  async function memberBrowser(name: string): Promise<TestBrowser> {
    const browser = new TestBrowser(t.app);
    expect((await browser.register(name)).statusCode).toBe(200);
    return browser;
  }

  /** Two members paired through the lobby, both watching; who is white is the lobby's coin. */
  async function pairedGame(a: SocketClient, b: SocketClient) {
    a.send({ t: 'seek', pool: '3+0', rated: false, ref: 1 });
    expect(await a.take(isType('seeking'))).toEqual({ t: 'seeking', pool: '3+0' });
    expect(await a.take(isType('ack'))).toEqual({ t: 'ack', ref: 1 });
    b.send({ t: 'seek', pool: '3+0', rated: false });
    const [pa, pb] = await Promise.all([a.take(isType('paired')), b.take(isType('paired'))]);
    expect(pa).toEqual(pb);
    const gameId = (pa as { gameId: string }).gameId;
    a.send({ t: 'watch', gameId });
    b.send({ t: 'watch', gameId });
    const full = (await a.take(isType('game.full'))) as { game: GameView };
    await b.take(isType('game.full'));
    return { gameId, game: full.game };
  }

  it('plays through the socket: players and a spectator get every move in version order; a reconnect gets exactly what it missed', async () => {
    const alice = await connect(await memberBrowser('alice_ws'));
    const bob = await connect(await memberBrowser('bob_ws'));
    const { gameId, game } = await pairedGame(alice, bob);
    expect(game).toMatchObject({
      version: 0,
      status: 'started',
      rated: false,
      timeControl: { initial: 180, increment: 0 },
    });
    const aliceIsWhite = game.white.username === 'alice_ws';
    const [white, black] = aliceIsWhite ? [alice, bob] : [bob, alice];

    const guestBrowser = new TestBrowser(t.app);
    await guestBrowser.get('/');
    let spectator = await connect(guestBrowser);
    spectator.send({ t: 'watch', gameId });
    expect(((await spectator.take(isType('game.full'))) as { game: GameView }).game.version).toBe(0);

    const moves = ['e2e4', 'e7e5', 'g1f3', 'b8c6'];
    const seen: number[] = [];
    for (const [i, uci] of moves.slice(0, 2).entries()) {
      const mover = i % 2 === 0 ? white : black;
      mover.send({ t: 'move', gameId, uci, version: i, ref: 10 + i });
      expect(await mover.take((m) => m.t === 'ack' && m.ref === 10 + i)).toBeTruthy();
      for (const client of [white, black, spectator]) {
        const event = (await client.take(gameEvent(gameId, i + 1))) as Extract<
          ServerMessage,
          { t: 'game.event' }
        >;
        expect(event.event).toMatchObject({ kind: 'move', uci });
        if (client === spectator) seen.push(event.version);
      }
    }
    expect(seen).toEqual([1, 2]);

    // The spectator drops; two moves later it comes back with the last version it saw.
    await spectator.close();
    white.send({ t: 'move', gameId, uci: 'g1f3', version: 2 });
    await black.take(gameEvent(gameId, 3));
    black.send({ t: 'move', gameId, uci: 'b8c6', version: 3 });
    await white.take(gameEvent(gameId, 4));
    spectator = await connect(guestBrowser);
    spectator.send({ t: 'watch', gameId, since: 2 });
    const missed = [await spectator.take(gameEvent(gameId)), await spectator.take(gameEvent(gameId))];
    expect(missed.map((m) => (m as { version: number }).version)).toEqual([3, 4]);
    await new Promise((r) => setTimeout(r, 100));
    expect(spectator.pending(gameEvent(gameId))).toEqual([]);
    expect(spectator.pending(isType('game.full'))).toEqual([]);

    // A move on an old version is refused with the ref and changes nothing.
    white.send({ t: 'move', gameId, uci: 'f1c4', version: 3, ref: 99 });
    expect(await white.take(isType('error'))).toMatchObject({ code: 'stale_version', ref: 99, gameId });
    white.send({ t: 'move', gameId, uci: 'e1e3', version: 4, ref: 100 });
    expect(await white.take(isType('error'))).toMatchObject({ code: 'illegal_move', ref: 100 });
    black.send({ t: 'move', gameId, uci: 'a7a6', version: 4, ref: 101 });
    expect(await black.take(isType('error'))).toMatchObject({ code: 'not_your_turn', ref: 101 });
    spectator.send({ t: 'resign', gameId, ref: 102 });
    expect(await spectator.take(isType('error'))).toMatchObject({ code: 'not_a_player', ref: 102 });
    expect((await t.services.play.games.view(gameId, null))!.moves).toEqual(moves);

    // Presence: the opponent saw the other player arrive, and sees them leave.
    const presence = (connected: boolean) => (m: ServerMessage) =>
      m.t === 'game.event' &&
      m.event.kind === 'presence' &&
      m.event.color === 'black' &&
      m.event.connected === connected;
    expect(await white.take(presence(true))).toMatchObject({ gameId });
    await black.close();
    expect(await white.take(presence(false))).toMatchObject({ gameId, version: 4 });
  });

  it('never pairs a player with themself, and withdraws a seek when its socket closes', async () => {
    const browser = await memberBrowser('solo_ws');
    const first = await connect(browser);
    const second = await connect(browser);
    first.send({ t: 'seek', pool: '5+0', rated: true });
    await first.take(isType('seeking'));
    second.send({ t: 'seek', pool: '5+0', rated: true });
    await second.take(isType('seeking'));
    await t.services.play.lobby.tick();
    expect(first.pending(isType('paired'))).toEqual([]);
    expect((await t.services.play.lobby.sizes())['5+0|rated']).toBe(1);
    await second.close();
    await expect.poll(async () => (await t.services.play.lobby.sizes())['5+0|rated'] ?? 0).toBe(0);
  });

  it('a guest cannot seek a rated game; a socket without a session can only watch', async () => {
    const guestBrowser = new TestBrowser(t.app);
    await guestBrowser.get('/');
    const guest = await connect(guestBrowser);
    guest.send({ t: 'seek', pool: '3+0', rated: true, ref: 5 });
    expect(await guest.take(isType('error'))).toMatchObject({ code: 'not_allowed', ref: 5 });
    const anonymous = await connect();
    anonymous.send({ t: 'seek', pool: '3+0', rated: false, ref: 6 });
    expect(await anonymous.take(isType('error'))).toMatchObject({ code: 'not_a_player', ref: 6 });
  });

  it('answers a malformed message with an error and stays open; pings get the server time', async () => {
    const client = await connect();
    client.send('not json');
    expect(await client.take(isType('error'))).toMatchObject({ code: 'malformed' });
    client.send({ t: 'move', gameId: 'abc', uci: 'e2e4', version: 0, ref: 7 } as never);
    expect(await client.take(isType('error'))).toMatchObject({ code: 'malformed', ref: 7 });
    client.send(JSON.stringify({ t: 'launch', ref: 8 }));
    expect(await client.take(isType('error'))).toMatchObject({ code: 'malformed', ref: 8 });
    client.send({ t: 'watch', gameId: 'Nope1234' });
    expect(await client.take(isType('error'))).toMatchObject({ code: 'not_found', gameId: 'Nope1234' });
    client.send({ t: 'ping', lag: 42 });
    expect(await client.take(isType('pong'))).toEqual({ t: 'pong', at: t.clock.now().getTime() });
  });

  it('closes a flooding socket with 1008, and one that sends an oversized message', async () => {
    const flood = await connect();
    for (let i = 0; i < SOCKET_LIMITS.burst + 5; i++) flood.send({ t: 'ping' });
    expect((await flood.closed).code).toBe(1008);

    const big = await connect();
    big.send(JSON.stringify({ t: 'ping', pad: 'x'.repeat(SOCKET_LIMITS.maxMessageBytes) }));
    expect((await big.closed).code).toBe(1008);
  });

  it('refuses a socket opened by a page of another site', async () => {
    const browser = await memberBrowser('origin_ws');
    await expect(
      SocketClient.open(url, { cookies: browser.cookies, origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/);
  });
});
