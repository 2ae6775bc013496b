import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ABORTS_BEFORE_BOTH_OUT } from './knockout-runner';
import { knockoutHarness, MINUTE, NO_SHOW_MS, resultApplied, seat } from './tournaments.fixtures';

/** What an aborted knockout game means: a recorded no-show loses by walkover, any other abort is replayed. */
describe.each(DATABASE_KINDS)('aborted knockout games on %s', (kind) => {
  let t: TestApp;
  const { tournaments, newKnockout, running, runningNow, finish } = knockoutHarness(() => t, kind, 'koa');

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('replays a game aborted by hand, whoever aborted and after any first move; a recorded no-show loses', async () => {
    const url = `ko-${kind}-aborts`;
    const { members } = await newKnockout(url, 4, 1);
    const [s1, s2, s3, s4] = members.map((m) => m.user);
    t.clock.advance(MINUTE);
    await tournaments().runner.tick();
    const games = t.services.play.games;
    const next = async (match: string, previous: string | null) => {
      await expect
        .poll(async () => (await running(url)).find((m) => m.id === match)?.gameId ?? previous)
        .not.toBe(previous);
      return (await games.view((await running(url)).find((m) => m.id === match)!.gameId!, null))!;
    };
    const ended = async (gameId: string) => {
      await resultApplied(t, gameId);
      await tournaments().runner.tick();
    };
    // 1 v 4: black aborts before white's first move, then black aborts after it; each game is replayed.
    const first = await next('r1m1', null);
    await games.act(first.id, seat(first, 'black'), { t: 'abort' });
    await ended(first.id);
    const second = await next('r1m1', first.id);
    expect([second.white.userId, second.black.userId]).toEqual([s1!.userId, s4!.userId]);
    await games.act(second.id, seat(second, 'white'), { t: 'move', uci: 'e2e4', version: second.version });
    await games.act(second.id, seat(second, 'black'), { t: 'abort' });
    await ended(second.id);
    const third = await next('r1m1', second.id);
    expect([third.white.userId, third.black.userId]).toEqual([s1!.userId, s4!.userId]);
    // 2 v 3: white moves and black never answers: black loses by walkover.
    const other = await next('r1m2', null);
    expect([other.white.userId, other.black.userId]).toEqual([s2!.userId, s3!.userId]);
    await games.act(other.id, seat(other, 'white'), { t: 'move', uci: 'e2e4', version: other.version });
    // The replayed 1 v 4 is played out meanwhile.
    await finish(third.id, 'white');
    t.clock.advance(NO_SHOW_MS);
    await t.services.play.sweeper.sweep();
    await ended(other.id);
    const bracket = (await tournaments().view(url, null)).live.bracket!;
    expect(bracket.rounds[0]!.map((m) => m.decided)).toEqual([
      { winner: s1!.username, by: 'games' },
      { winner: s2!.username, by: 'walkover' },
    ]);
    expect(bracket.rounds[1]![0]).toMatchObject({
      a: { username: s1!.username, seed: 1 },
      b: { username: s2!.username, seed: 2 },
    });
  }, 60_000);

  it(`puts both players out when their match is aborted ${ABORTS_BEFORE_BOTH_OUT} times without a recorded no-show`, async () => {
    const url = `ko-${kind}-nobody`;
    await newKnockout(url, 2, 1);
    t.clock.advance(MINUTE);
    const gameIds: string[] = [];
    for (let i = 0; i < ABORTS_BEFORE_BOTH_OUT; i++) {
      t.clock.advance(1000);
      await tournaments().runner.tick();
      const [match] = await runningNow(url, 1);
      expect(gameIds).not.toContain(match!.gameId);
      gameIds.push(match!.gameId!);
      // Neither player comes: the sweeper records no culprit.
      t.clock.advance(NO_SHOW_MS);
      await t.services.play.sweeper.sweep();
      await resultApplied(t, match!.gameId!);
      const game = (await t.services.play.games.view(match!.gameId!, null))!;
      expect([game.status, game.endReason]).toEqual(['aborted', null]);
      if (i < ABORTS_BEFORE_BOTH_OUT - 1) {
        await tournaments().runner.tick();
        expect((await tournaments().view(url, null)).live.bracket!.rounds[0]![0]!.decided).toBeNull();
      }
    }
    await tournaments().runner.tick();
    const final = await tournaments().view(url, null);
    expect(final.status).toBe('finished');
    expect(final.live.bracket!.rounds[0]![0]!.decided).toEqual({ winner: null, by: 'walkover' });
  }, 60_000);
});
