import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS } from '../../../test/databases';
import { startNode, startTestApp, type TestApp } from '../../../test/test-app';
import { wrappedDb } from '../../../test/wrapped-db';
import { createLogger } from '../../platform/logger';
import { legalMoves, replay } from './core';
import { FIRST_MOVE_MS } from './game-logic';
import { newTable, play, WHITE_LOSES_EVERYTHING } from './play.fixtures';
import { games as gamesTable } from './play.tables';
import { createSweeper, FLAG_GRACE_MS } from './sweeper';

describe.each(DATABASE_KINDS)('the flag sweeper on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const games = () => t.services.play.games;
  const sweeper = () => t.services.play.sweeper;
  const endsOf = async (id: string) => {
    const events = (await games().eventsSince(id, 0)) as { event: { kind: string } }[];
    return events.filter((e) => e.event.kind === 'end').length;
  };

  it('ends a game whose clock ran out with nobody connected, once, after the grace', async () => {
    const table = await newTable(t, { tc: { initial: 60, increment: 0 } });
    await play(t, table, ['e2e4', 'e7e5']);
    t.clock.advance(60_000);
    expect(await sweeper().sweep()).toEqual([]);
    t.clock.advance(FLAG_GRACE_MS);
    const swept = await Promise.all([sweeper().sweep(), sweeper().sweep(), sweeper().sweep()]);
    expect(swept.flat()).toEqual([table.id]);
    expect(await sweeper().sweep()).toEqual([]);
    expect((await games().view(table.id, null))!).toMatchObject({
      status: 'outoftime',
      winner: 'black',
      version: 3,
      clock: { white: 0, black: 60_000, running: null },
    });
    expect(await endsOf(table.id)).toBe(1);
  });

  it('opens no transaction while nothing is overdue (it would hold the embedded connection)', async () => {
    const { db } = t.testDb.database;
    let transactions = 0;
    const counted = wrappedDb(db, 'transaction', (transaction) => (...args) => {
      transactions++;
      return transaction(...args);
    });
    const sweeper = createSweeper({
      db: counted,
      clock: t.clock,
      logger: createLogger({ logLevel: 'silent' }),
      games: games(),
      presence: t.services.play.presence,
    });
    const table = await newTable(t, { tc: { initial: 60, increment: 0 } });
    await play(t, table, ['e2e4', 'e7e5']);
    expect(await sweeper.sweep()).toEqual([]);
    expect(transactions).toBe(0);
    t.clock.advance(60_000 + FLAG_GRACE_MS);
    expect(await sweeper.sweep()).toEqual([table.id]);
    expect(transactions).toBe(1);
  });

  it('calls a timeout a draw when the side left could never mate', async () => {
    const table = await newTable(t, { tc: { initial: 60, increment: 0 } });
    await play(t, table, WHITE_LOSES_EVERYTHING);
    const position = replay(WHITE_LOSES_EVERYTHING);
    if (!position.ok) throw new Error('the fixture does not replay');
    // White (a bare king) moves; then black's time runs out.
    await play(t, table, [legalMoves(position.value)[0]!]);
    t.clock.advance(60_000 + FLAG_GRACE_MS);
    expect(await sweeper().sweep()).toEqual([table.id]);
    expect((await games().view(table.id, null))!).toMatchObject({
      status: 'draw',
      winner: null,
      endReason: 'timeoutVsInsufficientMaterial',
    });
  });

  it('aborts a game whose first moves never came, recording the side that let its time run out while the other waited', async () => {
    const blackNeverAnswered = await newTable(t);
    await play(t, blackNeverAnswered, ['e2e4']);
    const whiteNeverMoved = await newTable(t);
    await t.services.play.presence.seat(whiteNeverMoved.id, 'black', whiteNeverMoved.black, true);
    const blackCameAndLeft = await newTable(t);
    await t.services.play.presence.seat(blackCameAndLeft.id, 'black', blackCameAndLeft.black, true);
    await t.services.play.presence.seat(blackCameAndLeft.id, 'black', blackCameAndLeft.black, false);
    const nobodyCame = await newTable(t);
    t.clock.advance(FIRST_MOVE_MS - 1);
    expect(await sweeper().sweep()).toEqual([]);
    t.clock.advance(1 + FLAG_GRACE_MS);
    const tables = [blackNeverAnswered, whiteNeverMoved, blackCameAndLeft, nobodyCame];
    expect((await sweeper().sweep()).sort()).toEqual(tables.map((table) => table.id).sort());
    const ends = await Promise.all(tables.map(async (table) => (await games().view(table.id, null))!));
    expect(ends.map(({ status, winner, endReason }) => ({ status, winner, endReason }))).toEqual([
      { status: 'aborted', winner: null, endReason: 'noStartBlack' },
      { status: 'aborted', winner: null, endReason: 'noStartWhite' },
      { status: 'aborted', winner: null, endReason: 'noStartWhite' },
      // White never moved, and black never came to wait for it: nobody let the other down.
      { status: 'aborted', winner: null, endReason: null },
    ]);
    const [stored] = await t.testDb.database.db
      .select({ endReason: gamesTable.endReason })
      .from(gamesTable)
      .where(eq(gamesTable.id, whiteNeverMoved.id));
    expect(stored).toEqual({ endReason: 'noStartWhite' });
  });

  it('records no side when a player aborts before the first moves are due', async () => {
    const table = await newTable(t);
    await play(t, table, ['e2e4']);
    await games().act(table.id, table.black, { t: 'abort' });
    expect((await games().view(table.id, null))!).toMatchObject({
      status: 'aborted',
      winner: null,
      endReason: null,
    });
  });
});

describe.each(DATABASE_KINDS)('a restart on %s', (kind) => {
  it('gives running clocks back the time every node was down', async () => {
    const testDb = await createTestDatabase(kind);
    const before = await startNode(testDb);
    const table = await newTable(before, { tc: { initial: 180, increment: 0 } });
    await play(before, table, ['e2e4', 'e7e5']);
    before.clock.advance(10_000);
    await before.services.play.sweeper.sweep(); // the last heartbeat: white had 170 s left
    const stoppedAt = before.clock.now().getTime();
    await before.close();

    const after = await startNode(testDb);
    after.clock.set(new Date(stoppedAt + 120_000));
    await after.app.ready();
    after.clock.advance(1000);
    const view = (await after.services.play.games.view(table.id, null))!;
    expect(view.clock).toMatchObject({ white: 169_000, black: 180_000, running: 'white' });
    await after.close();
    await testDb.destroy();
  });
});
