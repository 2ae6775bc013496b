import { CHALLENGE_API, CHALLENGE_TTL_MS, type ChallengeView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { pageContextOf, startTestApp, type TestApp } from '../../../../test/test-app';
import {
  challenge,
  challengeCount,
  closeAccount,
  FIVE_THREE,
  guestBrowser,
  listen,
  memberBrowser,
  post,
} from './challenge.fixtures';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe.each(DATABASE_KINDS)('challenges on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('challenges a member, who hears of it, accepts, and both get the game with the chosen colours', async () => {
    const alice = await memberBrowser(t, 'ch_alice');
    const bob = await memberBrowser(t, 'ch_bob');
    const bobHears = await listen(t, bob.player);
    const aliceHears = await listen(t, alice.player);

    // The web client sends booleans as 0/1 (§5).
    const made = await challenge(alice.browser, { username: 'CH_Bob', rated: 1 as never, color: 'white' });
    expect(made.statusCode).toBe(201);
    const view: ChallengeView = made.json();
    expect(view).toMatchObject({
      status: 'pending',
      challenger: { username: 'ch_alice', isGuest: false },
      destination: { username: 'ch_bob' },
      timeControl: FIVE_THREE,
      speed: 'blitz',
      rated: true,
      color: 'white',
      you: 'challenger',
    });
    expect(Date.parse(view.expiresAt) - Date.parse(view.createdAt)).toBe(CHALLENGE_TTL_MS.direct);
    await until(() => bobHears.challenges().length > 0);
    expect(bobHears.challenges()[0]).toMatchObject({ id: view.id, you: 'destination' });

    const incoming = (await bob.browser.get(CHALLENGE_API.list)).json();
    expect(incoming.incoming.map((c: ChallengeView) => c.id)).toEqual([view.id]);
    expect((await alice.browser.get(CHALLENGE_API.list)).json().outgoing[0].id).toBe(view.id);

    const accepted = await post(bob.browser, CHALLENGE_API.accept(view.id));
    expect(accepted.statusCode).toBe(200);
    const gameId = accepted.json().gameId as string;
    expect(accepted.json()).toMatchObject({ status: 'accepted', you: 'destination' });
    const game = (await t.services.play.games.view(gameId, alice.player))!;
    expect(game).toMatchObject({
      white: { username: 'ch_alice' },
      black: { username: 'ch_bob' },
      timeControl: FIVE_THREE,
      rated: true,
      you: 'white',
    });
    // The challenger is sent to the game.
    await until(() => aliceHears.challenges().some((c) => c.status === 'accepted'));
    expect(aliceHears.challenges().find((c) => c.status === 'accepted')).toMatchObject({ gameId });
    expect((await bob.browser.get(CHALLENGE_API.list)).json().incoming).toEqual([]);
    // Accepting again is refused and makes no second game.
    const again = await post(bob.browser, CHALLENGE_API.accept(view.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('challenge_not_pending');
    await Promise.all([bobHears.stop(), aliceHears.stop()]);
  });

  it('declines with a reason, cancels (challenger only), and lets a challenge expire by the clock', async () => {
    const alice = await memberBrowser(t, 'dc_alice');
    const bob = await memberBrowser(t, 'dc_bob');
    const aliceHears = await listen(t, alice.player);

    const first: ChallengeView = (await challenge(alice.browser, { username: 'dc_bob' })).json();
    expect((await post(alice.browser, CHALLENGE_API.decline(first.id))).statusCode).toBe(403);
    const declined = await post(bob.browser, CHALLENGE_API.decline(first.id), { reason: 'tooFast' });
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'tooFast' });
    await until(() => aliceHears.challenges().length > 0);
    expect(aliceHears.challenges()[0]).toMatchObject({ status: 'declined', declineReason: 'tooFast' });
    expect((await post(bob.browser, CHALLENGE_API.accept(first.id))).json().error.code).toBe(
      'challenge_not_pending',
    );
    const badReason = await post(bob.browser, CHALLENGE_API.decline(first.id), { reason: 'nope' });
    expect(badReason.json().error.code).toBe('validation_failed');

    const second: ChallengeView = (await challenge(alice.browser, { username: 'dc_bob' })).json();
    const notHis = await post(bob.browser, CHALLENGE_API.cancel(second.id));
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json().error.code).toBe('forbidden');
    expect((await post(alice.browser, CHALLENGE_API.cancel(second.id))).json().status).toBe('cancelled');

    const third: ChallengeView = (await challenge(alice.browser, {})).json();
    expect(Date.parse(third.expiresAt) - Date.parse(third.createdAt)).toBe(CHALLENGE_TTL_MS.open);
    expect((await bob.browser.get(`/challenge/${third.id}`)).statusCode).toBe(200);
    t.clock.advance(CHALLENGE_TTL_MS.open);
    const late = await post(bob.browser, CHALLENGE_API.accept(third.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('challenge_not_pending');
    expect((await alice.browser.get(CHALLENGE_API.one(third.id))).json().status).toBe('expired');
    expect((await alice.browser.get(CHALLENGE_API.list)).json().outgoing).toEqual([]);
    expect((await bob.browser.get(`/challenge/${third.id}`)).statusCode).toBe(404);
    expect((await bob.browser.get('/challenge/Zz9Zz9Zz')).statusCode).toBe(404);
    await aliceHears.stop();
  });

  it('refuses bad challenges with stable codes and writes nothing', async () => {
    const alice = await memberBrowser(t, 'bad_alice');
    const closed = await memberBrowser(t, 'bad_closed');
    await closeAccount(t, closed.user.userId);
    const guest = await guestBrowser(t);
    const before = await challengeCount(t);
    const cases: [Promise<{ statusCode: number; json(): { error: { code: string } } }>, number, string][] = [
      [challenge(alice.browser, { username: 'bad_alice' }), 400, 'challenge_self'],
      [challenge(alice.browser, { username: 'nobody_here' }), 404, 'not_found'],
      [challenge(alice.browser, { username: 'bad_closed' }), 403, 'challenge_unavailable'],
      [challenge(alice.browser, { timeControl: { initial: 0, increment: 0 } }), 400, 'validation_failed'],
      [challenge(alice.browser, { timeControl: { initial: 60, increment: 999 } }), 400, 'validation_failed'],
      [challenge(alice.browser, { color: 'green' }), 400, 'validation_failed'],
      [challenge(alice.browser, { rated: 'yes' as never }), 400, 'validation_failed'],
      [challenge(alice.browser, { username: '' }), 400, 'validation_failed'],
      [challenge(guest, { username: 'bad_alice', rated: true }), 400, 'rated_needs_members'],
      [
        alice.browser.post(CHALLENGE_API.create, { rated: false }, { csrf: false }),
        403,
        'csrf_token_invalid',
      ],
    ];
    for (const [response, status, code] of cases) {
      const answer = await response;
      expect([answer.statusCode, answer.json().error.code]).toEqual([status, code]);
    }
    expect((await post(alice.browser, CHALLENGE_API.accept('short'))).statusCode).toBe(400);
    expect((await post(alice.browser, CHALLENGE_API.accept('Zz9Zz9Zz'))).statusCode).toBe(404);
    expect(await challengeCount(t)).toBe(before);
  });

  it('serves an open challenge link: a guest accepts a casual one, a rated one needs a member', async () => {
    const alice = await memberBrowser(t, 'open_alice');
    const link: ChallengeView = (await challenge(alice.browser, { color: 'black' })).json();
    expect(link.destination).toBeNull();
    const guest = await guestBrowser(t);
    const page = await guest.get(`/challenge/${link.id}`);
    expect(pageContextOf(page.body).page?.challenge).toMatchObject({ id: link.id, you: null });
    expect((await post(alice.browser, CHALLENGE_API.accept(link.id))).json().error.code).toBe(
      'challenge_self',
    );
    const accepted = await post(guest, CHALLENGE_API.accept(link.id));
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      you: 'destination',
      destination: { isGuest: true },
    });
    const game = (await t.services.play.games.view(accepted.json().gameId, null))!;
    expect([game.white.isGuest, game.black.username]).toEqual([true, 'open_alice']);

    const rated: ChallengeView = (await challenge(alice.browser, { rated: true })).json();
    expect((await post(await guestBrowser(t), CHALLENGE_API.accept(rated.id))).json().error.code).toBe(
      'rated_needs_members',
    );
  });

  it('accepts exactly once when two accept at the same moment', async () => {
    const alice = await memberBrowser(t, 'race_alice');
    const others = await Promise.all(['race_bob', 'race_carol', 'race_dave'].map((n) => memberBrowser(t, n)));
    for (let round = 0; round < 3; round++) {
      const link: ChallengeView = (await challenge(alice.browser, {})).json();
      const answers = await Promise.all(others.map((o) => post(o.browser, CHALLENGE_API.accept(link.id))));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!;
      expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual([
        'challenge_not_pending',
        'challenge_not_pending',
      ]);
      expect((await alice.browser.get(CHALLENGE_API.one(link.id))).json().gameId).toBe(winner.json().gameId);
    }
    const { games } = await import('../play.tables');
    const { or, eq } = await import('drizzle-orm');
    const rows = await t.testDb.database.db
      .select()
      .from(games)
      .where(or(eq(games.whiteUserId, alice.user.userId), eq(games.blackUserId, alice.user.userId)));
    expect(rows).toHaveLength(3);
  });
});
