/** Test helpers for the club match integration tests (not used by the app). */
import { CLUB_MATCHES_API, CLUBS_API, type ClubMatchView } from '@kingside/contract';
import { expect } from 'vitest';
import { type TestApp, TestBrowser } from '../../../../test/test-app';
import type { TestMember } from '../../entitlements/entitlements.fixtures';
import { messagingMember } from '../../messages/messages.fixtures';

type Response = { statusCode: number; json(): { error: { code: string } } };

/** The club match helpers of one test file, its members and clubs named apart by `prefix`. */
export function matchFixtures(t: () => TestApp, prefix: string) {
  let serial = 0;
  const ref = (m: TestMember) => ({ userId: m.user.userId, guestId: null, name: m.user.username });
  /** White `a` and black `b` play a move each (a game is resigned or drawn only then). */
  async function open(gameId: string, a: TestMember, b: TestMember): Promise<void> {
    await t().services.play.games.act(gameId, ref(a), { t: 'move', uci: 'e2e4', version: 0 });
    await t().services.play.games.act(gameId, ref(b), { t: 'move', uci: 'e7e5', version: 1 });
  }
  return {
    someone: () => messagingMember(t(), `${prefix}_${++serial}`),
    errorOf: (response: Response) => [response.statusCode, response.json().error.code],
    /** Gives a member a rating for a speed, as if earned. */
    rate: (m: TestMember, rating: number, speed = 'blitz') =>
      t().services.play.games.repo.insertRatingsIfMissing([
        {
          userId: m.user.userId,
          speed,
          rating,
          rd: 60,
          volatility: 0.06,
          games: 30,
          updatedAt: t().clock.now(),
        },
      ]),
    /** A club founded by `owner` and joined by `members`: its slug. */
    async found(owner: TestMember, members: TestMember[]): Promise<string> {
      const slug = `${prefix.replaceAll('_', '-')}-${++serial}`;
      expect((await owner.browser.post(CLUBS_API.list, { name: `Club ${serial}`, slug })).statusCode).toBe(
        200,
      );
      for (const m of members) expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
      return slug;
    },
    view: async (id: number, m?: TestMember): Promise<ClubMatchView> =>
      (await (m ? m.browser : new TestBrowser(t().app)).get(CLUB_MATCHES_API.match(id))).json(),
    /** A two-board blitz match starting in an hour; `extra` overrides any of it. */
    propose: (owner: TestMember, homeClub: string, awayClub: string, extra = {}) =>
      owner.browser.post(CLUB_MATCHES_API.propose, {
        homeClub,
        awayClub,
        name: 'Derby',
        boards: 2,
        timeControl: { initial: 180, increment: 2 },
        rated: true,
        startsAt: new Date(t().clock.now().getTime() + 3_600_000).toISOString(),
        ...extra,
      }),
    open,
    resign: (gameId: string, m: TestMember) => t().services.play.games.act(gameId, ref(m), { t: 'resign' }),
    async agreeDraw(gameId: string, a: TestMember, b: TestMember): Promise<void> {
      await open(gameId, a, b);
      await t().services.play.games.act(gameId, ref(a), { t: 'draw', action: 'offer' });
      await t().services.play.games.act(gameId, ref(b), { t: 'draw', action: 'accept' });
    },
  };
}
