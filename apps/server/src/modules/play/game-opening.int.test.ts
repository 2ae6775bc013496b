import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { member, newTable, play } from './play.fixtures';
import { games } from './play.tables';

// The test table (modules/openings/test-table) knows 1. e4 e5 2. Nf3 Nc6 3. Bb5 as C60 Ruy Lopez
// and nothing that starts 1. f3.
const RUY_LOPEZ = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'];
const FOOLS_MATE = ['f2f3', 'e7e5', 'g2g4', 'd8h4'];

describe.each(DATABASE_KINDS)('stored openings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.testDb.database.db;
  const openingOf = async (id: string) => {
    const [row] = await db()
      .select({ eco: games.openingEco, name: games.openingName, ply: games.openingPly })
      .from(games)
      .where(eq(games.id, id));
    return row;
  };

  it('names a game’s opening when it ends, and only then', async () => {
    const table = await newTable(t);
    await play(t, table, [...RUY_LOPEZ, 'a7a6']);
    expect(await openingOf(table.id)).toEqual({ eco: null, name: null, ply: null });
    await t.services.play.games.act(table.id, table.white, { t: 'resign' });
    expect(await openingOf(table.id)).toEqual({ eco: 'C60', name: 'Ruy Lopez', ply: 5 });
  });

  it('stores no opening for a game that ends in a position outside the table', async () => {
    const table = await newTable(t);
    await play(t, table, FOOLS_MATE);
    expect((await t.services.play.games.view(table.id, null))!.status).toBe('mate');
    expect(await openingOf(table.id)).toEqual({ eco: null, name: null, ply: 0 });
  });

  it('names earlier games’ openings at start, and the statistics read what is stored', async () => {
    const [white, black] = [await member(t), await member(t)];
    const ids: string[] = [];
    for (const moves of [RUY_LOPEZ, FOOLS_MATE]) {
      const table = await newTable(t, { white, black });
      await play(t, table, moves);
      if (moves === RUY_LOPEZ) await t.services.play.games.act(table.id, table.black, { t: 'resign' });
      ids.push(table.id);
    }
    // As a game stored before openings were: not named yet. Its readers name it themselves meanwhile.
    const forget = () =>
      db()
        .update(games)
        .set({ openingEco: null, openingName: null, openingPly: null })
        .where(inArray(games.id, ids));
    await forget();
    const openingsOf = async () =>
      (await t.services.stats.stats.report(white.name)).openings.map(({ name, games }) => [name, games]);
    expect(await openingsOf()).toEqual([
      ['Ruy Lopez', 1],
      ['Other', 1],
    ]);

    expect(await t.services.play.openingBackfill.start()).toBeGreaterThanOrEqual(2);
    expect(await openingOf(ids[0]!)).toEqual({ eco: 'C60', name: 'Ruy Lopez', ply: 5 });
    expect(await openingOf(ids[1]!)).toEqual({ eco: null, name: null, ply: 0 });
    expect(await t.services.play.openingBackfill.start()).toBe(0);

    // Named once: the page reads the stored name, never the moves again.
    await db().execute(sql`update games set opening_name = 'Stored Name' where id = ${ids[0]!}`);
    expect(await openingsOf()).toEqual([
      ['Stored Name', 1],
      ['Other', 1],
    ]);
  });
});
