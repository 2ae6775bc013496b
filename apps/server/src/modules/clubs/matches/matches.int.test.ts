import { CLUB_MATCHES_API } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import { matchFixtures } from './matches.fixtures';
import { clubMatches, clubMatchPlayers } from './matches.tables';

describe.each(DATABASE_KINDS)('club matches on %s', (kind) => {
  let t: TestApp;
  const { someone, errorOf, rate, found, view, propose, open, resign, agreeDraw } = matchFixtures(
    () => t,
    `cm_${kind}`,
  );

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('pairs boards by rating, swaps colours, keeps the score and finishes once every game ended', async () => {
    const [homeOwner, h1, h2, h3, awayOwner, a1, a2, outsider] = await Promise.all(
      Array.from({ length: 8 }, () => someone()),
    );
    for (const [m, r] of [
      [homeOwner!, 1200],
      [h1!, 1500],
      [h2!, 1900],
      [h3!, 1700],
      [awayOwner!, 1100],
      [a1!, 1600],
      [a2!, 2100],
    ] as const)
      await rate(m, r);
    const home = await found(homeOwner!, [h1!, h2!, h3!]);
    const away = await found(awayOwner!, [a1!, a2!]);

    expect(errorOf(await propose(h1!, home, away))).toEqual([403, 'club_not_admin']);
    expect(errorOf(await propose(homeOwner!, home, home))).toEqual([409, 'club_match_same_club']);
    const proposed = await propose(homeOwner!, home, away);
    expect(proposed.statusCode).toBe(200);
    const id = (proposed.json() as unknown as { id: number }).id;

    // Only the other club's admin agrees; nothing changes on a refusal.
    expect(errorOf(await homeOwner!.browser.post(CLUB_MATCHES_API.accept(id)))).toEqual([
      403,
      'club_not_member',
    ]);
    expect(errorOf(await a1!.browser.post(CLUB_MATCHES_API.accept(id)))).toEqual([403, 'club_not_admin']);
    expect((await view(id)).status).toBe('proposed');
    expect((await awayOwner!.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    expect((await view(id)).status).toBe('registration');

    // Members register for their club; outsiders cannot; a withdrawal counts.
    const before = await t.testDb.database.db
      .select()
      .from(clubMatchPlayers)
      .where(eq(clubMatchPlayers.matchId, id));
    expect(errorOf(await outsider!.browser.post(CLUB_MATCHES_API.register(id)))).toEqual([
      403,
      'club_not_member',
    ]);
    expect(
      await t.testDb.database.db.select().from(clubMatchPlayers).where(eq(clubMatchPlayers.matchId, id)),
    ).toEqual(before);
    for (const m of [h1!, h2!, h3!, homeOwner!, a1!, a2!])
      expect((await m.browser.post(CLUB_MATCHES_API.register(id))).statusCode).toBe(200);
    expect(errorOf(await h1!.browser.post(CLUB_MATCHES_API.register(id)))).toEqual([
      409,
      'club_match_registered',
    ]);
    expect((await h3!.browser.post(CLUB_MATCHES_API.withdraw(id))).statusCode).toBe(200);
    expect(errorOf(await h3!.browser.post(CLUB_MATCHES_API.withdraw(id)))).toEqual([
      403,
      'club_match_not_registered',
    ]);
    expect((await view(id, h1!)).mySide).toBe('home');
    expect((await view(id, a1!)).registered.away.map((p) => [p.username, p.rating])).toEqual([
      [a2!.user.username, 2100],
      [a1!.user.username, 1600],
    ]);

    expect(errorOf(await h1!.browser.post(CLUB_MATCHES_API.start(id)))).toEqual([403, 'club_not_admin']);
    expect((await awayOwner!.browser.post(CLUB_MATCHES_API.start(id))).statusCode).toBe(200);
    expect(errorOf(await homeOwner!.browser.post(CLUB_MATCHES_API.start(id)))).toEqual([
      409,
      'club_match_closed',
    ]);
    expect(errorOf(await a1!.browser.post(CLUB_MATCHES_API.withdraw(id)))).toEqual([
      409,
      'club_match_closed',
    ]);

    const started = await view(id);
    expect(started.status).toBe('in_progress');
    // Highest against highest: h2 (1900) v a2 (2100), h1 (1500) v a1 (1600); the owner (1200) is left over.
    expect(
      started.boardsPlayed.map((b) => [
        b.board,
        b.home.username,
        b.home.rating,
        b.away.username,
        b.away.rating,
      ]),
    ).toEqual([
      [1, h2!.user.username, 1900, a2!.user.username, 2100],
      [2, h1!.user.username, 1500, a1!.user.username, 1600],
    ]);
    for (const board of started.boardsPlayed)
      expect(board.games.map((g) => g.white)).toEqual(['home', 'away']);
    const [b1, b2] = started.boardsPlayed;
    const g = (board: typeof b1, k: number) => board!.games[k]!.id;
    const game = await t.services.play.games.view(g(b1, 0), null);
    expect([game!.white.username, game!.black.username]).toEqual([h2!.user.username, a2!.user.username]);
    const swapped = await t.services.play.games.view(g(b1, 1), null);
    expect([swapped!.white.username, swapped!.black.username]).toEqual([
      a2!.user.username,
      h2!.user.username,
    ]);

    // Two games end at the same moment: each counts once; a repeated notice and the sweep add nothing.
    await open(g(b1, 0), h2!, a2!);
    await open(g(b2, 0), h1!, a1!);
    await Promise.all([resign(g(b1, 0), a2!), resign(g(b2, 0), h1!)]);
    await expect.poll(async () => (await view(id)).score).toEqual({ home: 1, away: 1 });
    await Promise.all([
      t.services.clubMatches.gameFinished(g(b1, 0)),
      t.services.clubMatches.gameFinished(g(b1, 0)),
      t.services.matchSweeper.sweep(),
    ]);
    expect((await view(id)).score).toEqual({ home: 1, away: 1 });
    expect((await view(id)).status).toBe('in_progress');

    await agreeDraw(g(b1, 1), a2!, h2!);
    await open(g(b2, 1), a1!, h1!);
    await resign(g(b2, 1), h1!);
    await expect.poll(async () => (await view(id)).status).toBe('finished');
    const final = await view(id);
    expect(final.score).toEqual({ home: 1.5, away: 2.5 });
    expect(final.boardsPlayed.flatMap((b) => b.games.map((x) => x.result))).toEqual([
      'home',
      'draw',
      'away',
      'away',
    ]);

    expect(await t.services.clubMatches.ofClub(home)).toMatchObject({
      upcoming: [],
      live: [],
      finished: [{ id }],
    });
    expect((await new TestBrowser(t.app).get(`/pub/club/${away}/matches`)).json()).toEqual({
      finished: [
        {
          name: 'Derby',
          '@id': expect.stringMatching(new RegExp(`/pub/match/${id}$`)),
          opponent: expect.stringMatching(new RegExp(`/pub/club/${home}$`)),
          result: 'win',
          start_time: expect.any(Number),
          time_class: 'blitz',
        },
      ],
      in_progress: [],
      registered: [],
    });
  });

  it('starts an agreed match at its time (the sweep), and answers 404 for pages of no match', async () => {
    const [homeOwner, awayOwner, outsider] = await Promise.all([someone(), someone(), someone()]);
    const home = await found(homeOwner!, []);
    const away = await found(awayOwner!, []);
    const id = ((await propose(homeOwner!, home, away, { boards: 1 })).json() as unknown as { id: number })
      .id;
    expect((await awayOwner!.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    for (const m of [homeOwner!, awayOwner!]) await m.browser.post(CLUB_MATCHES_API.register(id));
    expect(errorOf(await outsider!.browser.post(CLUB_MATCHES_API.cancel(id)))).toEqual([
      403,
      'club_not_member',
    ]);

    await t.services.matchSweeper.sweep();
    expect((await view(id)).status).toBe('registration');
    t.clock.advance(3_600_000);
    await Promise.all([t.services.matchSweeper.sweep(), t.services.matchSweeper.sweep()]);
    const started = await view(id);
    expect(started.status).toBe('in_progress');
    expect(started.boardsPlayed).toHaveLength(1);

    const browser = new TestBrowser(t.app);
    expect((await browser.get(`/club/matches/${id}`)).statusCode).toBe(200);
    expect((await browser.get('/club/matches/abc')).statusCode).toBe(404);
    expect((await browser.get('/club/matches/999999')).statusCode).toBe(404);
    expect((await browser.get('/club/matches/99999999999999')).statusCode).toBe(404);
    expect((await browser.get('/callback/club-matches/abc')).statusCode).toBe(400);
    expect((await browser.get(CLUB_MATCHES_API.match(999999))).statusCode).toBe(404);
    const [row] = await t.testDb.database.db.select().from(clubMatches).where(eq(clubMatches.id, id));
    expect(row!.status).toBe('in_progress');
  });
});
