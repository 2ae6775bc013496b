import { CLUB_MATCHES_API, DAILY_API, type DailyGamesPage } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import { matchFixtures } from './matches.fixtures';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('a daily club match on %s', (kind) => {
  let t: TestApp;
  const f = matchFixtures(() => t, `cmd_${kind}`);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const games = () => t.services.play.games;
  const dailyList = async (m: Awaited<ReturnType<typeof f.someone>>): Promise<DailyGamesPage> =>
    (await m.browser.get(DAILY_API.games())).json();

  it('plays its boards as daily games: deadlines, the games list, resignation and time out, each counted once', async () => {
    const [homeOwner, h1, awayOwner, a1] = await Promise.all(Array.from({ length: 4 }, () => f.someone()));
    for (const [m, r] of [
      [homeOwner!, 1300],
      [h1!, 1800],
      [awayOwner!, 1200],
      [a1!, 1700],
    ] as const)
      await f.rate(m, r, 'daily');
    const home = await f.found(homeOwner!, [h1!]);
    const away = await f.found(awayOwner!, [a1!]);

    const proposed = await f.propose(homeOwner!, home, away, { timeControl: undefined, days: 3 });
    expect(proposed.statusCode).toBe(200);
    const id = (proposed.json() as unknown as { id: number }).id;
    expect(await f.view(id)).toMatchObject({ days: 3, timeControl: null, rated: true });
    expect((await awayOwner!.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    for (const m of [homeOwner!, h1!, awayOwner!, a1!])
      expect((await m.browser.post(CLUB_MATCHES_API.register(id))).statusCode).toBe(200);
    // Registrants are listed by their daily ratings (the match's speed), not blitz.
    expect((await f.view(id)).registered.home.map((p) => p.rating)).toEqual([1800, 1300]);

    const startedAt = t.clock.now().getTime();
    expect((await homeOwner!.browser.post(CLUB_MATCHES_API.start(id))).statusCode).toBe(200);
    const started = await f.view(id);
    expect(started.status).toBe('in_progress');
    expect(
      started.boardsPlayed.map((b) => [b.home.username, b.home.rating, b.away.username, b.away.rating]),
    ).toEqual([
      [h1!.user.username, 1800, a1!.user.username, 1700],
      [homeOwner!.user.username, 1300, awayOwner!.user.username, 1200],
    ]);
    const [b1, b2] = started.boardsPlayed;
    const g = (board: typeof b1, k: number) => board!.games[k]!.id;

    // Every game is a real daily game: rated, 3 days for white from the start, colours swapped per board.
    for (const board of started.boardsPlayed) {
      expect(board.games.map((x) => x.white)).toEqual(['home', 'away']);
      for (const [k, game] of board.games.entries()) {
        const shown = (await games().view(game.id, null))!;
        expect(shown).toMatchObject({ speed: 'daily', daysPerMove: 3, rated: true, status: 'started' });
        expect(shown.clock).toMatchObject({ white: 3 * DAY, black: 3 * DAY, running: 'white' });
        expect(shown.white.username).toBe(k === 0 ? board.home.username : board.away.username);
        expect((await games().repo.findGame(game.id))!.deadlineAt!.getTime()).toBe(startedAt + 3 * DAY);
      }
    }
    // ...and in each player's daily games list, their own move first.
    const h1List = await dailyList(h1!);
    expect(
      h1List.games.map((x) => [x.id, x.myTurn, x.daysPerMove, x.opponent.username, x.timeLeftMs]),
    ).toEqual([
      [g(b1, 0), true, 3, a1!.user.username, 3 * DAY],
      [g(b1, 1), false, 3, a1!.user.username, 3 * DAY],
    ]);
    expect(h1List.myTurnCount).toBe(1);
    expect((await dailyList(awayOwner!)).games.map((x) => x.id).sort()).toEqual([g(b2, 0), g(b2, 1)].sort());

    // chess.com's published match says daily, with its seconds per move.
    const pub = (await new TestBrowser(t.app).get(`/pub/match/${id}`)).json();
    expect(pub.settings).toMatchObject({ time_class: 'daily', time_control: `1/${3 * 86_400}` });

    // A day later board 1's first game is resigned: home's point, counted once.
    t.clock.advance(DAY);
    await f.open(g(b1, 0), h1!, a1!);
    expect((await games().repo.findGame(g(b1, 0)))!.deadlineAt!.getTime()).toBe(
      t.clock.now().getTime() + 3 * DAY,
    );
    await f.resign(g(b1, 0), a1!);
    await expect.poll(async () => (await f.view(id)).score).toEqual({ home: 1, away: 0 });
    await Promise.all([
      t.services.clubMatches.gameFinished(g(b1, 0)),
      t.services.matchSweeper.sweep(),
      t.services.play.dailySweeper.sweep(),
    ]);
    expect((await f.view(id)).score).toEqual({ home: 1, away: 0 });
    expect((await dailyList(h1!)).games.map((x) => x.id)).toEqual([g(b1, 1)]);

    // Board 1's second game is drawn, board 2's second resigned by home.
    await f.agreeDraw(g(b1, 1), a1!, h1!);
    await f.open(g(b2, 1), awayOwner!, homeOwner!);
    await f.resign(g(b2, 1), homeOwner!);
    await expect.poll(async () => (await f.view(id)).score).toEqual({ home: 1.5, away: 1.5 });
    expect((await f.view(id)).status).toBe('in_progress');

    // Board 2's first game: two moves, then home (white, to move) lets its 3 days pass.
    await f.open(g(b2, 0), homeOwner!, awayOwner!);
    const deadline = (await games().repo.findGame(g(b2, 0)))!.deadlineAt!.getTime();
    expect(deadline).toBe(t.clock.now().getTime() + 3 * DAY);
    t.clock.advance(3 * DAY - 1000);
    expect(await t.services.play.dailySweeper.sweep()).not.toContain(g(b2, 0));
    expect((await f.view(id)).status).toBe('in_progress');
    t.clock.advance(1001);
    expect(await t.services.play.dailySweeper.sweep()).toContain(g(b2, 0));
    expect((await games().view(g(b2, 0), null))!).toMatchObject({ status: 'outoftime', winner: 'black' });
    await expect.poll(async () => (await f.view(id)).status).toBe('finished');
    await Promise.all([t.services.matchSweeper.sweep(), t.services.play.dailySweeper.sweep()]);

    const final = await f.view(id);
    expect(final.score).toEqual({ home: 1.5, away: 2.5 });
    expect(final.boardsPlayed.flatMap((b) => b.games.map((x) => x.result))).toEqual([
      'home',
      'draw',
      'away',
      'away',
    ]);
    expect(final.finishedAt).toBe(t.clock.now().toISOString());
    expect((await dailyList(homeOwner!)).games).toEqual([]);
    expect((await t.services.clubMatches.ofClub(away)).finished).toMatchObject([{ id, days: 3 }]);
    // The daily ratings moved with the rated games.
    const [ratingA1] = await games().repo.findRatings([a1!.user.userId], 'daily');
    expect(ratingA1!.games).toBe(32);
  });
});
