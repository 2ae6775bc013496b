import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { member, play, refusal, type Table } from '../play.fixtures';
import type { PlayerRef } from '../player';
import { dailyVacations } from './daily.tables';

const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('daily games on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const games = () => t.services.play.games;
  async function dailyTable(
    days: number,
    rated = true,
  ): Promise<Table & { white: PlayerRef; black: PlayerRef }> {
    const white = await member(t);
    const black = await member(t);
    const game = await games().create({
      white,
      black,
      tc: { initial: 0, increment: 0 },
      rated,
      daily: { daysPerMove: days, weekendPause: false },
    });
    return { id: game.id, white, black };
  }

  it('gives the side to move N days from the start of its turn, and shows what is left', async () => {
    const start = t.clock.now().getTime();
    const table = await dailyTable(3);
    const view = (await games().view(table.id, null))!;
    expect(view).toMatchObject({ speed: 'daily', daysPerMove: 3, weekendPause: false, turn: 'white' });
    expect(view.clock).toMatchObject({ white: 3 * DAY, black: 3 * DAY, running: 'white' });
    t.clock.advance(2 * DAY);
    await play(t, table, ['e2e4']);
    const after = (await games().view(table.id, null))!;
    expect(after.clock).toMatchObject({ black: 3 * DAY, running: 'black' });
    const row = (await games().repo.findGame(table.id))!;
    expect(row.deadlineAt!.getTime()).toBe(start + 5 * DAY);
    expect(after.moveClocks).toEqual([DAY]);
  });

  it('leaves daily games to their own sweep: the live one does not end them', async () => {
    const table = await dailyTable(1);
    await play(t, table, ['e2e4', 'e7e5']);
    t.clock.advance(2 * DAY);
    expect(await t.services.play.sweeper.sweep()).not.toContain(table.id);
    expect((await games().view(table.id, null))!.status).toBe('started');
    expect(await t.services.play.dailySweeper.sweep()).toContain(table.id);
    const ended = (await games().view(table.id, null))!;
    expect(ended).toMatchObject({ status: 'outoftime', winner: 'black' });
    expect(ended.white.ratingDiff).toBeLessThan(0);
    expect(ended.black.ratingDiff).toBeGreaterThan(0);
    const ratings = await games().repo.findRatings([table.black.userId!], 'daily');
    expect(ratings[0]!.games).toBe(1);
    expect(await t.services.play.dailySweeper.sweep()).not.toContain(table.id);
  });

  it('gets no downtime back after a restart, unlike live games (sweeper.ts says why)', async () => {
    const table = await dailyTable(2);
    await play(t, table, ['e2e4', 'e7e5']);
    const deadline = async () => (await games().repo.findGame(table.id))!.deadlineAt!.getTime();
    const before = await deadline();
    await t.services.play.sweeper.sweep(); // the last heartbeat before the "downtime"
    t.clock.advance(3 * 3_600_000);
    await t.services.play.sweeper.refund();
    expect(await deadline()).toBe(before);
  });

  it('aborts a game whose first moves never came, unrated', async () => {
    const table = await dailyTable(1);
    await play(t, table, ['e2e4']);
    t.clock.advance(DAY + 1);
    expect(await t.services.play.dailySweeper.sweep()).toContain(table.id);
    const ended = (await games().view(table.id, null))!;
    expect(ended).toMatchObject({ status: 'aborted', winner: null });
    expect(ended.white.ratingDiff).toBeNull();
  });

  it('does not end a game before its deadline, and a move in time starts a new turn', async () => {
    const table = await dailyTable(1);
    await play(t, table, ['e2e4', 'e7e5']);
    t.clock.advance(DAY - 1000);
    expect(await t.services.play.dailySweeper.sweep()).not.toContain(table.id);
    await play(t, table, ['g1f3']);
    t.clock.advance(2000);
    expect(await t.services.play.dailySweeper.sweep()).not.toContain(table.id);
    expect((await games().view(table.id, null))!.status).toBe('started');
  });

  it('ends on time a move that comes after the deadline, and refuses it', async () => {
    const table = await dailyTable(2);
    await play(t, table, ['e2e4', 'e7e5']);
    t.clock.advance(2 * DAY + 1);
    const view = (await games().view(table.id, null))!;
    expect(
      await refusal(games().act(table.id, table.white, { t: 'move', uci: 'g1f3', version: view.version })),
    ).toBe('game_over');
    expect((await games().view(table.id, null))!).toMatchObject({ status: 'outoftime', winner: 'black' });
  });

  it('refuses takebacks, abandonment claims and moves out of turn, changing nothing', async () => {
    const table = await dailyTable(1);
    await play(t, table, ['e2e4', 'e7e5']);
    const before = (await games().view(table.id, null))!;
    expect(await refusal(games().act(table.id, table.white, { t: 'takeback', action: 'propose' }))).toBe(
      'not_allowed',
    );
    expect(await refusal(games().act(table.id, table.white, { t: 'claimVictory', opponentGone: true }))).toBe(
      'not_allowed',
    );
    expect(
      await refusal(games().act(table.id, table.black, { t: 'move', uci: 'd7d5', version: before.version })),
    ).toBe('not_your_turn');
    expect((await games().view(table.id, null))!).toEqual(before);
  });

  it("moves the deadline past a player's vacation", async () => {
    const table = await dailyTable(1);
    const now = t.clock.now();
    await t.testDb.database.db.insert(dailyVacations).values({
      userId: table.black.userId!,
      startsAt: new Date(now.getTime() + 6 * 3_600_000),
      endsAt: new Date(now.getTime() + 6 * 3_600_000 + 3 * DAY),
    });
    await play(t, table, ['e2e4']);
    const row = (await games().repo.findGame(table.id))!;
    expect(row.deadlineAt!.getTime()).toBe(now.getTime() + 4 * DAY);
  });
});
