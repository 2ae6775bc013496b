import type { GameEvent } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { GameWrite } from './committer';
import { preparedPlainMoves } from './move-batch';
import { newTable } from './play.fixtures';

/** White's first move as the game logic writes it: a plain move (no end, no offer). */
function firstMove(gameId: string, version: number, now: Date): GameWrite {
  const clock = { white: 300_000, black: 300_000, at: now.getTime() };
  const event: GameEvent = {
    kind: 'move',
    uci: 'e2e4',
    san: 'e4',
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    clock,
  };
  return {
    gameId,
    version,
    events: [event],
    patch: {
      moves: 'e2e4',
      moveClocks: String(clock.white),
      whiteMs: clock.white,
      blackMs: clock.black,
      clockRunning: null,
      clockAt: now,
      deadlineAt: new Date(now.getTime() + 30_000),
      drawOffer: null,
      takebackOffer: null,
      updatedAt: now,
    },
  };
}

// On the embedded database a batch of plain moves is one statement without a transaction; on
// PostgreSQL it is the locked transaction. Either way a stale write is refused alone.
describe.each(DATABASE_KINDS)('group commit of plain moves on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('writes the fresh moves with their events and refuses a stale one alone, in one batch', async () => {
    const games = t.services.play.games;
    const [fresh, stale, other] = [await newTable(t), await newTable(t), await newTable(t)];
    const now = t.clock.now();
    const before = games.committer.batches;
    const outcomes = await Promise.all([
      games.committer.submit(firstMove(fresh.id, 0, now)),
      games.committer.submit(firstMove(stale.id, 3, now)),
      games.committer.submit(firstMove(other.id, 0, now)),
    ]);
    expect(games.committer.batches - before).toBe(1);
    expect(outcomes.map((o) => (o.ok ? o.version : 'refused'))).toEqual([1, 'refused', 1]);

    for (const id of [fresh.id, other.id]) {
      expect(await games.eventsSince(id, 0)).toEqual([
        { version: 1, event: firstMove(id, 0, now).events[0] },
      ]);
      expect(await games.repo.findGame(id)).toMatchObject({
        version: 1,
        moves: 'e2e4',
        clockAt: now,
        deadlineAt: new Date(now.getTime() + 30_000),
        updatedAt: now,
      });
    }
    expect(await games.eventsSince(stale.id, 0)).toEqual([]);
    expect(await games.repo.findGame(stale.id)).toMatchObject({ version: 0, moves: '' });
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('group commit on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(async () => t.close());

  it('commits a batch while an earlier one waits for a game another writer holds', async () => {
    const games = t.services.play.games;
    const [held, free] = [await newTable(t), await newTable(t)];
    const now = t.clock.now();
    // Another writer (another node, say) holds one game's row until we let it go.
    const other = new pg.Client({ connectionString: t.testDb.databaseUrl! });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from games where id = $1 for update', [held.id]);
      const started = games.committer.batches;
      const blocked = games.committer.submit(firstMove(held.id, 0, now));
      // Its batch is on its way (and waits for the row) before the next write comes.
      while (games.committer.batches === started) await new Promise((r) => setTimeout(r, 5));
      // Not behind the blocked batch: without batches in flight side by side this never settles.
      expect(await games.committer.submit(firstMove(free.id, 0, now))).toMatchObject({
        ok: true,
        version: 1,
      });
      await other.query('commit');
      expect(await blocked).toMatchObject({ ok: true, version: 1 });
    } finally {
      await other.end();
    }
  });
});

describe('the prepared batch statement of the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('quotes what it inlines, and prepares itself again for a session that has forgotten it', async () => {
    const db = t.testDb.database.db;
    const write = preparedPlainMoves(db);
    const [a, b] = [await newTable(t), await newTable(t)];
    const now = t.clock.now();
    // A quote in the inlined JSON must stay data: the event is stored exactly as given.
    const quoted = firstMove(a.id, 0, now);
    quoted.events = [{ ...quoted.events[0]!, san: "e4'); drop table games; --" } as GameEvent];
    expect(await write([quoted])).toEqual(new Set([a.id]));
    expect(await t.services.play.games.eventsSince(a.id, 0)).toEqual([
      { version: 1, event: quoted.events[0] },
    ]);

    await db.execute(sql`deallocate all`);
    expect(await write([firstMove(b.id, 0, now)])).toEqual(new Set([b.id]));
    expect(await t.services.play.games.repo.findGame(b.id)).toMatchObject({
      version: 1,
      moveClocks: '300000',
    });
  });

  it('finds its games by primary key, not by reading the whole table, once its plan is cached', async () => {
    const db = t.testDb.database.db;
    const at = t.clock.now().toISOString();
    await db.execute(sql`
      insert into games (id, white_name, black_name, rated, initial_seconds, increment_seconds, speed,
        white_ms, black_ms, clock_at, created_at, updated_at)
      select 'plan' || n, 'w', 'b', false, 300, 0, 'blitz', 300000, 300000, ${at}, ${at}, ${at}
      from generate_series(1, 3000) as n`);
    const write = preparedPlainMoves(db);
    const now = t.clock.now();
    // Past the first executions the statement runs on its cached generic plan.
    for (let n = 1; n <= 8; n++)
      expect(await write([firstMove(`plan${n}`, 0, now)])).toEqual(new Set([`plan${n}`]));
    const { rows } = (await db.execute(sql`
      select name from pg_prepared_statements where name like 'kingside_move_batch_%'
      order by prepare_time desc limit 1`)) as unknown as { rows: { name: string }[] };
    const rowsJson = JSON.stringify([
      { id: 'plan9', version: 0, next_version: 1, add_move: 'e2e4', add_clock: '1' },
    ]);
    const eventsJson = JSON.stringify([{ game_id: 'plan9', version: 1, event: { kind: 'move' } }]);
    const plan = (await db.execute(
      sql.raw(`explain execute ${rows[0]!.name} ('${rowsJson}', '${eventsJson}')`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('games_pkey');
    expect(text).not.toMatch(/Seq Scan on games/);
  });
});
