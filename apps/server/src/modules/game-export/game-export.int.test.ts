import { Chess } from 'chess.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { FIRST_MOVE_MS } from '../play/game-logic';
import { member, newTable, play, type Table } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';
import { FLAG_GRACE_MS } from '../play/sweeper';
import { USER_EXPORT_RATE } from './game-export.routes';

/** Games of many shapes, each with how it ends and what must show in its export. */
const SHAPES: { name: string; moves: string[]; end: 'mate' | 'resign' | 'draw' | 'flag' | 'abort' }[] = [
  { name: 'mate', moves: ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'], end: 'mate' },
  {
    name: 'promotion, then resignation',
    moves: ['a2a4', 'b7b5', 'a4b5', 'a7a6', 'b5a6', 'c8b7', 'a6b7', 'b8c6', 'b7a8q'],
    end: 'resign',
  },
  {
    name: 'castling short both sides, then a draw',
    moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'e1g1', 'g8f6', 'd2d3', 'e8g8'],
    end: 'draw',
  },
  {
    name: 'castling long both sides, then a timeout',
    moves: ['d2d4', 'd7d5', 'b1c3', 'b8c6', 'c1f4', 'c8f5', 'd1d2', 'd8d7', 'e1c1', 'e8c8'],
    end: 'flag',
  },
  { name: 'aborted', moves: ['e2e4'], end: 'abort' },
];

