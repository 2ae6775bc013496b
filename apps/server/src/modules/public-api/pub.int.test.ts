import { randomBytes } from 'node:crypto';
import { Chess } from 'chess.js';
import { parsePgn } from 'chessops/pgn';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../accounts/accounts.tables';
import { member, newTable, play } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';
import { PUB_PARALLEL_LIMIT } from './pub-http';

const API_HOST = 'api.kingside.test';
const API = `http://${API_HOST}`;
const SITE = 'http://localhost:80';
const SCHOLARS_MATE = ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'];

describe.each(DATABASE_KINDS)('public API (chess.com published-data shapes) on %s', (kind) => {
  let t: TestApp;
  let vishy: PlayerRef;
  let magnus: PlayerRef;
  const gameIds: string[] = [];
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // On PostgreSQL with Redis, the parallel-request count lives in Redis, as on a cluster.
    const redis: Record<string, string> =
      kind === 'postgres' && process.env.REDIS_URL
        ? {
            REDIS_URL: process.env.REDIS_URL,
            REDIS_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}:`,
          }
        : {};
    t = await startTestApp(kind, { PUBLIC_API_HOST: API_HOST, ...redis });
    await t.services.accounts.register({
      username: 'Vishy',
      email: 'vishy@example.com',
      password: 'madras-tiger',
      level: 'gold',
    });
    const vishyRow = (await t.services.accounts.findByUsername('vishy'))!;
    vishy = { userId: vishyRow.userId, guestId: null, name: 'Vishy' };
    await t.services.profiles.update(vishyRow, vishyRow, {
      firstName: 'Viswanathan',
      lastName: 'Anand',
      location: 'Chennai',
    });
    magnus = await member(t, 'Magnus');
    const fan = (await t.services.accounts.findByUsername((await member(t, 'fan_one')).name))!;
    await t.services.relations.act(fan, 'follow', 'vishy');

    // June: Vishy mates Magnus (rated 3+2).
    const june = await newTable(t, {
      white: vishy,
      black: magnus,
      rated: true,
      tc: { initial: 180, increment: 2 },
    });
    await play(t, june, SCHOLARS_MATE);
    gameIds.push(june.id);
    // July: Vishy resigns one as black, then the two agree a draw.
    t.clock.advance(31 * 86_400_000);
    const july = await newTable(t, {
      white: magnus,
      black: vishy,
      rated: true,
      tc: { initial: 180, increment: 2 },
    });
    await play(t, july, ['d2d4', 'd7d5']);
    await t.services.play.games.act(july.id, vishy, { t: 'resign' });
    gameIds.push(july.id);
    t.clock.advance(60_000);
    const draw = await newTable(t, {
      white: vishy,
      black: magnus,
      rated: true,
      tc: { initial: 180, increment: 2 },
    });
    await play(t, draw, ['e2e4', 'c7c5']);
    await t.services.play.games.act(draw.id, vishy, { t: 'draw', action: 'offer' });
    await t.services.play.games.act(draw.id, magnus, { t: 'draw', action: 'accept' });
    gameIds.push(draw.id);
  });
  afterAll(async () => t.close());

  it('shows a player with chess.com’s fields, its @id on the public-API host', async () => {
    const response = await get('/pub/player/VISHY');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const row = (await t.services.accounts.findByUsername('vishy'))!;
    expect(response.json()).toEqual({
      '@id': `${API}/pub/player/vishy`,
      url: `${SITE}/member/vishy`,
      username: 'vishy',
      player_id: row.userId,
      status: 'premium',
      name: 'Viswanathan Anand',
      location: 'Chennai',
      country: `${API}/pub/country/XX`,
      last_online: Math.floor(row.createdAt.getTime() / 1000),
      joined: Math.floor(row.createdAt.getTime() / 1000),
      followers: 1,
      is_streamer: false,
      verified: false,
    });
  });

  it('gives each account its chess.com status, closed ones with their reason', async () => {
    const statusOf = async (name: string) => (await get(`/pub/player/${name}`)).json().status;
    await member(t, 'st_basic');
    expect(await statusOf('st_basic')).toBe('basic');
    await member(t, 'st_mod');
    await t.services.accounts.setLevel('st_mod', 'moderator');
    expect(await statusOf('st_mod')).toBe('mod');
    await member(t, 'st_staff');
    await t.services.accounts.setLevel('st_staff', 'staff');
    expect(await statusOf('st_staff')).toBe('staff');
    const db = t.testDb.database.db;
    for (const [closure, status] of [
      ['cheater', 'closed:fair_play_violations'],
      ['abuser', 'closed:abuse'],
      ['voluntarilyClosed', 'closed'],
      ['unspecifiedClosed', 'closed'],
    ] as const) {
      const name = `st_${closure.toLowerCase()}`;
      await member(t, name);
      await db.update(users).set({ closure }).where(eq(users.usernameKey, name));
      expect(await statusOf(name)).toBe(status);
    }
  });

  it('answers unknown members with chess.com’s 404 on every endpoint', async () => {
    for (const path of [
      '',
      '/stats',
      '/is-online',
      '/games/archives',
      '/games/2026/06',
      '/games/2026/06/pgn',
      '/clubs',
      '/tournaments',
    ]) {
      const response = await get(`/pub/player/nobody_here${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.json()).toEqual({ code: 0, message: 'User "nobody_here" not found.' });
    }
    expect((await get('/pub/nothing/here')).json()).toEqual({ code: 0, message: 'No such endpoint.' });
  });

  it('has stats for the speeds the member plays: last, best and record', async () => {
    const stats = (await get('/pub/player/vishy/stats')).json();
    expect(Object.keys(stats)).toEqual(['chess_blitz']);
    const june = (await t.services.play.games.view(gameIds[0]!, null))!;
    const mated = june.white.rating! + june.white.ratingDiff!;
    const [rating] = await t.services.play.archive.ratings(vishy.userId!);
    expect(stats.chess_blitz).toEqual({
      last: {
        rating: Math.round(rating!.rating),
        date: Math.floor(rating!.updatedAt.getTime() / 1000),
        rd: Math.round(rating!.rd),
      },
      best: {
        rating: mated,
        date: Math.floor(Date.parse('2026-06-01T12:00:00Z') / 1000),
        game: `${SITE}/game/${gameIds[0]}`,
      },
      record: { win: 1, loss: 1, draw: 1 },
    });
    expect((await get('/pub/player/fan_one/stats')).json()).toEqual({});
  });

  it('says whether a member is online', async () => {
    expect((await get('/pub/player/vishy/is-online')).json()).toEqual({ online: false });
  });

  it('lists the months with games, oldest first', async () => {
    expect((await get('/pub/player/vishy/games/archives')).json()).toEqual({
      archives: [`${API}/pub/player/vishy/games/2026/06`, `${API}/pub/player/vishy/games/2026/07`],
    });
    expect((await get('/pub/player/fan_one/games/archives')).json()).toEqual({ archives: [] });
  });

  it('lists a month’s games field by field, their PGN readable by an independent parser', async () => {
    const { games } = (await get('/pub/player/vishy/games/2026/06')).json();
    expect(games).toHaveLength(1);
    const june = (await t.services.play.games.view(gameIds[0]!, null))!;
    const [vishyRow, magnusRow] = await Promise.all([
      t.services.accounts.findByUsername('vishy'),
      t.services.accounts.findByUsername('magnus'),
    ]);
    const { pgn, ...game } = games[0];
    expect(game).toEqual({
      url: `${SITE}/game/${gameIds[0]}`,
      time_control: '180+2',
      end_time: Math.floor(Date.parse('2026-06-01T12:00:00Z') / 1000),
      rated: true,
      initial_setup: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      fen: june.fen,
      time_class: 'blitz',
      rules: 'chess',
      white: {
        rating: june.white.rating! + june.white.ratingDiff!,
        result: 'win',
        '@id': `${API}/pub/player/vishy`,
        username: 'Vishy',
        uuid: vishyRow!.uuid,
      },
      black: {
        rating: june.black.rating! + june.black.ratingDiff!,
        result: 'checkmated',
        '@id': `${API}/pub/player/magnus`,
        username: 'Magnus',
        uuid: magnusRow!.uuid,
      },
    });
    const chess = new Chess();
    chess.loadPgn(pgn);
    expect(chess.fen()).toBe(june.fen);
    expect(chess.getHeaders()).toMatchObject({
      White: 'Vishy',
      Black: 'Magnus',
      Result: '1-0',
      TimeControl: '180+2',
      Termination: 'Vishy won by checkmate',
      ECO: 'C20',
      Opening: "King's Pawn Game",
      Link: `${SITE}/game/${gameIds[0]}`,
    });
    expect(pgn).toContain('{ [%clk 0:03:00] }');
  });

  it('gives the other month’s games their results, and its PGN as one download', async () => {
    const { games } = (await get('/pub/player/vishy/games/2026/07')).json();
    expect(
      games.map((g: { white: { result: string }; black: { result: string } }) => [
        g.white.result,
        g.black.result,
      ]),
    ).toEqual([
      ['win', 'resigned'],
      ['agreed', 'agreed'],
    ]);
    const response = await get('/pub/player/vishy/games/2026/07/pgn');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Kingside_vishy_202607.pgn"');
    const parsed = parsePgn(response.body);
    expect(parsed.map((g) => g.headers.get('Result'))).toEqual(['1-0', '1/2-1/2']);
    expect(response.body).toBe(games.map((g: { pgn: string }) => g.pgn).join('\n'));
  });

  it('answers an empty month with no games, and a malformed one with a 400', async () => {
    expect((await get('/pub/player/vishy/games/2030/01')).json()).toEqual({ games: [] });
    for (const path of ['2026/13', '2026/00', '2026/7', '26/07', 'abcd/07', '2026/07x', '20260/07']) {
      const response = await get(`/pub/player/vishy/games/${path}`);
      expect([response.statusCode, response.json().code]).toEqual([400, 0]);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('has chess.com’s empty clubs and tournaments, and countries', async () => {
    expect((await get('/pub/player/vishy/clubs')).json()).toEqual({ clubs: [] });
    expect((await get('/pub/player/vishy/tournaments')).json()).toEqual({
      finished: [],
      in_progress: [],
      registered: [],
    });
    expect((await get('/pub/country/us')).json()).toEqual({
      '@id': `${API}/pub/country/US`,
      name: 'United States',
      code: 'US',
    });
    expect((await get('/pub/country/XX')).json().name).toBe('International');
    expect((await get('/pub/country/QQ')).statusCode).toBe(404);
    expect((await get('/pub/country/u1')).statusCode).toBe(400);
  });

  it('answers a repeated request with 304 by ETag or by date, and a changed one in full', async () => {
    const first = await get('/pub/player/vishy/games/2026/06');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(new Date(lastModified).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const byTag = await get('/pub/player/vishy/games/2026/06', { 'if-none-match': etag });
    expect([byTag.statusCode, byTag.body]).toEqual([304, '']);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await get('/pub/player/vishy/games/2026/06', { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);
    const older = await get('/pub/player/vishy/games/2026/06', {
      'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString(),
    });
    expect(older.statusCode).toBe(200);
    const otherTag = await get('/pub/player/vishy/games/2026/06', { 'if-none-match': '"stale"' });
    expect(otherTag.statusCode).toBe(200);
    expect((await get('/pub/player/vishy', {})).headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a CORS preflight from any origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/pub/player/vishy/stats',
      headers: {
        origin: 'https://someone-else.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(response.headers['access-control-allow-headers']).toBe('*');
  });

  it('serves only the public API on the public-API host', async () => {
    const onApiHost = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: API_HOST } });
    const player = await onApiHost('/pub/player/vishy');
    expect(player.statusCode).toBe(200);
    expect(player.json()['@id']).toBe(`${API}/pub/player/vishy`);
    for (const url of [
      '/',
      '/login',
      '/member/vishy',
      '/callback/user/current',
      '/api/account',
      '/publish',
    ]) {
      const response = await onApiHost(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 0, message: 'No such endpoint.' });
    }
    // The site itself still answers on its own host.
    expect((await get('/login')).statusCode).toBe(200);
  });

  it('refuses a parallel flood from one address with 429 and Retry-After, never serial use', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}/pub/player/vishy`;
    // Hold every admitted request inside the handler until the refused ones have all come back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lookup = t.services.accounts.findByUsername;
    const spy = vi.spyOn(t.services.accounts, 'findByUsername').mockImplementation(async (name) => {
      await held;
      return lookup(name);
    });
    try {
      const flood = 40;
      let refused = 0;
      const responses = await Promise.all(
        Array.from({ length: flood }, async () => {
          const response = await fetch(url);
          const body = await response.json();
          if (response.status === 429 && ++refused === flood - PUB_PARALLEL_LIMIT) release();
          return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
        }),
      );
      expect(responses.filter((r) => r.status === 200)).toHaveLength(PUB_PARALLEL_LIMIT);
      const tooMany = responses.filter((r) => r.status === 429);
      expect(tooMany).toHaveLength(flood - PUB_PARALLEL_LIMIT);
      for (const r of tooMany) {
        expect(r.retryAfter).toBe('1');
        expect(r.body).toEqual({
          code: 0,
          message: 'Too many parallel requests. Please make them one at a time.',
        });
      }
    } finally {
      release();
      spy.mockRestore();
    }
    // One at a time, as many as you like.
    for (let i = 0; i < PUB_PARALLEL_LIMIT * 3; i++) expect((await fetch(url)).status).toBe(200);
  });
});
