import { type GameView, TOURNAMENTS_API, type TournamentView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, stopLoop, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import type { ArenaGame } from './arena/arena.types';
import { arenaScore } from './arena/scoring';
import { type Bot, playOut, seeded } from './arena.bots';
import { NO_SHOW_MS, resultApplied, seat } from './tournaments.fixtures';

const MINUTE = 60_000;

/** One player's side of a finished game, as the scoring core reads it. */
function sideOf(game: GameView, userId: number, opponentRating: number): ArenaGame {
  const white = game.white.userId === userId;
  const outcome = game.winner === null ? 'draw' : (game.winner === 'white') === white ? 'win' : 'loss';
  return { outcome, moves: Math.floor(game.moves.length / 2), berserk: false, opponentRating };
}

describe.each(DATABASE_KINDS)('an arena on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;
  let serial = 0;
  const name = (what: string) => `ar${kind.slice(0, 2)}_${what}_${++serial}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // The test drives the runner tick by tick; the app's own loop would race it for the same wave.
    await stopLoop(t, t.services.tournaments);
    staff = await memberWith(t, { name: name('staff'), level: 'staff' });
  });
  afterAll(async () => t.close());

  async function newArena(url: string, extra: Record<string, unknown> = {}): Promise<TournamentView> {
    const response = await staff.browser.post(TOURNAMENTS_API.list, {
      url,
      name: 'Hourly blitz arena',
      tc: { initial: 180, increment: 0 },
      rated: true,
      startsAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
      durationMinutes: 20,
      official: true,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('runs eight scripted bots to the end: every result once, standings as the scoring core says', async () => {
    const url = `arena-${kind}-bots`;
    await newArena(url);
    const members = await Promise.all(Array.from({ length: 8 }, () => memberWith(t, { name: name('bot') })));
    for (const m of members) expect((await m.browser.post(TOURNAMENTS_API.join(url))).statusCode).toBe(200);
    const bots = new Map<number, Bot>(
      members.map((m) => [m.user.userId, { userId: m.user.userId, name: m.user.username }]),
    );
    const tournaments = t.services.tournaments;
    const random = seeded(20);
    // Each bot's games in the order they ended, as the bots saw them.
    const played = new Map<number, ArenaGame[]>(members.map((m) => [m.user.userId, []]));
    const seen = new Set<string>();

    await tournaments.runner.tick();
    expect((await tournaments.view(url, null)).status).toBe('created');
    t.clock.advance(MINUTE);
    let rounds = 0;
    for (;;) {
      t.clock.advance(3 * MINUTE);
      await tournaments.runner.tick();
      const view = await tournaments.view(url, null);
      if (view.status === 'finished') break;
      rounds++;
      const running = new Set<string>();
      for (const m of members) {
        const me = (await tournaments.view(url, m.user)).me!;
        if (me.gameId) running.add(me.gameId);
      }
      for (const gameId of running) {
        expect(seen.has(gameId)).toBe(false);
        seen.add(gameId);
        const game = await playOut(t, gameId, bots, random);
        // The notice applies the result; told again it changes nothing.
        await expect.poll(async () => tournaments.gameEnded(gameId)).toBe(false);
        if (game.status === 'aborted') continue;
        const rating = (side: 'white' | 'black') => game[side].rating!;
        played.get(game.white.userId!)!.push(sideOf(game, game.white.userId!, rating('black')));
        played.get(game.black.userId!)!.push(sideOf(game, game.black.userId!, rating('white')));
      }
    }
    // 20 minutes, a wave every 3 minutes of the platform clock (the one at minute 21 finds it over).
    expect(rounds).toBe(6);
    expect(seen.size).toBe(24);

    const final = await tournaments.view(url, null);
    expect(final.live.players).toBe(8);
    const rows = [...final.live.standings];
    for (let page = 2; page <= final.live.pages; page++)
      rows.push(...(await tournaments.view(url, null, page)).live.standings);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of members) {
      const row = rows.find((r) => r.username === m.user.username)!;
      const expected = arenaScore(played.get(m.user.userId)!);
      expect({ score: row.score, sheet: row.sheet, games: row.games }).toEqual({
        score: expected.total,
        sheet: expected.points,
        games: played.get(m.user.userId)!.length,
      });
    }
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.score).toBeGreaterThanOrEqual(rows[i]!.score);
    expect(final.live.podium.map((r) => r.username)).toEqual(rows.slice(0, 3).map((r) => r.username));
    // Nobody is paired once it is over.
    t.clock.advance(MINUTE);
    await tournaments.runner.tick();
    for (const m of members) expect((await tournaments.view(url, m.user)).me!.gameId).toBeNull();
  }, 120_000);

  it('refuses joining twice and joining outside the conditions with a 4xx, changing nothing', async () => {
    const url = `arena-${kind}-rules`;
    await newArena(url, { conditions: { minRating: 1600 } });
    const open = `arena-${kind}-open`;
    await newArena(open, { conditions: { minTier: null } });
    const member = await memberWith(t, { name: name('m') });

    const refused = await member.browser.post(TOURNAMENTS_API.join(url));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('tournament_conditions');
    expect(refused.json().error.message).toBe('Your rating is below this tournament’s minimum.');
    expect((await t.services.tournaments.view(url, null)).players).toBe(0);

    expect((await member.browser.post(TOURNAMENTS_API.join(open))).statusCode).toBe(200);
    const twice = await member.browser.post(TOURNAMENTS_API.join(open));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('tournament_already_joined');
    expect((await t.services.tournaments.view(open, null)).players).toBe(1);

    const gold = `arena-${kind}-gold`;
    await newArena(gold, { conditions: { minTier: 'gold' } });
    const tier = await member.browser.post(TOURNAMENTS_API.join(gold));
    expect(tier.statusCode).toBe(403);
    expect(tier.json().error.message).toBe('This tournament is for higher membership tiers.');
    const golden = await memberWith(t, { name: name('g'), level: 'gold' });
    expect((await golden.browser.post(TOURNAMENTS_API.join(gold))).statusCode).toBe(200);

    const guest = await t.app.inject({ method: 'GET', url: TOURNAMENTS_API.one('no-such-arena') });
    expect(guest.statusCode).toBe(404);
    // The page exists only for a tournament that does.
    expect((await t.app.inject({ method: 'GET', url: `/tournament/${open}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/tournament/no-such-arena' })).statusCode).toBe(404);
    const notMember = await member.browser.post(TOURNAMENTS_API.pause(url));
    expect(notMember.json().error.code).toBe('tournament_not_joined');
  });

  it('pauses and rejoins: a paused player is not paired, and comes back into the pool', async () => {
    const url = `arena-${kind}-pause`;
    await newArena(url);
    const [a, b] = await Promise.all([
      memberWith(t, { name: name('p') }),
      memberWith(t, { name: name('p') }),
    ]);
    for (const m of [a!, b!]) await m.browser.post(TOURNAMENTS_API.join(url));
    const paused = await a!.browser.post(TOURNAMENTS_API.pause(url));
    expect(paused.json().me).toEqual({ paused: true, withdrawn: false, gameId: null });
    expect((await a!.browser.post(TOURNAMENTS_API.pause(url))).json().error.code).toBe('tournament_paused');
    t.clock.advance(MINUTE + 1000);
    await t.services.tournaments.runner.tick();
    t.clock.advance(3000);
    await t.services.tournaments.runner.tick();
    expect((await t.services.tournaments.view(url, b!.user)).me!.gameId).toBeNull();
    const back = await a!.browser.post(TOURNAMENTS_API.join(url));
    expect(back.json().me.paused).toBe(false);
    t.clock.advance(3000);
    await t.services.tournaments.runner.tick();
    const gameId = (await t.services.tournaments.view(url, b!.user)).me!.gameId;
    expect(gameId).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await t.services.tournaments.view(url, a!.user)).me!.gameId).toBe(gameId);
    const withdrawn = await b!.browser.post(TOURNAMENTS_API.withdraw(url));
    expect(withdrawn.json().me.withdrawn).toBe(true);
    expect((await b!.browser.post(TOURNAMENTS_API.join(url))).json().error.code).toBe('tournament_withdrawn');
  });

  it('puts the side a no-show kept waiting back into the pool, not the absent side', async () => {
    const url = `arena-${kind}-noshow`;
    await newArena(url);
    const members = await Promise.all([0, 1, 2].map(() => memberWith(t, { name: name('n') })));
    for (const m of members) await m.browser.post(TOURNAMENTS_API.join(url));
    const tournaments = t.services.tournaments;
    const gameOf = async (m: TestMember) => (await tournaments.view(url, m.user)).me!.gameId;
    t.clock.advance(MINUTE + 1000);
    await tournaments.runner.tick();
    t.clock.advance(3000);
    await tournaments.runner.tick();
    const gameId = (await Promise.all(members.map(gameOf))).find((id) => id !== null)!;
    expect(gameId).toBeDefined();
    const game = (await t.services.play.games.view(gameId, null))!;
    const [absent, waiting] = [game.white.userId, game.black.userId].map(
      (id) => members.find((m) => m.user.userId === id)!,
    );
    const third = members.find((m) => m !== absent && m !== waiting)!;
    expect(await gameOf(third)).toBeNull();
    // Black comes and waits; white never moves.
    await t.services.play.presence.seat(gameId, 'black', seat(game, 'black'), true);
    t.clock.advance(NO_SHOW_MS);
    await t.services.play.sweeper.sweep();
    await resultApplied(t, gameId);
    t.clock.advance(3000);
    await tournaments.runner.tick();
    const next = await gameOf(waiting!);
    expect(next).not.toBeNull();
    expect(next).not.toBe(gameId);
    expect(await gameOf(third)).toBe(next);
    // The absent side is paused, not stranded: joining again brings them back into the pool.
    expect((await tournaments.view(url, absent!.user)).me).toEqual({
      paused: true,
      withdrawn: false,
      gameId: null,
    });
    const back = await absent!.browser.post(TOURNAMENTS_API.join(url));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().me).toEqual({ paused: false, withdrawn: false, gameId: null });
  });

  it('pauses both players of a game aborted by hand; each may join again', async () => {
    const url = `arena-${kind}-abort`;
    await newArena(url);
    const members = await Promise.all([0, 1].map(() => memberWith(t, { name: name('a') })));
    for (const m of members) await m.browser.post(TOURNAMENTS_API.join(url));
    const tournaments = t.services.tournaments;
    t.clock.advance(MINUTE + 1000);
    await tournaments.runner.tick();
    t.clock.advance(3000);
    await tournaments.runner.tick();
    const gameId = (await tournaments.view(url, members[0]!.user)).me!.gameId!;
    const game = (await t.services.play.games.view(gameId, null))!;
    await t.services.play.games.act(gameId, seat(game, 'black'), { t: 'abort' });
    await resultApplied(t, gameId);
    for (const m of members) {
      expect((await tournaments.view(url, m.user)).me).toEqual({
        paused: true,
        withdrawn: false,
        gameId: null,
      });
    }
    const back = await members[0]!.browser.post(TOURNAMENTS_API.join(url));
    expect(back.json().me).toEqual({ paused: false, withdrawn: false, gameId: null });
    // Nobody scored for it.
    expect((await tournaments.view(url, null)).live.standings.map((r) => r.score)).toEqual([0, 0]);
  });
});
