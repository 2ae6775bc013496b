/**
 * Test helpers for tournaments on a test app (not used by the app): no-shows, and knockouts with
 * members joined and games ended.
 */
import { type GameView, TOURNAMENTS_API } from '@kingside/contract';
import { expect } from 'vitest';
import type { DatabaseKind } from '../../../test/databases';
import type { TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import type { Bot } from './arena.bots';

export const MINUTE = 60_000;
/** Past play's first-move deadline (30 s), when the sweeper aborts a game nobody started. */
export const NO_SHOW_MS = 31_000;

/** A side of a game as play's commands take it. */
export const seat = (game: GameView, side: 'white' | 'black') => ({
  userId: game[side].userId,
  guestId: null,
  name: game[side].username,
});

/**
 * Waits for a game's end in play, then for its result in its tournament (applied by this call or by
 * play's notice): a sweep may leave a game to another sweep that holds it, and `gameEnded` answers
 * false for a game still running as for one already applied.
 */
export async function resultApplied(t: TestApp, gameId: string) {
  await expect
    .poll(async () => (await t.services.play.games.view(gameId, null))?.status, { timeout: 10_000 })
    .not.toBe('started');
  await expect.poll(async () => t.services.tournaments.gameEnded(gameId)).toBe(false);
}

/** Knockouts on the app `app()` answers (started in the suite's beforeAll), member names unique per file. */
export function knockoutHarness(app: () => TestApp, kind: DatabaseKind, prefix: string) {
  let serial = 0;
  const name = (what: string) => `${prefix}${kind.slice(0, 2)}_${what}_${++serial}`;
  const tournaments = () => app().services.tournaments;

  /** A knockout starting in a minute, `players` members joined in seed order (equal ratings). */
  async function newKnockout(url: string, players: number, matchGames: number) {
    const t = app();
    const host = await memberWith(t, { name: name('host') });
    const created = await host.browser.post(TOURNAMENTS_API.list, {
      kind: 'knockout',
      matchGames,
      url,
      name: 'Friday knockout',
      tc: { initial: 300, increment: 3 },
      rated: false,
      startsAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
      durationMinutes: 60,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ kind: 'knockout', matchGames, live: { bracket: null } });
    const members: TestMember[] = [];
    for (let i = 0; i < players; i++) {
      const member = await memberWith(t, { name: name(`s${i + 1}`) });
      expect((await member.browser.post(TOURNAMENTS_API.join(url))).statusCode).toBe(200);
      members.push(member);
    }
    const bots = new Map<number, Bot>(
      members.map((m) => [m.user.userId, { userId: m.user.userId, name: m.user.username }]),
    );
    return { members, bots };
  }

  const running = async (url: string) =>
    ((await tournaments().view(url, null)).live.bracket?.rounds ?? [])
      .flat()
      .filter((m) => m.gameId !== null);

  /**
   * The matches being played once `count` are (the app's own runner ticks too, each second: a game
   * may be started by it rather than by the test's tick).
   */
  async function runningNow(url: string, count: number) {
    await expect.poll(async () => (await running(url)).length).toBe(count);
    return running(url);
  }

  /** Ends a game as told: two moves each side's first, then a resignation or an agreed draw. */
  async function finish(gameId: string, result: 'white' | 'black' | 'draw') {
    const games = app().services.play.games;
    const game = (await games.view(gameId, null))!;
    const ref = (side: 'white' | 'black') => seat(game, side);
    await games.act(gameId, ref('white'), { t: 'move', uci: 'e2e4', version: game.version });
    const after = (await games.view(gameId, null))!;
    await games.act(gameId, ref('black'), { t: 'move', uci: 'e7e5', version: after.version });
    if (result === 'draw') {
      await games.act(gameId, ref('white'), { t: 'draw', action: 'offer', opponentGone: false });
      await games.act(gameId, ref('black'), { t: 'draw', action: 'accept', opponentGone: false });
    } else await games.act(gameId, ref(result === 'white' ? 'black' : 'white'), { t: 'resign' });
    await expect.poll(async () => tournaments().gameEnded(gameId)).toBe(false);
  }

  return { tournaments, newKnockout, running, runningNow, finish };
}
