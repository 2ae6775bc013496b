import {
  type CanAccessResponse,
  type GameView,
  PUZZLES_API,
  STATS_API,
  STATS_MESSAGES,
  type StatsReport,
  type StreaksSummary,
  type TimeControl,
  type YearRecap,
} from '@kingside/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { newTable, play, type Table } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';
import { FORK_PUZZLE, seedTestPuzzles } from '../puzzles/puzzles.fixtures';
import { userItems, yearRecaps } from './stats.tables';

const BLITZ: TimeControl = { initial: 300, increment: 0 };
const BULLET: TimeControl = { initial: 60, increment: 0 };
const RAPID: TimeControl = { initial: 600, increment: 0 };

const refOf = ({ user }: TestMember): PlayerRef => ({
  userId: user.userId,
  guestId: null,
  name: user.username,
});
const after = (view: GameView, color: 'white' | 'black') => view[color].rating! + view[color].ratingDiff!;

describe.each(DATABASE_KINDS)('stats, streaks, the year in chess and the items on %s', (kind) => {
  let t: TestApp;
  let hero: TestMember;
  let rival: TestMember;
  let other: TestMember;
  let views: GameView[];

  async function game(
    startsAt: string,
    options: { white: PlayerRef; black: PlayerRef; tc: TimeControl; rated: boolean },
    moves: string[],
    end: (table: Table) => Promise<unknown>,
    seconds: number,
  ): Promise<GameView> {
    t.clock.set(new Date(startsAt));
    const table = await newTable(t, options);
    await play(t, table, moves);
    t.clock.advance(seconds * 1000);
    await end(table);
    return (await t.services.play.games.view(table.id, null))!;
  }
  const resign = (player: (table: Table) => PlayerRef) => (table: Table) =>
    t.services.play.games.act(table.id, player(table), { t: 'resign' });
  const agreeDraw = async (table: Table) => {
    await t.services.play.games.act(table.id, table.white, { t: 'draw', action: 'offer' });
    await t.services.play.games.act(table.id, table.black, { t: 'draw', action: 'accept' });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    hero = await memberWith(t, { timezone: 'Europe/Berlin' });
    rival = await memberWith(t);
    other = await memberWith(t);
    const [me, a, b] = [refOf(hero), refOf(rival), refOf(other)];
    views = [
      // 2025, three days in a row in March: a win, a loss, a draw.
      await game(
        '2025-03-10T10:00:00Z',
        { white: me, black: a, tc: BLITZ, rated: true },
        ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'],
        resign((x) => x.black),
        60,
      ),
      await game(
        '2025-03-11T10:00:00Z',
        { white: a, black: me, tc: BLITZ, rated: true },
        ['e2e4', 'c7c5'],
        resign((x) => x.black),
        120,
      ),
      await game(
        '2025-03-12T10:00:00Z',
        { white: me, black: b, tc: BULLET, rated: true },
        ['d2d4', 'd7d5', 'c2c4'],
        agreeDraw,
        30,
      ),
      // Ends 2025-12-31T23:31Z: already 2026 in Berlin, so it is 2026's game for this member.
      await game(
        '2025-12-31T23:30:00Z',
        { white: me, black: a, tc: RAPID, rated: false },
        ['e2e4', 'e7e5'],
        resign((x) => x.black),
        60,
      ),
      await game(
        '2026-06-01T10:00:00Z',
        { white: b, black: me, tc: BLITZ, rated: true },
        ['d2d4', 'g8f6'],
        resign((x) => x.white),
        90,
      ),
    ];
    // Neither counts: an aborted game and a live one.
    t.clock.set(new Date('2026-06-02T10:00:00Z'));
    const aborted = await newTable(t, { white: me, black: a, tc: BLITZ });
    await t.services.play.games.act(aborted.id, me, { t: 'abort' });
    await play(t, await newTable(t, { white: me, black: b, tc: BLITZ }), ['e2e4']);
  });
  afterAll(async () => t.close());

  const guestBrowser = () => new TestBrowser(t.app);

  it('sums up a member’s games for the statistics page, to anyone', async () => {
    const response = await guestBrowser().get(STATS_API.stats(hero.user.username));
    expect(response.statusCode).toBe(200);
    const report = response.json() as StatsReport;
    const [ruy, sicilian, gambit, , indian] = views as GameView[] as [
      GameView,
      GameView,
      GameView,
      GameView,
      GameView,
    ];
    expect(report.username).toBe(hero.user.username);
    expect(report.totals).toEqual({ games: 5, wins: 3, draws: 1, losses: 1 });
    expect(report.byColor).toEqual([
      { color: 'white', games: 3, wins: 2, draws: 1, losses: 0 },
      { color: 'black', games: 2, wins: 1, draws: 0, losses: 1 },
    ]);
    expect(report.bySpeed).toEqual([
      { speed: 'bullet', games: 1, wins: 0, draws: 1, losses: 0, seconds: 30 },
      { speed: 'blitz', games: 3, wins: 2, draws: 0, losses: 1, seconds: 270 },
      { speed: 'rapid', games: 1, wins: 1, draws: 0, losses: 0, seconds: 60 },
    ]);
    expect(report.seconds).toBe(360);
    expect(report.ratingHistory).toEqual([
      {
        speed: 'bullet',
        points: [{ gameId: gambit.id, at: '2025-03-12T10:00:30.000Z', rating: after(gambit, 'white') }],
      },
      {
        speed: 'blitz',
        points: [
          { gameId: ruy.id, at: '2025-03-10T10:01:00.000Z', rating: after(ruy, 'white') },
          { gameId: sicilian.id, at: '2025-03-11T10:02:00.000Z', rating: after(sicilian, 'black') },
          { gameId: indian.id, at: '2026-06-01T10:01:30.000Z', rating: after(indian, 'black') },
        ],
      },
    ]);
    const blitz = [after(ruy, 'white'), after(sicilian, 'black'), after(indian, 'black')];
    const blitzExtremes = report.extremes.find((row) => row.speed === 'blitz')!;
    expect(blitzExtremes.best.rating).toBe(Math.max(...blitz));
    expect(blitzExtremes.lowest.rating).toBe(Math.min(...blitz));
    expect(blitzExtremes.lowest.gameId).toBe(sicilian.id);
    expect(report.opponents).toEqual([
      { name: rival.user.username, member: true, games: 3, wins: 2, draws: 0, losses: 1 },
      { name: other.user.username, member: true, games: 2, wins: 1, draws: 1, losses: 0 },
    ]);
    expect(report.openings.map((o) => [o.name, o.games])).toContainEqual(['Ruy Lopez', 1]);
    expect(report.openingsCapped).toBe(false);
    // Berlin: today is 2026-06-02, the last game was yesterday; March 2025 had three days in a row.
    expect(report.streaks).toEqual({
      timezone: 'Europe/Berlin',
      date: '2026-06-02',
      playing: { current: 1, longest: 3, today: false, frozen: 0 },
      // No puzzle solved yet: a solving streak of nothing.
      solving: { current: 0, longest: 0, today: false, frozen: 0 },
      freezesPerMonth: 0,
    });
  });

  it('answers a member’s streaks, with the freezes their tier banks', async () => {
    await t.services.accounts.setLevel(hero.user.username, 'gold');
    try {
      t.clock.set(new Date('2026-06-04T10:00:00Z'));
      const response = await guestBrowser().get(STATS_API.streaks(hero.user.username));
      expect(response.statusCode).toBe(200);
      // Two missed days (June 2 and 3) bridged by gold's two freezes a month.
      expect((response.json() as StreaksSummary).playing).toEqual({
        current: 1,
        longest: 3,
        today: false,
        frozen: 2,
      });
    } finally {
      await t.services.accounts.setLevel(hero.user.username, 'basic');
      t.clock.set(new Date('2026-06-02T10:00:00Z'));
    }
  });

  it('counts a solving streak from the puzzles a member solved, in their own days', async () => {
    await seedTestPuzzles(t, [FORK_PUZZLE]);
    const forkId = (await t.services.puzzles.next(0, { theme: 'fork' })).puzzle!.id;
    const solver = await memberWith(t, { level: 'gold' });
    const solving = async () =>
      ((await guestBrowser().get(STATS_API.streaks(solver.user.username))).json() as StreaksSummary).solving;
    expect(await solving()).toMatchObject({ current: 0, today: false });
    const answer = await solver.browser.post(PUZZLES_API.moves(forkId), {
      moves: ['b5c7', 'c7a8'],
      mode: 'rated',
    });
    expect(answer.json()).toMatchObject({ status: 'solved' });
    expect(await solving()).toMatchObject({ current: 1, longest: 1, today: true });
  });

  it('refuses a username that breaks the route, and an unknown member, with a 4xx', async () => {
    expect((await guestBrowser().get('/callback/stats/bad%00name')).statusCode).toBe(400);
    expect((await guestBrowser().get(`/callback/stats/${'x'.repeat(65)}`)).statusCode).toBe(400);
    const unknown = await guestBrowser().get(STATS_API.stats('nobody_at_all'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await guestBrowser().get('/can-access/bad%00name/year-in-chess')).statusCode).toBe(400);
    expect((await hero.browser.get('/callback/year-in-chess/x/20xx')).statusCode).toBe(400);
  });

  it('lets only the member open their year, and only one with games', async () => {
    const can = async (browser: TestBrowser, username: string) => {
      const response = await browser.get(STATS_API.canAccessYear(username));
      expect(response.statusCode).toBe(200);
      const answer = response.json() as CanAccessResponse;
      expect(answer.year).toBe(2026);
      return answer.canAccess;
    };
    expect(await can(hero.browser, hero.user.username)).toBe(true);
    // The banner's state rides with it, for the member who can open their year.
    const banner = async () =>
      ((await hero.browser.get(STATS_API.canAccessYear(hero.user.username))).json() as CanAccessResponse)
        .bannerClosed;
    expect(await banner()).toBe(false);
    expect((await hero.browser.post(STATS_API.setItem, { item: 'closedYearInChessBanner' })).statusCode).toBe(
      200,
    );
    expect(await banner()).toBe(true);
    expect(await can(rival.browser, hero.user.username)).toBe(false);
    expect(await can(guestBrowser(), hero.user.username)).toBe(false);
    expect(await can((await memberWith(t)).browser, (await memberWith(t)).user.username)).toBe(false);
    const lonely = await memberWith(t);
    expect(await can(lonely.browser, lonely.user.username)).toBe(false);

    const before = await t.testDb.database.db.select().from(yearRecaps);
    for (const [browser, year] of [
      [rival.browser, 2025],
      [guestBrowser(), 2025],
      [hero.browser, 2024],
      [hero.browser, 2027],
    ] as const) {
      const response = await browser.get(STATS_API.year(hero.user.username, year));
      expect(response.statusCode, String(year)).toBe(403);
      expect(response.json().error).toEqual({
        code: 'year_not_accessible',
        message: STATS_MESSAGES.year_not_accessible,
      });
    }
    expect(await t.testDb.database.db.select().from(yearRecaps)).toEqual(before);
  });

  it('computes a finished year’s recap equal to a hand count, once, and keeps it', async () => {
    const [ruy, sicilian, gambit] = views as [GameView, GameView, GameView];
    const response = await hero.browser.get(STATS_API.year(hero.user.username, 2025));
    expect(response.statusCode).toBe(200);
    const recap = response.json() as YearRecap;
    expect(recap).toEqual({
      username: hero.user.username,
      year: 2025,
      totals: { games: 3, wins: 1, draws: 1, losses: 1 },
      seconds: 210,
      bestWin: {
        gameId: ruy.id,
        opponent: rival.user.username,
        opponentRating: ruy.black.rating,
        at: '2025-03-10T10:01:00.000Z',
      },
      favouriteOpening: { eco: 'D06', name: "Queen's Gambit", games: 1, wins: 0, draws: 1, losses: 0 },
      ratingJourney: [
        {
          speed: 'bullet',
          first: after(gambit, 'white'),
          last: after(gambit, 'white'),
          best: after(gambit, 'white'),
          games: 1,
        },
        {
          speed: 'blitz',
          first: after(ruy, 'white'),
          last: after(sicilian, 'black'),
          best: Math.max(after(ruy, 'white'), after(sicilian, 'black')),
          games: 2,
        },
      ],
      opponents: [
        { name: rival.user.username, member: true, games: 2, wins: 1, draws: 0, losses: 1 },
        { name: other.user.username, member: true, games: 1, wins: 0, draws: 1, losses: 0 },
      ],
      longestStreak: 3,
      computedAt: '2026-06-02T10:00:00.000Z',
      final: true,
    });
    // Kept: asked again later, the same recap (computed when first asked).
    t.clock.advance(3_600_000);
    const again = (await hero.browser.get(STATS_API.year(hero.user.username, 2025))).json() as YearRecap;
    expect(again.computedAt).toBe('2026-06-02T10:00:00.000Z');
    const kept = await t.testDb.database.db
      .select()
      .from(yearRecaps)
      .where(eq(yearRecaps.userId, hero.user.userId));
    expect(kept.map((row) => row.year)).toEqual([2025]);
    // The running year is fresh and not kept; the Berlin New Year's game is 2026's.
    const running = (await hero.browser.get(STATS_API.year(hero.user.username, 2026))).json() as YearRecap;
    expect(running.totals.games).toBe(2);
    expect(running.final).toBe(false);
    t.clock.set(new Date('2026-06-02T10:00:00Z'));
  });

  it('draws the recap’s image cards as PNG, for the member only', async () => {
    for (const card of ['summary', 'best-win'] as const) {
      const response = await hero.browser.get(STATS_API.yearCard(hero.user.username, 2025, card));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
    expect(
      (await rival.browser.get(STATS_API.yearCard(hero.user.username, 2025, 'summary'))).statusCode,
    ).toBe(403);
    expect(
      (await hero.browser.get(`/callback/year-in-chess/${hero.user.username}/2025/card/poster`)).statusCode,
    ).toBe(400);
  });

  describe('§7 items', () => {
    const getItem = (browser: TestBrowser, item: string) => browser.get(STATS_API.getItem(item));
    const setItem = (browser: TestBrowser, item: unknown) => browser.post(STATS_API.setItem, { item });
    const itemsOf = (userId: number) =>
      t.testDb.database.db
        .select({ item: userItems.item })
        .from(userItems)
        .where(eq(userItems.userId, userId));

    it('offers the streaks introduction to a member registered before the release day until introduced', async () => {
      const early = await memberWith(t);
      await t.testDb.database.db
        .update(users)
        .set({ createdAt: new Date('2024-06-19T23:59:00Z') })
        .where(eq(users.userId, early.user.userId));
      const first = await getItem(early.browser, 'introducedToStreaks');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ item: 'introducedToStreaks', value: false, offer: true });
      const set = await setItem(early.browser, 'introducedToStreaks');
      expect(set.statusCode).toBe(200);
      expect(set.json()).toEqual({ item: 'introducedToStreaks', value: true });
      expect((await getItem(early.browser, 'introducedToStreaks')).json()).toEqual({
        item: 'introducedToStreaks',
        value: true,
        offer: false,
      });
    });

    it('does not offer it to a member registered on the release day or later', async () => {
      const onTheDay = await memberWith(t);
      await t.testDb.database.db
        .update(users)
        .set({ createdAt: new Date('2024-06-20T00:00:00Z') })
        .where(eq(users.userId, onTheDay.user.userId));
      expect((await getItem(onTheDay.browser, 'introducedToStreaks')).json()).toEqual({
        item: 'introducedToStreaks',
        value: false,
        offer: false,
      });
    });

    it('offers the year-in-chess introduction until introduced, and keeps the closed banner', async () => {
      const member = await memberWith(t);
      expect((await getItem(member.browser, 'introducedToYearInChess')).json()).toEqual({
        item: 'introducedToYearInChess',
        value: false,
        offer: true,
      });
      expect((await setItem(member.browser, 'introducedToYearInChess')).statusCode).toBe(200);
      expect((await getItem(member.browser, 'introducedToYearInChess')).json()).toEqual({
        item: 'introducedToYearInChess',
        value: true,
        offer: false,
      });
      const closed = await setItem(member.browser, 'closedYearInChessBanner');
      expect(closed.json()).toEqual({ item: 'closedYearInChessBanner', value: true });
      // Setting twice is fine and changes nothing.
      expect((await setItem(member.browser, 'closedYearInChessBanner')).statusCode).toBe(200);
      expect((await itemsOf(member.user.userId)).map((row) => row.item).sort()).toEqual([
        'closedYearInChessBanner',
        'introducedToYearInChess',
      ]);
    });

    it('refuses unknown items with 400 unknown_item, changing nothing', async () => {
      const member = await memberWith(t);
      for (const item of ['introducedToPuzzles', 'closedYearInChessBanner', 'INTRODUCEDTOSTREAKS']) {
        const response = await getItem(member.browser, item);
        expect(response.statusCode, item).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'unknown_item',
          message: STATS_MESSAGES.unknown_item,
        });
      }
      for (const item of ['introducedToPuzzles', 'introducedtostreaks', '']) {
        const response = await setItem(member.browser, item);
        expect(response.statusCode, item).toBe(400);
      }
      for (const item of [42, null, ['introducedToStreaks'], 'a\u0000b']) {
        expect((await setItem(member.browser, item)).statusCode).toBe(400);
      }
      expect(await itemsOf(member.user.userId)).toEqual([]);
      const total = await t.testDb.database.db.execute(sql`select 1 from user_items`);
      expect((total as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    });

    it('refuses guests with 401, and a set-item without the CSRF token with 403', async () => {
      expect((await getItem(guestBrowser(), 'introducedToStreaks')).statusCode).toBe(401);
      expect((await setItem(guestBrowser(), 'introducedToStreaks')).statusCode).toBe(401);
      const member = await memberWith(t);
      const forged = await member.browser.post(
        STATS_API.setItem,
        { item: 'introducedToStreaks' },
        { csrf: false },
      );
      expect(forged.statusCode).toBe(403);
      expect(await itemsOf(member.user.userId)).toEqual([]);
    });
  });
});
