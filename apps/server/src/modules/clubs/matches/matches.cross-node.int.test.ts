import { CLUB_MATCHES_API, CLUBS_API } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { twoNodesForSuite } from '../../../../test/two-nodes';
import type { TestMember } from '../../entitlements/entitlements.fixtures';
import { messagingMember } from '../../messages/messages.fixtures';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** Two server processes' worth of app on one PostgreSQL: a match starts once and counts each game once. */
describe.runIf(postgres)('club matches on two nodes', () => {
  const cluster = twoNodesForSuite();
  let serial = 0;

  const found = async (owner: TestMember, members: TestMember[]) => {
    const slug = `xn-${++serial}-${Date.now().toString(36)}`;
    expect((await owner.browser.post(CLUBS_API.list, { name: `Cross ${serial}`, slug })).statusCode).toBe(
      200,
    );
    for (const m of members) await m.browser.post(CLUBS_API.join(slug));
    return slug;
  };

  it('starts a match once when both nodes start it, and applies each result once from both nodes', async () => {
    const { a, b } = cluster;
    const [homeOwner, h1, awayOwner, a1] = await Promise.all(
      ['ho', 'h1', 'ao', 'a1'].map((n) => messagingMember(a, `xn_${n}_${Date.now().toString(36)}`)),
    );
    const home = await found(homeOwner!, [h1!]);
    const away = await found(awayOwner!, [a1!]);
    const proposed = await homeOwner!.browser.post(CLUB_MATCHES_API.propose, {
      homeClub: home,
      awayClub: away,
      name: 'Cross-node derby',
      boards: 2,
      timeControl: { initial: 300, increment: 0 },
      rated: false,
      startsAt: new Date(a.clock.now().getTime() + 60_000).toISOString(),
    });
    const id = (proposed.json() as { id: number }).id;
    await awayOwner!.browser.post(CLUB_MATCHES_API.accept(id));
    for (const m of [homeOwner!, h1!, awayOwner!, a1!]) await m.browser.post(CLUB_MATCHES_API.register(id));

    const started = await Promise.all([a.services.clubMatches.start(id), b.services.clubMatches.start(id)]);
    expect(started.sort()).toEqual([false, true]);
    const view = await b.services.clubMatches.view(id, null);
    expect(view.boardsPlayed).toHaveLength(2);
    expect(view.boardsPlayed.flatMap((board) => board.games)).toHaveLength(4);

    // Black resigns every game after a move each, on node a; both nodes then hear of each end again.
    const byName = new Map([homeOwner!, h1!, awayOwner!, a1!].map((m) => [m.user.username, m]));
    const ref = (name: string) => ({ userId: byName.get(name)!.user.userId, guestId: null, name });
    for (const board of view.boardsPlayed)
      for (const g of board.games) {
        const [white, black] =
          g.white === 'home'
            ? [board.home.username, board.away.username]
            : [board.away.username, board.home.username];
        await a.services.play.games.act(g.id, ref(white), { t: 'move', uci: 'e2e4', version: 0 });
        await a.services.play.games.act(g.id, ref(black), { t: 'move', uci: 'e7e5', version: 1 });
        await a.services.play.games.act(g.id, ref(black), { t: 'resign' });
      }
    const games = view.boardsPlayed.flatMap((board) => board.games.map((g) => g.id));
    for (let round = 0; round < 3; round++)
      await Promise.all(
        games.flatMap((gameId) => [
          a.services.clubMatches.gameFinished(gameId),
          b.services.clubMatches.gameFinished(gameId),
        ]),
      );
    const final = await a.services.clubMatches.view(id, null);
    expect(final.status).toBe('finished');
    // White won every game: each side had white twice.
    expect(final.score).toEqual({ home: 2, away: 2 });
  });
});
