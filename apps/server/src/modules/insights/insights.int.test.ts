import {
  BILLING_API,
  BILLING_MESSAGES,
  type GameView,
  type InsightsReport,
  type TimeControl,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { newTable, play, type Table } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';

const BLITZ: TimeControl = { initial: 300, increment: 0 };
const BULLET: TimeControl = { initial: 60, increment: 0 };
const RAPID: TimeControl = { initial: 600, increment: 0 };

const refOf = ({ user }: TestMember): PlayerRef => ({
  userId: user.userId,
  guestId: null,
  name: user.username,
});

describe.each(DATABASE_KINDS)('insights on %s', (kind) => {
  let t: TestApp;
  let hero: TestMember;
  let views: GameView[];

  /** A game from `startsAt`, its moves, then its end `seconds` later. */
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
    // Los Angeles is UTC−7 in June: 10:00Z is 03:00 there (night), 16:00Z 09:00 (morning), …
    hero = await memberWith(t, { level: 'platinum', timezone: 'America/Los_Angeles' });
    const me = refOf(hero);
    const a = refOf(await memberWith(t));
    const b = refOf(await memberWith(t));
    views = [
      // Night, blitz, white, Ruy Lopez: the opponent resigns.
      await game(
        '2026-06-01T10:00:00Z',
        { white: me, black: a, tc: BLITZ, rated: true },
        ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'],
        resign((x) => x.black),
        60,
      ),
      // Morning, blitz, black, Sicilian: the member resigns.
      await game(
        '2026-06-01T16:00:00Z',
        { white: b, black: me, tc: BLITZ, rated: true },
        ['e2e4', 'c7c5'],
        resign((x) => x.black),
        120,
      ),
      // Afternoon, bullet, white, Queen's Gambit: drawn.
      await game(
        '2026-06-01T21:00:00Z',
        { white: me, black: a, tc: BULLET, rated: true },
        ['d2d4', 'd7d5', 'c2c4'],
        agreeDraw,
        30,
      ),
      // Evening (20:00 in LA, the next day in UTC), rapid, casual, black, an unknown opening: a win.
      await game(
        '2026-06-02T03:00:00Z',
        { white: b, black: me, tc: RAPID, rated: false },
        ['h2h4', 'e7e5'],
        resign((x) => x.white),
        90,
      ),
    ];
    // None of these count: an aborted game, a live one, and other members' game.
    t.clock.set(new Date('2026-06-02T05:00:00Z'));
    const aborted = await newTable(t, { white: me, black: a, tc: BLITZ });
    await t.services.play.games.act(aborted.id, me, { t: 'abort' });
    await play(t, await newTable(t, { white: me, black: b, tc: BLITZ }), ['e2e4']);
    const others = await newTable(t, { white: a, black: b, tc: BLITZ, rated: true });
    await play(t, others, ['e2e4', 'e7e5']);
    await t.services.play.games.act(others.id, b, { t: 'resign' });
  });
  afterAll(async () => t.close());

  const insights = (browser: TestBrowser, query = '') => browser.get(`${BILLING_API.insights}${query}`);

  it('sums up the member’s finished games exactly', async () => {
    const response = await insights(hero.browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json() as InsightsReport;
    const [ruy, sicilian, gambit, casual] = views as [GameView, GameView, GameView, GameView];
    const after = (view: GameView, color: 'white' | 'black') => view[color].rating! + view[color].ratingDiff!;
    expect(report).toEqual({
      timezone: 'America/Los_Angeles',
      filters: { speed: null, since: null },
      capped: false,
      totals: { games: 4, wins: 2, draws: 1, losses: 1 },
      bySpeed: [
        { speed: 'bullet', games: 1, wins: 0, draws: 1, losses: 0 },
        { speed: 'blitz', games: 2, wins: 1, draws: 0, losses: 1 },
        { speed: 'rapid', games: 1, wins: 1, draws: 0, losses: 0 },
      ],
      byColor: [
        { color: 'white', games: 2, wins: 1, draws: 1, losses: 0 },
        { color: 'black', games: 2, wins: 1, draws: 0, losses: 1 },
      ],
      byOpening: [
        { eco: 'D06', name: "Queen's Gambit", games: 1, wins: 0, draws: 1, losses: 0 },
        { eco: 'C60', name: 'Ruy Lopez', games: 1, wins: 1, draws: 0, losses: 0 },
        { eco: 'B20', name: 'Sicilian Defense', games: 1, wins: 0, draws: 0, losses: 1 },
        { eco: null, name: 'Other', games: 1, wins: 1, draws: 0, losses: 0 },
      ],
      byDayPart: [
        { part: 'night', games: 1, wins: 1, draws: 0, losses: 0 },
        { part: 'morning', games: 1, wins: 0, draws: 0, losses: 1 },
        { part: 'afternoon', games: 1, wins: 0, draws: 1, losses: 0 },
        { part: 'evening', games: 1, wins: 1, draws: 0, losses: 0 },
      ],
      ratingTrend: [
        {
          speed: 'bullet',
          points: [{ gameId: gambit.id, at: '2026-06-01T21:00:30.000Z', rating: after(gambit, 'white') }],
        },
        {
          speed: 'blitz',
          points: [
            { gameId: ruy.id, at: '2026-06-01T10:01:00.000Z', rating: after(ruy, 'white') },
            { gameId: sicilian.id, at: '2026-06-01T16:02:00.000Z', rating: after(sicilian, 'black') },
          ],
        },
      ],
      // 12 plies over 4 games; (60 + 120 + 30 + 90) / 4 seconds.
      averageLength: { moves: 1.5, seconds: 75 },
      bestWins: [
        {
          gameId: casual.id,
          url: `/game/${casual.id}`,
          opponent: casual.white.username,
          opponentRating: casual.white.rating,
          color: 'black',
          speed: 'rapid',
          at: '2026-06-02T03:01:30.000Z',
        },
        {
          gameId: ruy.id,
          url: `/game/${ruy.id}`,
          opponent: ruy.black.username,
          opponentRating: ruy.black.rating,
          color: 'white',
          speed: 'blitz',
          at: '2026-06-01T10:01:00.000Z',
        },
      ],
    });
    // A rated win moved the rating up, a rated loss down.
    expect(after(ruy, 'white')).toBeGreaterThan(1500);
    expect(sicilian.black.ratingDiff).toBeLessThan(0);
  });

  it('filters by speed and by a starting date', async () => {
    const blitz = (await insights(hero.browser, '?speed=blitz')).json() as InsightsReport;
    expect(blitz.filters).toEqual({ speed: 'blitz', since: null });
    expect(blitz.totals).toEqual({ games: 2, wins: 1, draws: 0, losses: 1 });
    const late = (await insights(hero.browser, '?since=2026-06-01T20:00:00Z')).json() as InsightsReport;
    expect(late.filters.since).toBe('2026-06-01T20:00:00.000Z');
    expect(late.totals).toEqual({ games: 2, wins: 1, draws: 1, losses: 0 });
    const day = (await insights(hero.browser, '?since=2026-06-02')).json() as InsightsReport;
    expect(day.totals.games).toBe(1);
  });

  it('refuses bad filters with 400 and a field', async () => {
    for (const [query, field] of [
      ['?speed=hyperbullet', 'speed'],
      ['?since=yesterday', 'since'],
      ['?since=2026-13-45', 'since'],
    ]) {
      const response = await insights(hero.browser, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
    }
  });

  it('answers 403 with the upgrade hint below platinum, before reading a single game', async () => {
    const read = vi.spyOn(t.services.play.finishedGames, 'of');
    try {
      for (const level of ['basic', 'silver', 'gold'] as const) {
        const { browser } = await memberWith(t, { level });
        const response = await insights(browser);
        expect(response.statusCode, level).toBe(403);
        expect(response.json()).toEqual({
          error: {
            code: 'upgrade_required',
            message: BILLING_MESSAGES.upgrade_required,
            upgrade: { feature: 'insights', tier: 'platinum' },
          },
        });
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('opens for platinum, diamond and staff, and turns a member away at once when the tier drops', async () => {
    for (const level of ['platinum', 'diamond', 'moderator', 'staff'] as const) {
      const { browser } = await memberWith(t, { level });
      const response = await insights(browser);
      expect(response.statusCode, level).toBe(200);
      expect((response.json() as InsightsReport).totals.games).toBe(0);
    }
    const { browser, user } = await memberWith(t, { level: 'platinum' });
    expect((await insights(browser)).statusCode).toBe(200);
    await t.services.accounts.setLevel(user.username, 'gold');
    expect((await insights(browser)).statusCode).toBe(403);
  });

  it('refuses guests with 401', async () => {
    const response = await insights(new TestBrowser(t.app));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});
