import { CHALLENGE_API, CHALLENGE_TTL_MS, type ChallengeView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { newTable, play } from '../play.fixtures';
import { guestBrowser, listen, memberBrowser, post } from './challenge.fixtures';

describe.each(DATABASE_KINDS)('rematch on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  /** Alice (white) and Bob (black) play two moves and Alice resigns. */
  async function finishedGame(prefix: string, rated = true) {
    const alice = await memberBrowser(t, `${prefix}_alice`);
    const bob = await memberBrowser(t, `${prefix}_bob`);
    const table = await newTable(t, {
      white: alice.player,
      black: bob.player,
      rated,
      tc: { initial: 180, increment: 2 },
    });
    return { alice, bob, table };
  }

  it('swaps colours: one offers, the other accepts, and both hear of the new game', async () => {
    const { alice, bob, table } = await finishedGame('rm');
    const early = await post(bob.browser, CHALLENGE_API.rematch(table.id));
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'game_not_over']);
    await play(t, table, ['e2e4', 'e7e5']);
    await t.services.play.games.act(table.id, alice.player, { t: 'resign' });

    const aliceHears = await listen(t, alice.player);
    const bobHears = await listen(t, bob.player);
    const offer = await post(bob.browser, CHALLENGE_API.rematch(table.id));
    expect(offer.statusCode).toBe(200);
    const view: ChallengeView = offer.json();
    expect(view).toMatchObject({
      status: 'pending',
      rematchOf: table.id,
      color: 'white',
      rated: true,
      timeControl: { initial: 180, increment: 2 },
      destination: { username: 'rm_alice' },
    });
    expect(Date.parse(view.expiresAt) - Date.parse(view.createdAt)).toBe(CHALLENGE_TTL_MS.rematch);
    // Offering twice answers the same offer.
    expect((await post(bob.browser, CHALLENGE_API.rematch(table.id))).json().id).toBe(view.id);
    await expect.poll(() => aliceHears.challenges().length).toBe(1);
    expect((await alice.browser.get(CHALLENGE_API.list)).json().incoming[0]).toMatchObject({
      id: view.id,
      rematchOf: table.id,
    });

    const accepted = await post(alice.browser, CHALLENGE_API.accept(view.id));
    const gameId = accepted.json().gameId as string;
    const game = (await t.services.play.games.view(gameId, null))!;
    expect([game.white.username, game.black.username]).toEqual(['rm_bob', 'rm_alice']);
    expect(game.timeControl).toEqual({ initial: 180, increment: 2 });
    await expect.poll(() => bobHears.challenges().find((c) => c.status === 'accepted')?.gameId).toBe(gameId);
    // Asking again after the rematch was made answers the rematch.
    expect((await post(alice.browser, CHALLENGE_API.rematch(table.id))).json()).toMatchObject({ gameId });
    await Promise.all([aliceHears.stop(), bobHears.stop()]);
  });

  it('accepts the opponent’s offer when both ask, and lets an offer be withdrawn', async () => {
    const { alice, bob, table } = await finishedGame('rm2', false);
    await t.services.play.games.act(table.id, alice.player, { t: 'abort' });
    const offer: ChallengeView = (await post(alice.browser, CHALLENGE_API.rematch(table.id))).json();
    expect(offer.color).toBe('black');
    expect((await post(alice.browser, CHALLENGE_API.cancel(offer.id))).json().status).toBe('cancelled');
    const again: ChallengeView = (await post(alice.browser, CHALLENGE_API.rematch(table.id))).json();
    expect(again.id).not.toBe(offer.id);
    const both = await post(bob.browser, CHALLENGE_API.rematch(table.id));
    expect(both.json()).toMatchObject({ id: again.id, status: 'accepted' });
    const game = (await t.services.play.games.view(both.json().gameId, null))!;
    expect([game.white.username, game.black.username, game.rated]).toEqual(['rm2_bob', 'rm2_alice', false]);
  });

  it('is for the players of a finished game only; a guest may ask a guest', async () => {
    const { alice, table } = await finishedGame('rm3', false);
    await t.services.play.games.act(table.id, alice.player, { t: 'abort' });
    const carol = await memberBrowser(t, 'rm3_carol');
    const stranger = await post(carol.browser, CHALLENGE_API.rematch(table.id));
    expect([stranger.statusCode, stranger.json().error.code]).toEqual([403, 'forbidden']);
    expect((await post(carol.browser, CHALLENGE_API.rematch('Zz9Zz9Zz'))).statusCode).toBe(404);
    expect((await post(await guestBrowser(t), CHALLENGE_API.rematch(table.id))).statusCode).toBe(403);
  });
});
