import { BOARD_API_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { NdjsonReader } from './ndjson-reader.fixture';

/** Past play's first-move deadline (30 s) and the sweeper's grace, when a game nobody started is aborted. */
const NO_START_MS = 31_000;

describe.each(DATABASE_KINDS)('the Board and Bot API on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['Alice', 'Bob', 'Robo']) {
      await t.services.accounts.register({
        username: name,
        email: `${name.toLowerCase()}@example.com`,
        password: 'correct-horse',
      });
    }
    const scopes = ['board:play', 'challenge:read', 'challenge:write'];
    tokens.alice = (await t.services.apiTokens.create('alice', 'board', null, scopes)).token;
    tokens.bob = (await t.services.apiTokens.create('bob', 'board', null, scopes)).token;
    tokens.robo = (await t.services.apiTokens.create('robo', 'bot', null, ['bot:play'])).token;
    tokens.readOnly = (await t.services.apiTokens.create('alice', 'read', null, ['challenge:read'])).token;
  });
  afterAll(async () => {
    // Every stream is ended by then (the app's preClose ends any left), but fetch's pool keeps
    // connections the server counts as busy after aborted streams: close them, not wait for them.
    t.app.server.closeAllConnections();
    await t.close();
  });

  const call = async (method: string, path: string, token: string | null, form?: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('answers /api/account in lichess shape, and refuses missing, wrong and revoked tokens', async () => {
    const me = await call('GET', '/api/account', tokens.alice!);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 'alice', username: 'Alice', perfs: {}, membership: 'basic' });
    expect(typeof me.body.createdAt).toBe('number');
    const none = await call('GET', '/api/account', null);
    expect(none).toMatchObject({
      status: 401,
      body: { error: 'Send an API token: Authorization: Bearer <token>.' },
    });
    const { token, id } = await t.services.apiTokens.create('alice', 'short-lived', null, ['board:play']);
    expect((await call('GET', '/api/account', token)).status).toBe(200);
    await t.services.apiTokens.revoke(id);
    expect((await call('GET', '/api/account', token)).status).toBe(401);
  });

  it('tests tokens as lichess does', async () => {
    const response = await fetch(`${base}/api/token/test`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `${tokens.alice},nonsense`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      [tokens.alice!]: {
        userId: 'alice',
        scopes: 'board:play,challenge:read,challenge:write',
        expires: null,
      },
      nonsense: null,
    });
  });

  it('refuses a token without the scope, bad forms and daily games, with {error}', async () => {
    expect(
      await call('POST', '/api/challenge/bob', tokens.readOnly!, {
        'clock.limit': '300',
        'clock.increment': '0',
      }),
    ).toEqual({
      status: 403,
      body: { error: 'Missing scope' },
    });
    const both = await call('POST', '/api/challenge/bob', tokens.alice!, { days: '3', 'clock.limit': '300' });
    expect(both).toEqual({ status: 400, body: { error: BOARD_API_MESSAGES.clockOrDays } });
    const badDays = await call('POST', '/api/challenge/bob', tokens.alice!, { days: '4' });
    expect(badDays.status).toBe(400);
    const daily = await call('POST', '/api/challenge/bob', tokens.alice!, { days: '3' });
    expect(daily.status).toBe(200);
    expect(daily.body).toMatchObject({
      speed: 'correspondence',
      timeControl: { type: 'correspondence', daysPerMove: 3 },
      destUser: { id: 'bob' },
    });
    // A correspondence seek waits in the daily lobby, answered at once with its id.
    const seek = await call('POST', '/api/board/seek', tokens.alice!, { days: '2', rated: 'true' });
    expect(seek.status).toBe(200);
    const lobby = await t.services.play.challenges.dailySeeks(null, 50);
    expect(lobby.map((c) => [c.id, c.days])).toContainEqual([seek.body.id, 2]);
    // Withdrawn, so the event streams of the tests below open on no challenge.
    expect((await call('POST', `/api/challenge/${daily.body.id}/cancel`, tokens.alice!)).status).toBe(200);
    expect((await call('POST', `/api/challenge/${seek.body.id}/cancel`, tokens.alice!)).status).toBe(200);
    const bad = await call('POST', '/api/challenge/bob', tokens.alice!, { 'clock.limit': 'soon' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
    const variant = await call('POST', '/api/challenge/bob', tokens.alice!, {
      'clock.limit': '300',
      'clock.increment': '0',
      variant: 'atomic',
    });
    expect(variant).toEqual({ status: 400, body: { error: 'Only the standard variant is played here.' } });
    expect((await call('POST', '/api/bot/game/Abcd1234/resign', tokens.alice!)).status).toBe(403);
  });

  it('challenges, accepts, streams and plays a whole game over the Board API', async () => {
    const aliceEvents = await NdjsonReader.open(`${base}/api/stream/event`, tokens.alice!);
    const bobEvents = await NdjsonReader.open(`${base}/api/stream/event`, tokens.bob!);
    expect(aliceEvents.status).toBe(200);
    const made = await call('POST', '/api/challenge/bob', tokens.alice!, {
      'clock.limit': '300',
      'clock.increment': '2',
      color: 'white',
      rated: 'true',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      status: 'created',
      challenger: { id: 'alice' },
      destUser: { id: 'bob' },
      speed: 'blitz',
      timeControl: { type: 'clock', limit: 300, increment: 2, show: '5+2' },
      direction: 'out',
    });
    const offered = await bobEvents.next((e) => e.type === 'challenge');
    expect(offered.challenge).toMatchObject({ id: made.body.id, direction: 'in' });

    expect(await call('POST', `/api/challenge/${made.body.id}/accept`, tokens.bob!)).toEqual({
      status: 200,
      body: { ok: true },
    });
    const started = await aliceEvents.next((e) => e.type === 'gameStart');
    expect(started.game).toMatchObject({
      color: 'white',
      isMyTurn: true,
      opponent: { id: 'bob' },
      speed: 'blitz',
    });
    const gameId = started.game.gameId as string;
    expect((await bobEvents.next((e) => e.type === 'gameStart')).game).toMatchObject({
      gameId,
      color: 'black',
    });

    const aliceGame = await NdjsonReader.open(`${base}/api/board/game/stream/${gameId}`, tokens.alice!);
    const full = await aliceGame.next((e) => e.type === 'gameFull');
    expect(full).toMatchObject({
      id: gameId,
      rated: true,
      speed: 'blitz',
      clock: { initial: 300_000, increment: 2000 },
      white: { id: 'alice' },
      black: { id: 'bob' },
      initialFen: 'startpos',
      state: { type: 'gameState', moves: '', wtime: 300_000, btime: 300_000, winc: 2000, status: 'started' },
    });

    // Bad input changes nothing: out of turn, illegal, someone else's game.
    expect((await call('POST', `/api/board/game/${gameId}/move/e7e5`, tokens.bob!)).status).toBe(400);
    expect((await call('POST', `/api/board/game/${gameId}/move/e2e5`, tokens.alice!)).status).toBe(400);
    expect((await call('POST', `/api/board/game/${gameId}/move/zz99`, tokens.alice!)).status).toBe(400);
    expect((await call('POST', `/api/board/game/${gameId}/resign`, tokens.readOnly!)).status).toBe(403);

    const plies = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];
    for (const [k, uci] of plies.entries()) {
      const mover = k % 2 === 0 ? tokens.alice! : tokens.bob!;
      expect(await call('POST', `/api/board/game/${gameId}/move/${uci}`, mover)).toEqual({
        status: 200,
        body: { ok: true },
      });
      const state = await aliceGame.next(
        (e) => e.type === 'gameState' && e.moves === plies.slice(0, k + 1).join(' '),
      );
      expect(state.status).toBe(k === 3 ? 'mate' : 'started');
    }
    const finished = await aliceEvents.next((e) => e.type === 'gameFinish');
    expect(finished.game).toMatchObject({ gameId, winner: 'black', status: { name: 'mate' } });
    for (const reader of [aliceEvents, bobEvents, aliceGame]) reader.close();
    const view = await t.services.play.games.view(gameId, null);
    expect(view).toMatchObject({ status: 'mate', winner: 'black', moves: plies });
  });

  it('reports a first move that never came as noStart (37), won by the side that waited, and an abort by hand as aborted (25)', async () => {
    const aliceEvents = await NdjsonReader.open(`${base}/api/stream/event`, tokens.alice!);
    const seen = new Set<string>();
    /** A new game of Alice (white) against Bob, started through a challenge. */
    const newGame = async () => {
      const made = await call('POST', '/api/challenge/bob', tokens.alice!, {
        'clock.limit': '300',
        'clock.increment': '0',
        color: 'white',
      });
      await call('POST', `/api/challenge/${made.body.id}/accept`, tokens.bob!);
      const started = await aliceEvents.next((e) => e.type === 'gameStart' && !seen.has(e.game.gameId));
      seen.add(started.game.gameId);
      return started.game.gameId as string;
    };
    const noStart = await newGame();
    expect((await call('POST', `/api/board/game/${noStart}/move/e2e4`, tokens.alice!)).status).toBe(200);
    t.clock.advance(NO_START_MS);
    await t.services.play.sweeper.sweep();
    await expect.poll(async () => (await t.services.play.games.view(noStart, null))?.status).toBe('aborted');
    const finished = await aliceEvents.next((e) => e.type === 'gameFinish' && e.game.gameId === noStart);
    expect(finished.game).toMatchObject({ status: { id: 37, name: 'noStart' }, winner: 'white' });
    const stream = await NdjsonReader.open(`${base}/api/board/game/stream/${noStart}`, tokens.bob!);
    expect((await stream.next((e) => e.type === 'gameFull')).state).toMatchObject({
      status: 'noStart',
      winner: 'white',
    });
    stream.close();

    const byHand = await newGame();
    expect((await call('POST', `/api/board/game/${byHand}/abort`, tokens.bob!)).status).toBe(200);
    const aborted = await aliceEvents.next((e) => e.type === 'gameFinish' && e.game.gameId === byHand);
    expect(aborted.game.status).toEqual({ id: 25, name: 'aborted' });
    expect(aborted.game).not.toHaveProperty('winner');
    aliceEvents.close();
  });

  it('tells the challenger of a decline and the challenged of a cancel', async () => {
    const aliceEvents = await NdjsonReader.open(`${base}/api/stream/event`, tokens.alice!);
    const bobEvents = await NdjsonReader.open(`${base}/api/stream/event`, tokens.bob!);
    const form = { 'clock.limit': '600', 'clock.increment': '0' };
    const first = (await call('POST', '/api/challenge/bob', tokens.alice!, form)).body;
    expect(
      await call('POST', `/api/challenge/${first.id}/decline`, tokens.bob!, { reason: 'tooFast' }),
    ).toEqual({
      status: 200,
      body: { ok: true },
    });
    const declined = await aliceEvents.next((e) => e.type === 'challengeDeclined');
    expect(declined.challenge).toMatchObject({
      id: first.id,
      status: 'declined',
      declineReason: 'tooFast',
      declineReasonKey: 'toofast',
    });
    const second = (await call('POST', '/api/challenge/bob', tokens.alice!, form)).body;
    expect((await call('POST', `/api/challenge/${second.id}/cancel`, tokens.bob!)).status).toBe(403);
    expect((await call('POST', `/api/challenge/${second.id}/cancel`, tokens.alice!)).status).toBe(200);
    expect((await bobEvents.next((e) => e.type === 'challengeCanceled')).challenge).toMatchObject({
      id: second.id,
      status: 'canceled',
    });
    expect((await call('POST', `/api/challenge/${second.id}/accept`, tokens.bob!)).status).toBe(409);
    for (const reader of [aliceEvents, bobEvents]) reader.close();
  });

  it('upgrades an account with no games to a bot, which plays through /api/bot only', async () => {
    expect((await call('POST', '/api/bot/account/upgrade', tokens.alice!)).status).toBe(403);
    expect(await call('POST', '/api/bot/account/upgrade', tokens.robo!)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await call('GET', '/api/account', tokens.robo!)).body.title).toBe('BOT');
    const botToken = (await t.services.apiTokens.create('robo', 'both', null, ['bot:play', 'board:play']))
      .token;
    expect(await call('POST', '/api/board/game/Abcd1234/resign', botToken)).toEqual({
      status: 403,
      body: { error: 'Bot accounts cannot use the Board API. Use /api/bot/*.' },
    });
    const made = await call('POST', '/api/challenge/robo', tokens.bob!, {
      'clock.limit': '60',
      'clock.increment': '1',
      color: 'black',
    });
    expect((await call('POST', `/api/challenge/${made.body.id}/accept`, tokens.robo!)).status).toBe(200);
    const playing = await call('GET', '/api/account/playing', tokens.robo!);
    expect(playing.body).toMatchObject({
      nbMyTurn: 1,
      nowPlaying: [{ color: 'white', isMyTurn: true, opponent: { id: 'bob' } }],
    });
    const gameId = playing.body.nowPlaying[0].gameId;
    const botStream = await NdjsonReader.open(`${base}/api/bot/game/stream/${gameId}`, tokens.robo!);
    expect(await botStream.next((e) => e.type === 'gameFull')).toMatchObject({
      id: gameId,
      white: { id: 'robo' },
    });
    expect(await call('POST', `/api/bot/game/${gameId}/move/e2e4?offeringDraw=true`, tokens.robo!)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await t.services.play.games.view(gameId, null)).toMatchObject({
      moves: ['e2e4'],
      drawOffer: 'white',
    });
    expect((await call('POST', `/api/board/game/${gameId}/move/e7e5`, tokens.bob!)).status).toBe(200);
    expect(await call('POST', `/api/bot/game/${gameId}/resign`, tokens.robo!)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await botStream.next((e) => e.type === 'gameState' && e.status === 'resign')).toMatchObject({
      moves: 'e2e4 e7e5',
      winner: 'black',
    });
    await botStream.ended;
    expect(await t.services.play.games.view(gameId, null)).toMatchObject({
      status: 'resign',
      winner: 'black',
    });
    expect((await call('POST', '/api/bot/account/upgrade', tokens.robo!)).status).toBe(400);
  });
});
