import {
  CHALLENGE_API,
  CHALLENGE_TTL_MS,
  type ChallengeView,
  DAILY_API,
  type DailyGamesPage,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import {
  challenge,
  challengeCount,
  guestBrowser,
  memberBrowser,
  post,
} from '../challenges/challenge.fixtures';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('daily challenges, lobby and games list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('challenges a member to a daily game, which starts with N days for white', async () => {
    const alice = await memberBrowser(t, 'dly_alice');
    const bob = await memberBrowser(t, 'dly_bob');
    const made = await challenge(alice.browser, {
      username: 'dly_bob',
      timeControl: undefined,
      days: 3,
      weekendPause: true,
      color: 'white',
    } as never);
    expect(made.statusCode).toBe(201);
    const view: ChallengeView = made.json();
    expect(view).toMatchObject({ speed: 'daily', days: 3, weekendPause: true });
    expect(Date.parse(view.expiresAt) - Date.parse(view.createdAt)).toBe(CHALLENGE_TTL_MS.daily);
    const accepted = await post(bob.browser, CHALLENGE_API.accept(view.id));
    expect(accepted.statusCode).toBe(200);
    const game = (await t.services.play.games.view(accepted.json().gameId, alice.player))!;
    expect(game).toMatchObject({ speed: 'daily', daysPerMove: 3, weekendPause: true, you: 'white' });
    expect(game.clock.running).toBe('white');
  });

  it('refuses days not in the list, both or neither clock, and guests, changing nothing', async () => {
    const carol = await memberBrowser(t, 'dly_carol');
    await memberBrowser(t, 'dly_dave');
    const before = await challengeCount(t);
    for (const body of [
      { username: 'dly_dave', timeControl: undefined, days: 4 },
      { username: 'dly_dave', days: 3 },
      { username: 'dly_dave', timeControl: undefined },
    ]) {
      const refused = await challenge(carol.browser, body as never);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    const badSeek = await post(carol.browser, DAILY_API.seek, { days: 6, rated: false, color: 'random' });
    expect(badSeek.statusCode).toBe(400);
    expect(badSeek.json().error.code).toBe('validation_failed');
    const guest = await guestBrowser(t);
    const guestSeek = await post(guest, DAILY_API.seek, { days: 3, rated: false, color: 'random' });
    expect(guestSeek.statusCode).toBe(401);
    const guestChallenge = await challenge(guest, { timeControl: undefined, days: 3 } as never);
    expect(guestChallenge.statusCode).toBe(400);
    expect(guestChallenge.json().error.code).toBe('daily_needs_members');
    expect(await challengeCount(t)).toBe(before);
  });

  it('lists daily seeks until one is taken, exactly once, and lets its player cancel another', async () => {
    const erin = await memberBrowser(t, 'dly_erin');
    const frank = await memberBrowser(t, 'dly_frank');
    const gina = await memberBrowser(t, 'dly_gina');
    const seek = (await post(erin.browser, DAILY_API.seek, { days: 1, rated: 1, color: 'black' })).json();
    const other = (await post(erin.browser, DAILY_API.seek, { days: 14, rated: 0, color: 'random' })).json();
    expect(Date.parse(seek.expiresAt) - Date.parse(seek.createdAt)).toBe(CHALLENGE_TTL_MS.dailySeek);
    // No socket is needed: a week later the seek is still there.
    t.clock.advance(7 * DAY);
    const listed = (await frank.browser.get(DAILY_API.seeks)).json().seeks as ChallengeView[];
    expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([seek.id, other.id]));
    const [a, b] = await Promise.all([
      post(frank.browser, CHALLENGE_API.accept(seek.id)),
      post(gina.browser, CHALLENGE_API.accept(seek.id)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const cancelled = await post(erin.browser, CHALLENGE_API.cancel(other.id));
    expect(cancelled.json().status).toBe('cancelled');
    const after = (await frank.browser.get(DAILY_API.seeks)).json().seeks as ChallengeView[];
    expect(after.map((s) => s.id)).not.toContain(seek.id);
    expect(after.map((s) => s.id)).not.toContain(other.id);
  });

  it("lists a member's daily games, their moves first, each by time left, paged", async () => {
    const hugo = await memberBrowser(t, 'dly_hugo');
    const ids: string[] = [];
    for (const [days, hugoWhite] of [
      [7, true],
      [3, false],
      [1, true],
      [14, false],
    ] as const) {
      const opponent = await memberBrowser(t, `dly_opp${days}`);
      const game = await t.services.play.games.create({
        white: hugoWhite ? hugo.player : opponent.player,
        black: hugoWhite ? opponent.player : hugo.player,
        tc: { initial: 0, increment: 0 },
        rated: false,
        daily: { daysPerMove: days, weekendPause: false },
      });
      ids.push(game.id);
    }
    const page: DailyGamesPage = (await hugo.browser.get(DAILY_API.games())).json();
    // Hugo is white (to move) in the 7- and 1-day games.
    expect(page.games.map((g) => [g.id, g.myTurn])).toEqual([
      [ids[2], true],
      [ids[0], true],
      [ids[1], false],
      [ids[3], false],
    ]);
    expect(page).toMatchObject({ myTurnCount: 2, page: 1, hasMore: false });
    expect(page.games[0]).toMatchObject({
      daysPerMove: 1,
      color: 'white',
      timeLeftMs: DAY,
      opponent: { username: 'dly_opp1' },
    });
    expect((await hugo.browser.get(DAILY_API.games(2))).json().games).toEqual([]);
    expect((await hugo.browser.get('/callback/daily/games?page=0')).statusCode).toBe(400);
    expect((await (await guestBrowser(t)).get(DAILY_API.games())).statusCode).toBe(401);
  });
});
