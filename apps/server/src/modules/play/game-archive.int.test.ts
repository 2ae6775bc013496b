import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { member } from './play.fixtures';
import { games, type NewGameRow } from './play.tables';

describe.each(DATABASE_KINDS)('a member’s monthly archive on %s', (kind) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    userId = (await member(t, 'archivist')).userId!;
    const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 3_600_000);
    const row = (i: number, white: number | null): NewGameRow => ({
      id: `g${String(i).padStart(7, '0')}`,
      whiteUserId: white,
      whiteName: white ? 'archivist' : 'Guest',
      blackName: 'Guest',
      rated: false,
      initialSeconds: 180,
      incrementSeconds: 0,
      speed: 'blitz',
      whiteMs: 180_000,
      blackMs: 180_000,
      clockAt: at(i),
      status: 'resign',
      winner: 'black',
      createdAt: at(i),
      updatedAt: at(i),
      endedAt: at(i),
    });
    // Many games of others, a few of the member's: a scan of all games would be the wrong plan.
    const rows = Array.from({ length: 3000 }, (_, i) => row(i, i % 500 === 0 ? userId : null));
    for (let i = 0; i < rows.length; i += 500)
      await t.testDb.database.db.insert(games).values(rows.slice(i, i + 500));
    await t.testDb.database.db.execute(sql`analyze games`);
  });
  afterAll(async () => t.close());

  it('finds a month’s games through the member’s ended-games index, not a scan of all games', async () => {
    const month = await t.services.play.archive.monthGames(userId, 2026, 1);
    expect(month.map((g) => g.id)).toEqual(['g0000000', 'g0000500']);
    const plan = await t.testDb.database.db.execute(sql`
      explain select id from games
      where white_user_id = ${userId} and ended_at is not null and status <> 'aborted'
        and ended_at >= '2026-01-01T00:00:00Z' and ended_at < '2026-02-01T00:00:00Z'`);
    const text = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(text).toContain('games_white_ended_idx');
    expect(text).not.toMatch(/Seq Scan on games/);
  });
});
