import type { AddressInfo } from 'node:net';
import {
  BOARD_API_MESSAGES,
  CHALLENGE_API,
  type ChallengeView,
  type GameView,
  SOCKET_PATH,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { gameEvent, isType, SocketClient } from '../play/socket/socket-client.fixture';
import { API_RATE } from './api-guard';
import { NdjsonReader } from './ndjson-reader.fixture';

/** The proof: a scripted Board-API client plays a whole game against a browser player's socket. */
describe.each(DATABASE_KINDS)('a Board API client against a browser on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let token: string;
  const open: { close(): unknown }[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await t.services.accounts.register({
      username: 'Boardy',
      email: 'boardy@example.com',
      password: 'correct-horse',
    });
    token = (await t.services.apiTokens.create('boardy', 'dgt', null, ['board:play', 'challenge:write']))
      .token;
  });
  afterAll(async () => {
    for (const one of open) one.close();
    await t.close();
  });

  const api = async (method: string, path: string, form?: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stream = async (path: string) => {
    const reader = await NdjsonReader.open(`${base}${path}`, token);
    open.push(reader);
    return reader;
  };

  it('challenges a member, who accepts in the browser; they play to mate, with chat', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.register('webby')).statusCode).toBe(200);
    const socket = await SocketClient.open(`ws://127.0.0.1:${new URL(base).port}${SOCKET_PATH}`, {
      cookies: browser.cookies,
    });
    open.push(socket);
    const events = await stream('/api/stream/event');

    const made = await api('POST', '/api/challenge/webby', {
      'clock.limit': '180',
      'clock.increment': '0',
      color: 'black',
    });
    expect(made.status).toBe(200);
    const pushed = await socket.take<{ t: 'challenge'; challenge: ChallengeView }>(isType('challenge'));
    expect(pushed.challenge).toMatchObject({ id: made.body.id, you: 'destination' });
    expect((await browser.post(CHALLENGE_API.accept(made.body.id as string))).statusCode).toBe(200);

    const started = await events.next((e) => e.type === 'gameStart');
    expect(started.game).toMatchObject({ color: 'black', isMyTurn: false, opponent: { id: 'webby' } });
    const gameId = started.game.gameId as string;
    const game = await stream(`/api/board/game/stream/${gameId}`);
    expect(await game.next((e) => e.type === 'gameFull')).toMatchObject({
      id: gameId,
      speed: 'blitz',
      white: { id: 'webby' },
      black: { id: 'boardy' },
      state: { moves: '', status: 'started' },
    });

    socket.send({ t: 'watch', gameId });
    const full = await socket.take<{ t: 'game.full'; game: GameView }>(isType('game.full'));
    let version = full.game.version;
    const browserMove = async (uci: string) => {
      socket.send({ t: 'move', gameId, uci, version, ref: version });
      expect(await socket.take(isType('ack'))).toEqual({ t: 'ack', ref: version });
      version++;
    };
    const apiMove = async (uci: string) => {
      expect(await api('POST', `/api/board/game/${gameId}/move/${uci}`)).toEqual({
        status: 200,
        body: { ok: true },
      });
      await socket.take(gameEvent(gameId, ++version));
    };

    await browserMove('f2f3');
    expect(await game.next((e) => e.type === 'gameState')).toMatchObject({
      moves: 'f2f3',
      status: 'started',
    });
    socket.send({ t: 'chat', gameId, text: 'good luck' });
    expect(await game.next((e) => e.type === 'chatLine')).toEqual({
      type: 'chatLine',
      room: 'player',
      username: 'webby',
      text: 'good luck',
    });
    await apiMove('e7e5');
    // Out of turn: refused, nothing changed.
    expect((await api('POST', `/api/board/game/${gameId}/move/d7d5`)).status).toBe(400);
    await browserMove('g2g4');
    await apiMove('d8h4');
    expect(await game.next((e) => e.type === 'gameState' && e.status === 'mate')).toMatchObject({
      moves: 'f2f3 e7e5 g2g4 d8h4',
      winner: 'black',
    });
    await game.ended;
    expect((await events.next((e) => e.type === 'gameFinish')).game).toMatchObject({
      gameId,
      winner: 'black',
    });
    expect(await t.services.play.games.view(gameId, null)).toMatchObject({
      status: 'mate',
      moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'],
    });
  });

  it('seeks in the lobby until a browser takes the pairing', async () => {
    const events = await stream('/api/stream/event');
    const seekResponse = fetch(`${base}/api/board/seek`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'time=3&increment=0&rated=false',
    });
    const browser = new TestBrowser(t.app);
    expect((await browser.register('seeky')).statusCode).toBe(200);
    const socket = await SocketClient.open(`ws://127.0.0.1:${new URL(base).port}${SOCKET_PATH}`, {
      cookies: browser.cookies,
    });
    open.push(socket);
    const seeking = await seekResponse;
    expect(seeking.status).toBe(200);
    socket.send({ t: 'seek', pool: '3+0', rated: false });
    const paired = await socket.take<{ t: 'paired'; gameId: string }>(isType('paired'));
    expect((await events.next((e) => e.type === 'gameStart')).game).toMatchObject({ gameId: paired.gameId });
    expect(await seeking.text()).toBe('');
  });

  it('refuses a ratingRange that is not two ratings, the lower first', async () => {
    for (const range of ['1800-1500', 'strong', '1500-']) {
      const refused = await fetch(`${base}/api/board/seek`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: `time=5&increment=0&ratingRange=${range}`,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: expect.stringContaining(BOARD_API_MESSAGES.ratingRange),
      });
    }
  });

  it('keeps bot accounts out of the lobby', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.register('botbody')).statusCode).toBe(200);
    const bot = (await t.services.apiTokens.create('botbody', 'bot', null, ['bot:play'])).token;
    const upgraded = await fetch(`${base}/api/bot/account/upgrade`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bot}` },
    });
    expect(upgraded.status).toBe(200);
    const socket = await SocketClient.open(`ws://127.0.0.1:${new URL(base).port}${SOCKET_PATH}`, {
      cookies: browser.cookies,
    });
    open.push(socket);
    socket.send({ t: 'seek', pool: '3+0', rated: false, ref: 9 });
    expect(await socket.take(isType('error'))).toMatchObject({
      code: 'not_allowed',
      message: 'Bot accounts play through the Bot API, not the lobby.',
      ref: 9,
    });
  });

  it('answers 429 in lichess shape past the per-token limit', async () => {
    const limited = (await t.services.apiTokens.create('boardy', 'loop', null, [])).token;
    let last = 0;
    for (let k = 0; k <= API_RATE.perToken.limit; k++) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: '/api/account',
          headers: { authorization: `Bearer ${limited}` },
        })
      ).statusCode;
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${limited}` },
    });
    expect(last).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many requests. Try again later.' });
  });
});
