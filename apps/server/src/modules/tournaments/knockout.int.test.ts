import { type GameView, type KnockoutMatchView, TOURNAMENTS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { type Bot, playOut, seeded } from './arena.bots';
import { drawBracket, type KnockoutBracket, recordGame, recordWalkover } from './knockout/bracket';
import { knockoutHarness, MINUTE, NO_SHOW_MS, resultApplied, seat } from './tournaments.fixtures';

describe.each(DATABASE_KINDS)('a knockout on %s', (kind) => {
  let t: TestApp;
  const name = (what: string) => `ko${kind.slice(0, 2)}_${what}`;
  const { tournaments, newKnockout, running, runningNow, finish } = knockoutHarness(() => t, kind, 'ko');

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  /**
   * Plays the knockout out with the scripted bots, replaying each result into the pure core as the
   * bots saw it; answers that bracket. Checks each match's colours as it goes.
   */
  async function playToEnd(url: string, bots: Map<number, Bot>, expected: KnockoutBracket, seed: number) {
    const random = seeded(seed);
    const seen = new Set<string>();
    let bracket = expected;
    for (let guard = 0; guard < 40; guard++) {
      t.clock.advance(1000);
      await tournaments().runner.tick();
      if ((await tournaments().view(url, null)).status === 'finished') break;
      const now = await running(url);
      for (const match of now) {
        expect(seen.has(match.gameId!)).toBe(false);
        seen.add(match.gameId!);
        const game: GameView = await playOut(t, match.gameId!, bots, random);
        await expect.poll(async () => tournaments().gameEnded(match.gameId!)).toBe(false);
        bracket = recordAs(bracket, match, game);
      }
    }
    return { bracket, games: seen.size };
  }

  /** Records a finished game into the core's bracket, checking it had the colours the match gives. */
  function recordAs(bracket: KnockoutBracket, view: KnockoutMatchView, game: GameView): KnockoutBracket {
    const match = bracket.rounds.flat().find((m) => m.id === view.id)!;
    const played = match.results.length;
    // Regular games alternate, a first; the Armageddon tie-break gives white to b.
    const whiteSide = played >= bracket.games ? 'b' : played % 2 === 0 ? 'a' : 'b';
    expect(String(game.white.userId)).toBe(match[whiteSide]);
    expect(game.status).not.toBe('aborted');
    const winner = game.winner === null ? 'draw' : String(game[game.winner].userId) === match.a ? 'a' : 'b';
    const result = recordGame(bracket, match.id, winner);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  }

  const coreDraw = (members: TestMember[], games: number) => {
    const result = drawBracket(
      members.map((m, i) => ({ id: String(m.user.userId), rating: -i })),
      games,
    );
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };

  it('runs four players, matches of two games, to a champion: each result once, the bracket as the core says', async () => {
    const url = `ko-${kind}-four`;
    const { members, bots } = await newKnockout(url, 4, 2);
    t.clock.advance(MINUTE);
    await tournaments().runner.tick();
    const drawn = await tournaments().view(url, null);
    expect(drawn.status).toBe('started');
    const seeds = drawn.live.bracket!.rounds[0]!.map((m) => [m.a, m.b]);
    const seedOf = (i: number) => ({ username: members[i]!.user.username, seed: i + 1 });
    expect(seeds).toEqual([
      [seedOf(0), seedOf(3)],
      [seedOf(1), seedOf(2)],
    ]);
    expect((await runningNow(url, 2)).map((m) => m.id)).toEqual(['r1m1', 'r1m2']);
    // Registration closed with the draw; a knockout has no pause.
    const late = await memberWith(t, { name: name('late') });
    const refused = await late.browser.post(TOURNAMENTS_API.join(url));
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'tournament_registration_closed']);
    expect((await tournaments().view(url, late.user)).joinRefusal).toBe(
      'Registration for this knockout closed when it started.',
    );
    const pause = await members[0]!.browser.post(TOURNAMENTS_API.pause(url));
    expect(pause.json().error.code).toBe('tournament_paused');
    expect((await tournaments().view(url, null)).players).toBe(4);

    const { bracket, games } = await playToEnd(url, bots, coreDraw(members, 2), 4);
    // Two games at least a match: nobody leads by more than the one game left after the first.
    expect(games).toBeGreaterThanOrEqual(6);
    const final = await tournaments().view(url, null);
    expect(final.status).toBe('finished');
    const finalMatch = bracket.rounds[1]![0]!;
    const champion = members.find((m) => String(m.user.userId) === finalMatch.decided!.winner)!;
    expect(final.live.bracket!.rounds[1]![0]!.decided!.winner).toBe(champion.user.username);
    expect(final.live.bracket!.rounds.flat().map((m) => [m.id, m.results, m.decided?.by])).toEqual(
      bracket.rounds.flat().map((m) => [m.id, m.results, m.decided?.by]),
    );
    expect(final.live.podium.map((r) => [r.rank, r.username])[0]).toEqual([1, champion.user.username]);
    expect(final.live.podium.map((r) => r.rank)).toEqual([1, 2, 3, 3]);
    // Nothing more is started once it is over.
    t.clock.advance(MINUTE);
    await tournaments().runner.tick();
    expect(await running(url)).toEqual([]);
  }, 120_000);

  it('runs five players: byes to the top three seeds, a no-show loses by walkover', async () => {
    const url = `ko-${kind}-five`;
    const { members, bots } = await newKnockout(url, 5, 1);
    t.clock.advance(MINUTE);
    await tournaments().runner.tick();
    const first = (await tournaments().view(url, null)).live.bracket!.rounds[0]!;
    expect(first.map((m) => m.decided?.by ?? null)).toEqual(['bye', null, 'bye', 'bye']);
    const started = await runningNow(url, 2);
    expect(started.map((m) => m.id)).toEqual(['r1m2', 'r2m2']);
    // Seeds 2 and 3 both had byes: their semi-final starts at once, and is played out.
    let expected = coreDraw(members, 1);
    const random = seeded(5);
    while (!(await tournaments().view(url, null)).live.bracket!.rounds[1]![1]!.decided) {
      await expect.poll(async () => (await running(url)).some((m) => m.id === 'r2m2')).toBe(true);
      const semi = (await running(url)).find((m) => m.id === 'r2m2')!;
      const game = await playOut(t, semi.gameId!, bots, random);
      await expect.poll(async () => tournaments().gameEnded(semi.gameId!)).toBe(false);
      expected = recordAs(expected, semi, game);
      await tournaments().runner.tick();
    }
    // Seed 4 has white in 4 v 5 and never moves while seed 5 waits: aborted at the deadline, a walkover.
    const gameId = started[0]!.gameId!;
    const noShow = (await t.services.play.games.view(gameId, null))!;
    await t.services.play.presence.seat(gameId, 'black', seat(noShow, 'black'), true);
    t.clock.advance(NO_SHOW_MS);
    await t.services.play.sweeper.sweep();
    await resultApplied(t, gameId);
    await tournaments().runner.tick();
    const after = (await tournaments().view(url, null)).live.bracket!;
    expect(after.rounds[0]![1]!.decided).toEqual({ winner: members[4]!.user.username, by: 'walkover' });
    expect(after.rounds[1]!.map((m) => [m.a, m.b])).toEqual([
      [
        { username: members[0]!.user.username, seed: 1 },
        { username: members[4]!.user.username, seed: 5 },
      ],
      [
        { username: members[1]!.user.username, seed: 2 },
        { username: members[2]!.user.username, seed: 3 },
      ],
    ]);

    const walkover = recordWalkover(expected, 'r1m2', 'a');
    if (!walkover.ok) throw new Error(walkover.error);
    expected = walkover.value;
    const { bracket } = await playToEnd(url, bots, expected, 6);
    const final = await tournaments().view(url, null);
    expect(final.status).toBe('finished');
    expect(final.live.bracket!.rounds.flat().map((m) => [m.id, m.decided?.by])).toEqual(
      bracket.rounds.flat().map((m) => [m.id, m.decided?.by]),
    );
    const loser = final.live.standings.find((r) => r.username === members[3]!.user.username)!;
    expect([loser.rank, loser.score, loser.games]).toEqual([5, 0, 0]);
  }, 120_000);

  it('settles a level match with the Armageddon tie-break: the lower seed has white, a draw sends the higher seed on', async () => {
    const url = `ko-${kind}-tiebreak`;
    const { members } = await newKnockout(url, 2, 2);
    const [high, low] = [members[0]!.user, members[1]!.user];
    t.clock.advance(MINUTE);
    const whites: number[] = [];
    for (const result of ['white', 'white', 'draw'] as const) {
      t.clock.advance(1000);
      await tournaments().runner.tick();
      const [match] = await runningNow(url, 1);
      const game = (await t.services.play.games.view(match!.gameId!, null))!;
      whites.push(game.white.userId!);
      await finish(match!.gameId!, result);
    }
    // Game 1: high white wins; game 2: low white wins; 1–1, then Armageddon with low as white, drawn.
    expect(whites).toEqual([high.userId, low.userId, low.userId]);
    await tournaments().runner.tick();
    const final = await tournaments().view(url, null);
    expect(final.status).toBe('finished');
    expect(final.live.bracket!.rounds[0]![0]).toMatchObject({
      scoreA: 1,
      scoreB: 1,
      results: ['a', 'b', 'draw'],
      decided: { winner: high.username, by: 'tiebreak' },
    });
    expect(final.live.podium.map((r) => r.username)).toEqual([high.username, low.username]);
  }, 60_000);

  it('a withdrawal forfeits the match the player waits for', async () => {
    const url = `ko-${kind}-withdraw`;
    const { members } = await newKnockout(url, 3, 1);
    t.clock.advance(MINUTE);
    await tournaments().runner.tick();
    // Seed 1 has a bye into the final and withdraws while 2 v 3 is played.
    const withdrawn = await members[0]!.browser.post(TOURNAMENTS_API.withdraw(url));
    expect(withdrawn.json().me.withdrawn).toBe(true);
    const [semi] = await runningNow(url, 1);
    await finish(semi!.gameId!, 'black');
    await tournaments().runner.tick();
    const final = await tournaments().view(url, null);
    expect(final.status).toBe('finished');
    expect(final.live.bracket!.rounds[1]![0]!.decided).toEqual({
      winner: members[2]!.user.username,
      by: 'walkover',
    });
  }, 60_000);
});
