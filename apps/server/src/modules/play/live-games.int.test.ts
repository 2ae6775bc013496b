import { LIVE_GAMES_LIMIT, type LiveGamesResponse, PLAY_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { guest, member, newTable, play } from './play.fixtures';
import type { PlayerRef } from './player';

describe.each(DATABASE_KINDS)('the live games list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const get = (url: string) => new TestBrowser(t.app).get(url);

  /** A member with a blitz rating (the fixtures' games are 5+0). */
  async function rated(name: string, rating: number): Promise<PlayerRef> {
    const player = await member(t, name);
    await t.services.play.games.repo.insertRatingsIfMissing([
      {
        userId: player.userId!,
        speed: 'blitz',
        rating,
        rd: 60,
        volatility: 0.06,
        games: 30,
        updatedAt: t.clock.now(),
      },
    ]);
    return player;
  }

  it('lists live games top-rated first (guests last), with their positions; finished games are left out', async () => {
    const guestGame = await newTable(t, { white: await rated('live_solo', 2400), black: guest() });
    t.clock.advance(1000);
    const second = await newTable(t, {
      white: await rated('live_c', 1600),
      black: await rated('live_d', 2000),
    });
    t.clock.advance(1000);
    const top = await newTable(t, { white: await rated('live_a', 1900), black: await rated('live_b', 1800) });
    t.clock.advance(1000);
    const guests = await newTable(t);
    const finished = await newTable(t, {
      white: await rated('live_e', 2700),
      black: await rated('live_f', 2700),
    });
    await t.services.play.games.act(finished.id, finished.white, { t: 'abort' });
    await play(t, top, ['e2e4', 'e7e5']);

    const response = await get(PLAY_API.liveGames());
    expect(response.statusCode).toBe(200);
    const { games } = response.json() as LiveGamesResponse;
    expect(games.map((g) => g.id)).toEqual([top.id, second.id, guests.id, guestGame.id]);
    expect(games[0]).toMatchObject({
      white: { username: 'live_a', rating: 1900, isGuest: false },
      black: { username: 'live_b', rating: 1800, isGuest: false },
      timeControl: { initial: 300, increment: 0 },
      speed: 'blitz',
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      lastMove: 'e7e5',
      version: 2,
    });
    expect(games[3]).toMatchObject({
      white: { username: 'live_solo', rating: 2400 },
      black: { rating: null, isGuest: true },
      lastMove: null,
    });

    // The position follows the game.
    await play(t, top, ['g1f3']);
    const again = (await get(PLAY_API.liveGames(1))).json() as LiveGamesResponse;
    expect(again.games).toHaveLength(1);
    expect(again.games[0]).toMatchObject({ id: top.id, lastMove: 'g1f3', version: 3 });
    // On the embedded database the next move is journaled, not yet folded into the table: listed all the same.
    await play(t, top, ['b8c6']);
    const journaled = (await get(PLAY_API.liveGames(1))).json() as LiveGamesResponse;
    expect(journaled.games[0]).toMatchObject({
      id: top.id,
      fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
      lastMove: 'b8c6',
      version: 4,
    });
  });

  it.each(['0', String(LIVE_GAMES_LIMIT.max + 1), 'ten', '2.5', '-1'])(
    'refuses limit=%s with a 400',
    async (limit) => {
      const response = await get(`/callback/games/live?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    },
  );

  it('accepts the largest limit', async () => {
    expect((await get(PLAY_API.liveGames(LIVE_GAMES_LIMIT.max))).statusCode).toBe(200);
  });
});
