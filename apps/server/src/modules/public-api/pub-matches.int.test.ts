import { CLUB_MATCHES_API, CLUBS_API, type ClubMatchView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';

const API_HOST = 'api.kingside.test';
const API = `http://${API_HOST}`;
const SITE = 'http://localhost:80';

describe.each(DATABASE_KINDS)('chess.com’s club match endpoints on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  let id: number;
  let players: { h1: TestMember; h2: TestMember; a1: TestMember; a2: TestMember };
  let owners: { home: TestMember; away: TestMember };
  let homeSlug: string;
  let awaySlug: string;
  const someone = () => messagingMember(t, `pm_${kind}_${++serial}`);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const view = async (): Promise<ClubMatchView> =>
    (await new TestBrowser(t.app).get(CLUB_MATCHES_API.match(id))).json();
  const ref = (m: TestMember) => ({ userId: m.user.userId, guestId: null, name: m.user.username });
  const rate = (m: TestMember, rating: number) =>
    t.services.play.games.repo.insertRatingsIfMissing([
      {
        userId: m.user.userId,
        speed: 'blitz',
        rating,
        rd: 60,
        volatility: 0.06,
        games: 30,
        updatedAt: t.clock.now(),
      },
    ]);
  const found = async (owner: TestMember, members: TestMember[]) => {
    const slug = `pm-${kind}-${++serial}`;
    expect((await owner.browser.post(CLUBS_API.list, { name: `Club ${serial}`, slug })).statusCode).toBe(200);
    for (const m of members) expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
    return slug;
  };
  const key = (m: TestMember) => m.user.username.toLowerCase();

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_API_HOST: API_HOST });
    const [homeOwner, h1, h2, awayOwner, a1, a2] = await Promise.all(
      Array.from({ length: 6 }, () => someone()),
    );
    players = { h1: h1!, h2: h2!, a1: a1!, a2: a2! };
    owners = { home: homeOwner!, away: awayOwner! };
    for (const [m, r] of [
      [h1!, 1900],
      [h2!, 1500],
      [a1!, 2000],
      [a2!, 1600],
    ] as const)
      await rate(m, r);
    homeSlug = await found(homeOwner!, [h1!, h2!]);
    awaySlug = await found(awayOwner!, [a1!, a2!]);
    const proposed = await homeOwner!.browser.post(CLUB_MATCHES_API.propose, {
      homeClub: homeSlug,
      awayClub: awaySlug,
      name: 'Derby',
      boards: 2,
      timeControl: { initial: 180, increment: 2 },
      rated: true,
      startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    id = (proposed.json() as unknown as { id: number }).id;
  });
  afterAll(async () => t.close());

  it('404s while a match is only proposed, and for unknown or non-numeric ids, in chess.com’s error shape', async () => {
    for (const url of [
      `/pub/match/${id}`,
      `/pub/match/${id}/1`,
      '/pub/match/999999',
      '/pub/match/abc',
      '/pub/match/1e3',
      '/pub/match/-1',
      '/pub/match/0',
      `/pub/match/${id}/x`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.json(), url).toEqual({ code: 0, message: expect.any(String) });
    }
  });

  it('shows a match in registration with its settings and registered players, with the API’s manners', async () => {
    expect((await owners.away.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    for (const m of Object.values(players))
      expect((await m.browser.post(CLUB_MATCHES_API.register(id))).statusCode).toBe(200);
    const response = await get(`/pub/match/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const match = await view();
    expect(response.json()).toEqual({
      '@id': `${API}/pub/match/${id}`,
      name: 'Derby',
      url: `${SITE}/club/matches/${id}`,
      start_time: Math.floor(Date.parse(match.startsAt) / 1000),
      settings: {
        time_class: 'blitz',
        time_control: '180+2',
        rules: 'chess',
        min_team_players: 2,
        max_team_players: 2,
        min_required_games: 0,
        autostart: true,
      },
      status: 'registration',
      boards: 2,
      teams: {
        team1: {
          '@id': `${API}/pub/club/${homeSlug}`,
          url: `${SITE}/club/${homeSlug}`,
          name: match.home.name,
          score: 0,
          players: [
            { username: key(players.h1), rating: 1900 },
            { username: key(players.h2), rating: 1500 },
          ],
        },
        team2: {
          '@id': `${API}/pub/club/${awaySlug}`,
          url: `${SITE}/club/${awaySlug}`,
          name: match.away.name,
          score: 0,
          players: [
            { username: key(players.a1), rating: 2000 },
            { username: key(players.a2), rating: 1600 },
          ],
        },
      },
    });
    const etag = response.headers.etag as string;
    expect((await get(`/pub/match/${id}`, { 'if-none-match': etag })).statusCode).toBe(304);
    // No board is paired before the start.
    expect((await get(`/pub/match/${id}/1`)).statusCode).toBe(404);
  });

  it('shows the running and the finished match, and each board with its games, results and PGN', async () => {
    expect((await owners.home.browser.post(CLUB_MATCHES_API.start(id))).statusCode).toBe(200);
    const started = await view();
    const [b1, b2] = started.boardsPlayed;
    expect([b1!.home.username, b1!.away.username]).toEqual([
      players.h1.user.username,
      players.a1.user.username,
    ]);
    const running = (await get(`/pub/match/${id}`)).json();
    expect(running.status).toBe('in_progress');
    expect(running.start_time).toBe(Math.floor(Date.parse(started.startedAt!) / 1000));
    expect(running.teams.team1.players).toEqual([
      { username: key(players.h1), board: `${API}/pub/match/${id}/1`, rating: 1900 },
      { username: key(players.h2), board: `${API}/pub/match/${id}/2`, rating: 1500 },
    ]);
    const playing = (await get(`/pub/match/${id}/1`)).json();
    expect(playing.board_scores).toEqual({ [key(players.h1)]: 0, [key(players.a1)]: 0 });
    expect(playing.games).toHaveLength(2);
    expect(playing.games[0]).not.toHaveProperty('pgn');
    expect(playing.games[0].white).toEqual({
      rating: 1900,
      '@id': `${API}/pub/player/${key(players.h1)}`,
      username: players.h1.user.username,
      uuid: players.h1.user.uuid,
    });

    // Board 1: h1 wins as white, then loses as black; board 2: two draws.
    const games = t.services.play.games;
    const open = async (gameId: string, white: TestMember, black: TestMember) => {
      await games.act(gameId, ref(white), { t: 'move', uci: 'e2e4', version: 0 });
      await games.act(gameId, ref(black), { t: 'move', uci: 'e7e5', version: 1 });
    };
    const [g1, g2] = b1!.games.map((g) => g.id);
    await open(g1!, players.h1, players.a1);
    await games.act(g1!, ref(players.a1), { t: 'resign' });
    await open(g2!, players.a1, players.h1);
    await games.act(g2!, ref(players.h1), { t: 'resign' });
    for (const g of b2!.games) {
      const [white, black] = g.white === 'home' ? [players.h2, players.a2] : [players.a2, players.h2];
      await open(g.id, white, black);
      await games.act(g.id, ref(white), { t: 'draw', action: 'offer' });
      await games.act(g.id, ref(black), { t: 'draw', action: 'accept' });
    }
    await expect.poll(async () => (await view()).status).toBe('finished');

    const finished = await get(`/pub/match/${id}`);
    const final = await view();
    expect(finished.headers['last-modified']).toBe(new Date(final.finishedAt!).toUTCString());
    const body = finished.json();
    expect(body.end_time).toBe(Math.floor(Date.parse(final.finishedAt!) / 1000));
    expect(body.teams.team1).toMatchObject({ score: 2, result: 'draw' });
    expect(body.teams.team2).toMatchObject({ score: 2, result: 'draw' });
    expect(body.teams.team1.players).toEqual([
      {
        username: key(players.h1),
        board: `${API}/pub/match/${id}/1`,
        rating: 1900,
        played_as_white: 'win',
        played_as_black: 'resigned',
      },
      {
        username: key(players.h2),
        board: `${API}/pub/match/${id}/2`,
        rating: 1500,
        played_as_white: 'agreed',
        played_as_black: 'agreed',
      },
    ]);
    expect(body.teams.team2.players[0]).toMatchObject({
      played_as_white: 'win',
      played_as_black: 'resigned',
    });

    const board = (await get(`/pub/match/${id}/1`)).json();
    expect(board.board_scores).toEqual({ [key(players.h1)]: 1, [key(players.a1)]: 1 });
    expect(board.games.map((g: { url: string }) => g.url)).toEqual([
      `${SITE}/game/${g1}`,
      `${SITE}/game/${g2}`,
    ]);
    expect(board.games[0]).toMatchObject({
      time_control: '180+2',
      time_class: 'blitz',
      rules: 'chess',
      rated: true,
      match: `${API}/pub/match/${id}`,
      white: { username: players.h1.user.username, result: 'win' },
      black: { username: players.a1.user.username, result: 'resigned' },
    });
    expect(board.games[0].pgn).toMatch(/1\. e4 .*e5 .*1-0/);
    expect(board.games[0].pgn).toContain('[Result "1-0"]');
    expect(board.games[1].pgn).toContain('[Result "1-0"]');
    expect((await get(`/pub/match/${id}/3`)).statusCode).toBe(404);
  });
});
