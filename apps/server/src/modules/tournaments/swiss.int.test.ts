import { TOURNAMENTS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, stopLoop, type TestApp } from '../../../test/test-app';
import { memberWith } from '../entitlements/entitlements.fixtures';
import { type Bot, playOut, seeded } from './arena.bots';
import type { SwissGame, SwissRound } from './swiss/swiss.types';
import { standings } from './swiss/tiebreaks';
import { NO_SHOW_MS, resultApplied, seat } from './tournaments.fixtures';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('a Swiss on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // The test drives the runner tick by tick; the app's own loop would race it for the same wave.
    await stopLoop(t, t.services.tournaments);
  });
  afterAll(async () => t.close());

  /** A Swiss of 10-minute rounds starting in a minute, created by a host and joined by `players` members. */
  async function swissOf(o: { prefix: string; url: string; name: string; rounds: number; players: number }) {
    const tag = `${o.prefix}${kind.slice(0, 2)}`;
    const creator = await memberWith(t, { name: `${tag}_host` });
    const created = await creator.browser.post(TOURNAMENTS_API.list, {
      kind: 'swiss',
      rounds: o.rounds,
      roundMinutes: 10,
      url: o.url,
      name: o.name,
      tc: { initial: 600, increment: 5 },
      rated: false,
      startsAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
      durationMinutes: 20,
    });
    expect(created.statusCode, created.body).toBe(200);
    const members = [];
    for (let i = 0; i < o.players; i++) members.push(await memberWith(t, { name: `${tag}_p${i}` }));
    for (const m of members) expect((await m.browser.post(TOURNAMENTS_API.join(o.url))).statusCode).toBe(200);
    return { created, members };
  }

  it('pairs 9 players over 4 rounds on its schedule, a bye each round, tie-breaks as the cores say', async () => {
    const url = `swiss-${kind}`;
    const { created, members } = await swissOf({
      prefix: 'sw',
      url,
      name: 'Sunday Swiss',
      rounds: 4,
      players: 9,
    });
    expect(created.json()).toMatchObject({ kind: 'swiss', rounds: 4, round: 0, durationMinutes: 40 });
    const paused = await members[0]!.browser.post(TOURNAMENTS_API.pause(url));
    expect(paused.json().error.code).toBe('tournament_paused');
    const bots = new Map<number, Bot>(
      members.map((m) => [m.user.userId, { userId: m.user.userId, name: m.user.username }]),
    );
    const tournaments = t.services.tournaments;
    const random = seeded(9);
    const rounds: SwissRound[] = [];
    const met = new Set<string>();

    t.clock.advance(MINUTE);
    for (let round = 1; round <= 4; round++) {
      await tournaments.runner.tick();
      // Round 2 onwards waits for its scheduled start even with the previous round over.
      if (round > 1) {
        expect((await tournaments.view(url, null)).round).toBe(round - 1);
        t.clock.advance(10 * MINUTE);
        await tournaments.runner.tick();
      }
      expect((await tournaments.view(url, null)).round).toBe(round);
      const gameIds = new Set<string>();
      const sitting: number[] = [];
      for (const m of members) {
        const me = (await tournaments.view(url, m.user)).me!;
        if (me.gameId) gameIds.add(me.gameId);
        else sitting.push(m.user.userId);
      }
      expect(gameIds.size).toBe(4);
      expect(sitting).toHaveLength(1);
      const games: SwissGame[] = [];
      for (const id of gameIds) {
        const game = await playOut(t, id, bots, random);
        await resultApplied(t, id);
        const [w, b] = [game.white.userId!, game.black.userId!];
        const pair = [w, b].sort().join('-');
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        games.push({
          white: String(w),
          black: String(b),
          result: game.winner === 'white' ? 'white_won' : game.winner === 'black' ? 'black_won' : 'draw',
        });
      }
      rounds.push({ games, bye: String(sitting[0]) });
    }
    // Nobody has two byes.
    expect(new Set(rounds.map((r) => r.bye)).size).toBe(4);
    await tournaments.runner.tick();
    const final = await tournaments.view(url, null);
    expect(final.status).toBe('finished');

    const expected = standings({
      entrants: members.map((m) => ({ id: String(m.user.userId), rating: 1500 })),
      rounds,
      settings: { totalRounds: 4, byePoints: 1, lateEntryPoints: 0, seed: url },
    });
    if (!expected.ok) throw new Error(expected.error);
    const nameOf = new Map(members.map((m) => [String(m.user.userId), m.user.username]));
    expect(final.live.standings.map((r) => [r.username, r.score, r.buchholz, r.sonnebornBerger])).toEqual(
      expected.value.slice(0, 10).map((s) => [nameOf.get(s.id), s.score, s.buchholz, s.sonnebornBerger]),
    );
    expect(final.live.podium.map((r) => r.username)).toEqual(
      final.live.standings.slice(0, 3).map((r) => r.username),
    );
  }, 120_000);

  it('scores an aborted game: a recorded no-show loses by forfeit, an abort by hand loses both', async () => {
    const url = `swiss-aborts-${kind}`;
    const { members } = await swissOf({ prefix: 'swa', url, name: 'Aborted Swiss', rounds: 3, players: 4 });
    const tournaments = t.services.tournaments;
    const games = t.services.play.games;
    t.clock.advance(MINUTE);
    await tournaments.runner.tick();
    const ids = new Set<string>();
    for (const m of members) ids.add((await tournaments.view(url, m.user)).me!.gameId!);
    const [noShow, abortedByHand] = await Promise.all(
      [...ids].map(async (id) => (await games.view(id, null))!),
    );
    // White moves and black never answers; in the other game black aborts before white's first move.
    await games.act(noShow!.id, seat(noShow!, 'white'), { t: 'move', uci: 'e2e4', version: noShow!.version });
    await games.act(abortedByHand!.id, seat(abortedByHand!, 'black'), { t: 'abort' });
    t.clock.advance(NO_SHOW_MS);
    await t.services.play.sweeper.sweep();
    for (const id of ids) await resultApplied(t, id);
    const scores = new Map(
      (await tournaments.view(url, null)).live.standings.map((r) => [r.username, r.score]),
    );
    expect(
      [noShow!, abortedByHand!].flatMap((g) => [scores.get(g.white.username), scores.get(g.black.username)]),
    ).toEqual([1, 0, 0, 0]);
  }, 60_000);
});
