import { LEAGUES_API, type TimeControl } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startNode, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { member, newTable, play, WHITE_LOSES_EVERYTHING } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';

const BULLET: TimeControl = { initial: 60, increment: 0 };
const BLITZ: TimeControl = { initial: 180, increment: 2 };
const RAPID: TimeControl = { initial: 600, increment: 0 };
const CLASSICAL: TimeControl = { initial: 1800, increment: 0 };
const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)('leagues on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const someone = () => member(t, `lg_${kind.slice(0, 2)}_${++serial}`);
  const userOf = async (player: PlayerRef) => (await t.services.accounts.findByUsername(player.name))!;
  const mine = async (player: PlayerRef) => t.services.leagues.mine(await userOf(player));

  /**
   * A game played to its end: `plies` moves of a known legal line, then `end`. Play tells the league
   * off the game's path; telling it again here waits for that and shows a second notice counts nothing.
   */
  async function finish(
    white: PlayerRef,
    black: PlayerRef,
    options: { tc?: TimeControl; rated?: boolean; plies?: number; end?: 'whiteWins' | 'blackWins' | 'draw' },
  ) {
    const table = await newTable(t, { white, black, tc: options.tc ?? BLITZ, rated: options.rated ?? true });
    await play(t, table, WHITE_LOSES_EVERYTHING.slice(0, options.plies ?? 20));
    const games = t.services.play.games;
    if (options.end === 'draw') {
      await games.act(table.id, white, { t: 'draw', action: 'offer' });
      await games.act(table.id, black, { t: 'draw', action: 'accept' });
    } else {
      await games.act(table.id, options.end === 'blackWins' ? white : black, { t: 'resign' });
    }
    await t.services.leagues.gameFinished(table.id);
    t.clock.advance(60_000);
    return table.id;
  }

  it('gives a blitz win of ten moves 3 trophies and a place in a Wood division, once per game', async () => {
    const [winner, loser] = [await someone(), await someone()];
    const id = await finish(winner, loser, { tc: BLITZ, end: 'whiteWins' });
    await t.services.leagues.gameFinished(id);
    const view = await mine(winner);
    expect(view).toMatchObject({ league: 'wood', weekEndsAt: '2026-06-08T00:00:00.000Z' });
    expect(view.current).toMatchObject({ league: 'wood', trophies: 3, rank: 1 });
    expect(view.current!.division).toMatch(/^\w{6,}$/);
    // A loss earns nothing, so the loser has joined no division yet.
    expect((await mine(loser)).current).toBeNull();
  });

  it('counts the spec’s trophies: by speed, none under 10 moves, none after a third win on one opponent', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    await finish(a, b, { tc: BULLET, end: 'whiteWins' }); // bullet win: 2
    expect((await mine(a)).current!.trophies).toBe(2);
    await finish(a, b, { tc: RAPID, end: 'draw' }); // rapid draw: 2
    expect((await mine(a)).current!.trophies).toBe(4);
    await finish(a, b, { tc: CLASSICAL, end: 'whiteWins' }); // classical win: 5
    expect((await mine(a)).current!.trophies).toBe(9);
    await finish(a, b, { tc: BLITZ, end: 'whiteWins', plies: 18 }); // nine moves: none
    await finish(a, b, { tc: BLITZ, end: 'whiteWins', rated: false }); // unrated: none
    expect((await mine(a)).current!.trophies).toBe(9);
    await finish(a, b, { tc: BLITZ, end: 'whiteWins' }); // third win on b: 3
    expect((await mine(a)).current!.trophies).toBe(12);
    await finish(a, b, { tc: CLASSICAL, end: 'whiteWins' }); // fourth win on b: none
    expect((await mine(a)).current!.trophies).toBe(12);
    await finish(a, c, { tc: BLITZ, end: 'whiteWins' }); // another opponent: 3
    expect((await mine(a)).current!.trophies).toBe(15);
    // b drew a rapid game: 2 trophies; the losses gave none.
    expect((await mine(b)).current!.trophies).toBe(2);
  });

  it('shows the division to anyone, with live zones, and 404s for names breaking §2 or naming nothing', async () => {
    const [a, b] = [await someone(), await someone()];
    await finish(a, b, { tc: RAPID, end: 'whiteWins' });
    const { division, league } = (await mine(a)).current!;
    const guest = new TestBrowser(t.app);
    const page = await guest.get(LEAGUES_API.division(league, division));
    expect(page.statusCode).toBe(200);
    const view = page.json();
    expect(view).toMatchObject({
      league: 'wood',
      division,
      week: '2026-06-01',
      closedAt: null,
      yourWeekEndsAt: null,
    });
    expect(view.standings.find((s: { username: string }) => s.username === a.name)).toMatchObject({
      trophies: 4,
      you: false,
    });
    for (const path of [
      LEAGUES_API.division('gold', division),
      LEAGUES_API.division('stone', division),
      LEAGUES_API.division('wood', 'abc12'),
      LEAGUES_API.division('wood', 'abc-def'),
      LEAGUES_API.division('wood', 'zzzzzzzz'),
      LEAGUES_API.division('wo-od', division),
    ]) {
      const missing = await guest.get(path);
      expect([path, missing.statusCode, missing.json().error.code]).toEqual([path, 404, 'not_found']);
    }
    expect((await guest.get(`/leagues/wood/${division}`)).statusCode).toBe(200);
    expect((await guest.get('/leagues/wood/abc12')).statusCode).toBe(404);
    expect((await guest.get('/leagues/gold/abcdef')).statusCode).toBe(404);
    expect((await guest.get('/leagues/wood/zzzzzzzz')).statusCode).toBe(404);
  });

  it('applies the week’s end once with two nodes: top fifth promoted, zones kept, results on the profile', async () => {
    const other = await startNode(t.testDb, {}, { clock: t.clock });
    try {
      const players = [await someone(), await someone(), await someone(), await someone(), await someone()];
      const sparring = await someone();
      // players[i] wins i+1 rapid games (4 trophies each, one opponent at most three times).
      let last = '';
      for (const [i, player] of players.entries())
        for (let n = 0; n <= i; n++)
          last = await finish(player, n < 3 ? sparring : players[(i + 1) % 5]!, {
            tc: RAPID,
            end: 'whiteWins',
          });
      // One game's end told on both nodes at once counts once.
      await Promise.all([t.services.leagues.gameFinished(last), other.services.leagues.gameFinished(last)]);
      const before = (await mine(players[4]!)).current!;
      expect(before.trophies).toBe(20);

      t.clock.advance(7 * DAY_MS);
      const [onA, onB] = await Promise.all([
        t.services.leagues.weekEnd.closeDueWeeks(),
        other.services.leagues.weekEnd.closeDueWeeks(),
      ]);
      const closed = [...onA, ...onB];
      expect(new Set(closed).size).toBe(closed.length);
      expect(await t.services.leagues.weekEnd.closeDueWeeks()).toEqual([]);

      const results = (await new TestBrowser(other.app).get(LEAGUES_API.results(players[4]!.name))).json();
      expect(results).toMatchObject({ username: players[4]!.name, league: 'stone' });
      expect(results.results[0]).toMatchObject({
        week: '2026-06-01',
        league: 'wood',
        division: before.division,
        trophies: 20,
        nextLeague: 'stone',
        zone: 'promotion',
      });
      // The public API, in chess.com's manner: snake_case, the division page as `@id`.
      const pub = (await new TestBrowser(t.app).get(`/pub/player/${players[4]!.name}/leagues`)).json();
      expect(pub).toEqual({
        league: 'stone',
        results: [
          {
            week: '2026-06-01',
            league: 'wood',
            '@id': expect.stringMatching(new RegExp(`/leagues/wood/${before.division}$`)),
            rank: 1,
            trophies: 20,
            zone: 'promotion',
            next_league: 'stone',
          },
        ],
      });
      const division = (
        await new TestBrowser(t.app).get(LEAGUES_API.division('wood', before.division))
      ).json();
      expect(division.closedAt).toBe(t.clock.now().toISOString());
      const zones = division.standings.map((s: { zone: string }) => s.zone);
      expect(zones.filter((zone: string) => zone === 'promotion').length).toBe(
        Math.round(division.standings.length * 0.2),
      );
      // Wood relegates nobody; the new week starts with no division until trophies come.
      expect(zones).not.toContain('relegation');
      expect(await mine(players[4]!)).toMatchObject({ league: 'stone', current: null });
    } finally {
      await other.close();
    }
  });

  it('answers a guest’s league as nothing and an unknown member’s results as 404', async () => {
    const guest = new TestBrowser(t.app);
    expect((await guest.get(LEAGUES_API.mine)).json()).toEqual({
      league: null,
      current: null,
      weekEndsAt: null,
    });
    const missing = await guest.get(LEAGUES_API.results('nobody_here'));
    expect(missing.statusCode).toBe(404);
    expect((await guest.get('/pub/player/nobody_here/leagues')).json()).toEqual({
      code: 0,
      message: 'User "nobody_here" not found.',
    });
  });
});
