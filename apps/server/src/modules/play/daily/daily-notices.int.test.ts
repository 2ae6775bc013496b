import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { notifications } from '../../notifications/notifications.tables';
import { member, play } from '../play.fixtures';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('daily notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const noticesOf = async (userId: number, kind: string) => {
    // The notices are told off the game's path: wait until they are stored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return t.testDb.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind as never)));
  };

  it('tells the side to move of each daily move, and once per turn that time runs out', async () => {
    const white = await member(t);
    const black = await member(t);
    const game = await t.services.play.games.create({
      white,
      black,
      tc: { initial: 0, increment: 0 },
      rated: false,
      daily: { daysPerMove: 1, weekendPause: false },
    });
    const table = { id: game.id, white, black };
    await play(t, table, ['e2e4']);
    const yourMove = await noticesOf(black.userId!, 'daily_your_move');
    expect(yourMove).toHaveLength(1);
    expect(yourMove[0]).toMatchObject({ subject: game.id, data: { opponent: white.name } });

    // A 1-day turn: warned once 12 hours are left, not before, and only once.
    t.clock.advance(11 * HOUR);
    await t.services.play.dailySweeper.round();
    expect(await noticesOf(black.userId!, 'daily_time_running_out')).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    await t.services.play.dailySweeper.round();
    await t.services.play.dailySweeper.round();
    const warned = await noticesOf(black.userId!, 'daily_time_running_out');
    expect(warned).toHaveLength(1);
    expect(warned[0]!.data).toMatchObject({ leftMs: 11 * HOUR });

    // The next turn is warned again.
    await play(t, table, ['e7e5']);
    t.clock.advance(13 * HOUR);
    await t.services.play.dailySweeper.round();
    expect(await noticesOf(white.userId!, 'daily_time_running_out')).toHaveLength(1);
    expect(await noticesOf(white.userId!, 'daily_your_move')).toHaveLength(1);
  });
});