describe.each(DATABASE_KINDS)('game export on %s', (kind) => {
  let t: TestApp;
  let alice: PlayerRef;
  let bob: PlayerRef;
  let carol: PlayerRef;
  const ended: { id: string; fen: string; name: string; status: string }[] = [];

  let requests = 0;
  /** Each request from an address of its own: only the rate test meets the limits. */
  const get = (url: string, accept?: string) => {
    const n = ++requests;
    const remoteAddress = `10.9.${n >> 8}.${n & 255}`;
    return t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {}, remoteAddress });
  };

  async function finish(table: Table, end: (typeof SHAPES)[number]['end']) {
    const games = t.services.play.games;
    if (end === 'resign') await games.act(table.id, table.black, { t: 'resign' });
    if (end === 'abort') await games.act(table.id, table.black, { t: 'abort' });
    if (end === 'draw') {
      await games.act(table.id, table.white, { t: 'draw', action: 'offer' });
      await games.act(table.id, table.black, { t: 'draw', action: 'accept' });
    }
    if (end === 'flag') {
      t.clock.advance(120_000 + FLAG_GRACE_MS);
      await t.services.play.sweeper.sweep();
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    alice = await member(t, 'alice_x');
    bob = await member(t, 'bob_x');
    carol = await member(t, 'carol_x');
    for (const [i, shape] of SHAPES.entries()) {
      t.clock.advance(3_600_000);
      const table = await newTable(t, {
        white: i % 2 ? bob : alice,
        black: i % 2 ? alice : bob,
        tc: { initial: 60, increment: 1 },
        rated: i !== 0,
      });
      await play(t, table, shape.moves);
      await finish(table, shape.end);
      const view = (await t.services.play.games.view(table.id, null))!;
      ended.push({ id: table.id, fen: view.fen, name: shape.name, status: view.status });
    }
    t.clock.advance(3_600_000);
    const other = await newTable(t, { white: alice, black: carol, tc: { initial: 60, increment: 1 } });
    await play(t, other, ['d2d4', 'g8f6', 'c2c4', 'e7e6', 'b1c3', 'f8b4']);
    await t.services.play.games.act(other.id, carol, { t: 'resign' });
    ended.push({
      id: other.id,
      fen: (await t.services.play.games.view(other.id, null))!.fen,
      name: 'vs carol',
      status: 'resign',
    });
  });
  afterAll(async () => t.close());

  it('ended every game as meant', () => {
    expect(ended.map((g) => g.status)).toEqual(['mate', 'resign', 'draw', 'outoftime', 'aborted', 'resign']);
  });

  it('writes every game as PGN that chess.js reads and replays to the same position', async () => {
    for (const game of ended) {
      const response = await get(`/game/export/${game.id}`);
      expect(response.statusCode, game.name).toBe(200);
      expect(response.headers['content-type']).toBe('application/x-chess-pgn; charset=utf-8');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const chess = new Chess();
      chess.loadPgn(response.body);
      expect(chess.fen(), game.name).toBe(game.fen);
      const tags = chess.getHeaders();
      for (const tag of ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result', 'UTCDate', 'UTCTime'])
        expect(tags[tag], `${game.name}: ${tag}`).toBeTruthy();
      expect(tags.TimeControl).toBe('60+1');
      expect(tags.Link).toBe(`http://localhost:80/game/${game.id}`);
    }
  });

  it('writes the result, the termination, the clocks and the opening lichess’s way', async () => {
    const headers = async (id: string) => {
      const chess = new Chess();
      chess.loadPgn((await get(`/game/export/${id}`)).body);
      return chess.getHeaders();
    };
    expect(await headers(ended[0]!.id)).toMatchObject({
      Result: '1-0',
      Termination: 'Normal',
      Event: 'Casual bullet game',
      ECO: 'C20',
      Opening: "King's Pawn Game",
      White: 'alice_x',
      WhiteElo: '1500',
    });
    expect(await headers(ended[2]!.id)).toMatchObject({ Result: '1/2-1/2', Termination: 'Normal' });
    expect(await headers(ended[3]!.id)).toMatchObject({ Result: '0-1', Termination: 'Time forfeit' });
    expect(await headers(ended[4]!.id)).toMatchObject({ Result: '*', Termination: 'Abandoned' });
    // Reached by the Nimzo-Indian's own road; the table knows it.
    expect(await headers(ended[5]!.id)).toMatchObject({ ECO: 'E20', Opening: 'Nimzo-Indian Defense' });
    const promoted = (await get(`/game/export/${ended[1]!.id}`)).body;
    expect(promoted).toContain('5. bxa8=Q { [%clk 0:01:04] } 1-0');
    expect((await get(`/game/export/${ended[2]!.id}`)).body).toContain('O-O');
    expect((await get(`/game/export/${ended[3]!.id}`)).body).toContain('O-O-O');
  });

  it('leaves out what the switches turn off', async () => {
    const id = ended[0]!.id;
    const bare = (await get(`/game/export/${id}?tags=false&clocks=false&opening=false`)).body;
    expect(bare).toBe('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n');
    const noMoves = (await get(`/game/export/${id}?moves=false`)).body;
    expect(noMoves).toContain('[Result "1-0"]');
    expect(noMoves).not.toContain('e4');
  });

  it('answers JSON in lichess’s shape when asked', async () => {
    const response = await get(`/game/export/${ended[0]!.id}?pgnInJson=true`, 'application/json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const game = response.json();
    expect(game).toMatchObject({
      id: ended[0]!.id,
      rated: false,
      variant: 'standard',
      speed: 'bullet',
      perf: 'bullet',
      status: 'mate',
      winner: 'white',
      players: { white: { user: { name: 'alice_x', id: 'alice_x' } }, black: { user: { name: 'bob_x' } } },
      opening: { eco: 'C20', name: "King's Pawn Game", ply: 2 },
      moves: 'e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#',
      clock: { initial: 60, increment: 1, totalTime: 100 },
    });
    expect(game.clocks).toHaveLength(7);
    expect(game.clocks[0]).toBe(6000);
    expect(new Chess().loadPgn(game.pgn)).toBeUndefined();
  });

  it('holds an ongoing game back three plies', async () => {
    const table = await newTable(t, { white: carol, black: bob });
    await play(t, table, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    const game = (await get(`/game/export/${table.id}`, 'application/json')).json();
    expect(game).toMatchObject({ status: 'started', moves: 'e4' });
    await t.services.play.games.act(table.id, bob, { t: 'resign' });
  });

  it('exports a game whose first move never came while the other side waited as lichess’s noStart, won by that side', async () => {
    const table = await newTable(t, { white: await member(t, 'dave_x'), black: await member(t, 'erin_x') });
    await play(t, table, ['e2e4']);
    t.clock.advance(FIRST_MOVE_MS + FLAG_GRACE_MS);
    expect(await t.services.play.sweeper.sweep()).toContain(table.id);
    const game = (await get(`/game/export/${table.id}?pgnInJson=true`, 'application/json')).json();
    expect(game).toMatchObject({ status: 'noStart', winner: 'white', moves: 'e4' });
    const chess = new Chess();
    chess.loadPgn(game.pgn);
    expect(chess.getHeaders()).toMatchObject({ Result: '1-0', Termination: 'Abandoned' });
  });

  it('refuses a bad id with 400 and an unknown one with 404, in lichess’s error shape', async () => {
    expect((await get('/game/export/bad')).statusCode).toBe(400);
    const missing = await get('/game/export/ZZZZZZZZ');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No such game.' });
    expect((await get(`/game/export/${ended[0]!.id}?moves=maybe`)).json()).toEqual({
      error: 'moves: Invalid option: expected one of "0"|"1"|"true"|"false"',
    });
  });

  describe('a member’s games', () => {
    const pgnGames = (body: string) => body.split(/\n\n(?=\[Event )/).filter((text) => text.trim());

    it('streams them newest first as PGN, each readable by chess.js, aborted ones left out', async () => {
      const response = await get('/api/games/user/Alice_X?clocks=true&opening=true');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="kingside_Alice_X_\d{4}-\d{2}-\d{2}\.pgn"$/,
      );
      const texts = pgnGames(response.body);
      const expected = ended.filter((g) => g.status !== 'aborted').reverse();
      expect(texts).toHaveLength(expected.length);
      for (const [i, text] of texts.entries()) {
        const chess = new Chess();
        chess.loadPgn(text);
        expect(chess.fen(), expected[i]!.name).toBe(expected[i]!.fen);
        expect(chess.getHeaders().Link).toBe(`http://localhost:80/game/${expected[i]!.id}`);
      }
      // lichess's defaults for this endpoint: no clocks, no opening.
      expect((await get('/api/games/user/alice_x')).body).not.toContain('[%clk');
    });

    it('filters as lichess does, and streams NDJSON when asked', async () => {
      const ids = async (query: string) =>
        (await get(`/api/games/user/alice_x?${query}`, 'application/x-ndjson')).body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line).id as string);
      const [mate, promotion, draw, flag, , nimzo] = ended.map((g) => g.id);
      expect(await ids('')).toEqual([nimzo, flag, draw, promotion, mate]);
      expect(await ids('max=2')).toEqual([nimzo, flag]);
      expect(await ids('color=black')).toEqual([flag, promotion]);
      expect(await ids('vs=carol_x')).toEqual([nimzo]);
      expect(await ids('vs=nobody_here')).toEqual([]);
      expect(await ids('rated=false')).toEqual([nimzo, mate]);
      expect(await ids('perfType=bullet,blitz&rated=true')).toEqual([flag, draw, promotion]);
      expect(await ids('result=draw')).toEqual([draw]);
      expect(await ids('result=loss')).toEqual([promotion]);
      expect(await ids('result=win')).toEqual([nimzo, flag, mate]);
      const last = ended[3]!;
      const flagEnd = (await t.services.play.games.repo.findGame(last.id))!.endedAt!.getTime();
      expect(await ids(`until=${flagEnd}`)).toEqual([flag, draw, promotion, mate]);
      expect(await ids(`since=${flagEnd}`)).toEqual([nimzo, flag]);
    });

    it('pages by keyset through the index, whatever the page size', async () => {
      const all: string[] = [];
      let cursor = null;
      for (;;) {
        const page = await t.services.play.archivePages.page(alice.userId!, {}, cursor, 2);
        all.push(...page.games.map((g) => g.id));
        if (!page.next) break;
        cursor = page.next;
      }
      expect(all).toEqual(
        ended
          .filter((g) => g.status !== 'aborted')
          .reverse()
          .map((g) => g.id),
      );
    });

    it('lists them a page at a time for the archive page, from the member’s side', async () => {
      const first = (await get('/callback/games/archive/alice_x?result=win')).json();
      expect(first.games.map((g: { id: string }) => g.id)).toEqual([
        ended[5]!.id,
        ended[3]!.id,
        ended[0]!.id,
      ]);
      expect(first.games[1]).toMatchObject({
        color: 'black',
        result: 'win',
        status: 'outoftime',
        speed: 'bullet',
      });
      expect(first.games[0].fen).toBe(ended[5]!.fen);
      expect(first.next).toBeNull();
      expect((await get('/callback/games/archive/alice_x?after=nonsense')).statusCode).toBe(400);
      const cursor = `${new Date(first.games[0].endedAt).getTime()}.${first.games[0].id}`;
      const rest = (await get(`/callback/games/archive/alice_x?after=${cursor}`)).json();
      expect(rest.games).toHaveLength(4);
    });

    it('is a 404 for an unknown member and a 400 for a bad filter', async () => {
      expect((await get('/api/games/user/nobody_here')).statusCode).toBe(404);
      expect((await get('/api/games/user/alice_x?color=green')).statusCode).toBe(400);
      expect((await get('/api/games/user/alice_x?perfType=blitz,chess960')).statusCode).toBe(400);
      expect((await get('/api/games/user/alice_x?max=0')).statusCode).toBe(400);
    });

    it('answers 429 past the rate of downloads per address', async () => {
      const from = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/api/games/user/bob_x?max=1', remoteAddress });
      for (let i = 0; i < USER_EXPORT_RATE.limit; i++) expect((await from('10.7.7.7')).statusCode).toBe(200);
      const refused = await from('10.7.7.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await from('10.7.7.8')).statusCode).toBe(200);
    });
  });
});
