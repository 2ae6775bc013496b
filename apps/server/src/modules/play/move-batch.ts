import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/db';
import { pgErrorCode } from '../../db/pg-errors';
import { pooledStatement } from '../../platform/db/pooled-statement';
import type { GameWrite } from './game-state';

/** What a plain move always sets; the lag banks are optional (only charged moves spend them). */
const REQUIRED = [
  'moves',
  'moveClocks',
  'whiteMs',
  'blackMs',
  'clockRunning',
  'clockAt',
  'deadlineAt',
  'drawOffer',
  'takebackOffer',
  'updatedAt',
] as const;
const ALLOWED = new Set<string>([...REQUIRED, 'whiteLagBankMs', 'blackLagBankMs']);

/** A move that does not end the game: the commonest write, and the one worth batching. */
export function isPlainMove(write: GameWrite): boolean {
  const keys = Object.keys(write.patch);
  return !write.ratedEnd && REQUIRED.every((k) => k in write.patch) && keys.every((k) => ALLOWED.has(k));
}

/**
 * Locks every game of a batch in id order before anything is written: every node takes its locks
 * in the same order, so two batches cannot deadlock whatever mix of statements follows.
 */
export async function lockGames(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    select id from games where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    order by id for update`);
}

/** A date as epoch milliseconds: the statement turns them back (`fromEpochMs`); toISOString cost three times as much. */
const epochMs = (date: Date | null | undefined) => (date ? date.getTime() : undefined);
/** The column's epoch milliseconds as a timestamp, in whole milliseconds (no float on the way). */
const fromEpochMs = (column: string) => sql.raw(`timestamptz 'epoch' + ${column} * interval '1 millisecond'`);

/**
 * The batch's rows and events as the statement takes them: JSON text, one value per column. An
 * absent key reads as null (`json_to_recordset`), so nulls are left out: fewer bytes to build, to
 * hand to the database's thread and to parse there.
 */
function batchJson(writes: readonly GameWrite[]): { rows: string; events: string } {
  const rows = writes.map(({ gameId, version, events, patch: p, appended }) => ({
    id: gameId,
    version,
    next_version: version + events.length,
    // An appending move sends only what it adds; the version condition makes it the same text.
    moves: appended ? undefined : p.moves,
    move_clocks: appended ? undefined : p.moveClocks,
    add_move: appended?.move,
    add_clock: appended?.moveClock,
    white_ms: p.whiteMs,
    black_ms: p.blackMs,
    clock_running: p.clockRunning ?? undefined,
    clock_at: epochMs(p.clockAt),
    white_bank: p.whiteLagBankMs ?? undefined,
    black_bank: p.blackLagBankMs ?? undefined,
    deadline_at: epochMs(p.deadlineAt),
    draw_offer: p.drawOffer ?? undefined,
    takeback_offer: p.takebackOffer ?? undefined,
    updated_at: epochMs(p.updatedAt),
  }));
  const events = writes.flatMap(({ gameId, version, events }) =>
    events.map((event, k) => ({ game_id: gameId, version: version + k + 1, event })),
  );
  return { rows: JSON.stringify(rows), events: JSON.stringify(events) };
}

/**
 * Updates each game still at its version and stores the events of the games it wrote; returns the
 * ids written. `rows` and `events` are JSON text: bound values, or the prepared statement's `$1`, `$2`.
 * Read as `json`, not `jsonb`: `json_to_recordset` reads the text as it goes, where `jsonb` would first
 * build the whole batch in its binary form (measured on PGlite: 6 → 4 µs a row).
 * The games are looked up by primary key (`= any(array(…))`): joined on the rows alone, the plan
 * read the whole `games` table, finished games included, on every batch until the table held
 * tens of thousands of games (measured: 3,000 games, a fifth of a batch's time), and the prepared
 * statement keeps the plan it first made (the embedded database never analyzes). Looked up by key,
 * the plan takes the index from a few hundred games on.
 * `locked`: the games are first locked in id order, in the statement itself (PostgreSQL, several
 * writers): an update alone locks rows in whatever order its plan meets them, and two statements
 * sharing games could deadlock. The lock scan hands rows on in id order and an updated row is always
 * one it handed on already, so the locks are taken in id order whatever the plan.
 */
const batchStatement = (rows: unknown, events: unknown, locked = false): SQL => sql`
    with v as materialized (
      select * from json_to_recordset(${rows}::json) as v(id text, version int, next_version int,
        moves text, move_clocks text, add_move text, add_clock text, white_ms int, black_ms int, clock_running text, clock_at bigint, white_bank int,
        black_bank int, deadline_at bigint, draw_offer text, takeback_offer text, updated_at bigint)
    ), ${
      locked
        ? sql`locked as materialized (
      select g.id from games as g where g.id = any(array(select id from v)) order by g.id for update
    ), `
        : sql``
    }written as (
      update games as g set
        moves = coalesce(v.moves, concat_ws(' ', nullif(g.moves, ''), v.add_move)),
        move_clocks = coalesce(v.move_clocks, concat_ws(' ', nullif(g.move_clocks, ''), v.add_clock)),
        white_ms = v.white_ms, black_ms = v.black_ms, clock_running = v.clock_running,
        clock_at = ${fromEpochMs('v.clock_at')},
        white_lag_bank_ms = coalesce(v.white_bank, g.white_lag_bank_ms),
        black_lag_bank_ms = coalesce(v.black_bank, g.black_lag_bank_ms),
        deadline_at = ${fromEpochMs('v.deadline_at')}, draw_offer = v.draw_offer, takeback_offer = v.takeback_offer,
        updated_at = ${fromEpochMs('v.updated_at')}, version = v.next_version
      from v
      where g.id = any(array(select id from v)) and g.id = v.id and g.version = v.version${
        locked ? sql` and g.id in (select id from locked)` : sql``
      }
      returning g.id
    ), stored as (
      insert into game_events (game_id, version, event)
      select e.game_id, e.version, e.event
      from json_to_recordset(${events}::json) as e(game_id text, version int, event jsonb)
      where e.game_id in (select id from written)
    )
    select id from written`;

const writtenIds = (result: unknown) =>
  new Set((result as { rows: { id: string }[] }).rows.map((row) => row.id));

/**
 * Plain moves of different games in one statement, each still conditional on its game's version,
 * with their events: a game's events are stored only if its row was written. Returns the ids that
 * were at the expected version. Rows travel as JSON parameters: a statement with a parameter per
 * value cost more to build than to run. One statement is also atomic on its own, so a database with
 * a single writer runs it without a transaction around it (see the committer).
 */
export async function writePlainMoves(db: DbOrTx, writes: readonly GameWrite[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const { rows, events } = batchJson(writes);
  return writtenIds(await db.execute(batchStatement(rows, events)));
}

/**
 * `writePlainMoves` for a database with several writers (PostgreSQL), as one statement on its own:
 * it locks its games in id order itself, so it needs no transaction around it (one round trip
 * instead of four: BEGIN, the lock, the write, COMMIT) and cannot deadlock with another batch.
 */
export function lockedPlainMoves(db: Db): (writes: readonly GameWrite[]) => Promise<Set<string>> {
  // Parsed and planned once per pooled connection, not on every batch.
  const pooled = pooledStatement(
    db,
    'kingside_locked_move_batch',
    batchStatement(sql.raw('$1'), sql.raw('$2'), true),
  );
  return async (writes) => {
    if (writes.length === 0) return new Set();
    const { rows, events } = batchJson(writes);
    if (pooled) return writtenIds({ rows: await pooled([rows, events]) });
    return writtenIds(await db.execute(batchStatement(rows, events, true)));
  };
}

/** A text value as an SQL string literal (standard_conforming_strings: only quotes are doubled). */
const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

const INVALID_STATEMENT_NAME = '26000';

/** A prepared statement name is per database session; a counter keeps two writers on one apart. */
let preparedCount = 0;

/**
 * `writePlainMoves` as a statement prepared once on the embedded database's one session: parsing
 * and planning the statement cost ~0.4 ms each time, more than writing a small batch (measured on
 * PGlite: 78 → 53 µs a move in batches of 16). EXECUTE takes no bound parameters, so the JSON goes
 * in as literals. Not for a pool (PostgreSQL): each connection would need its own PREPARE.
 */
export function preparedPlainMoves(db: Db): (writes: readonly GameWrite[]) => Promise<Set<string>> {
  const name = `kingside_move_batch_${++preparedCount}`;
  let prepared: Promise<unknown> | null = null;
  const prepare = () => {
    const { sql: text } = new PgDialect().sqlToQuery(batchStatement(sql.raw('$1'), sql.raw('$2')));
    return db.execute(sql.raw(`prepare ${name} (json, json) as ${text}`));
  };
  const run = async (statement: SQL) => {
    prepared ??= prepare().catch((error) => {
      prepared = null;
      throw error;
    });
    await prepared;
    return db.execute(statement);
  };
  return async (writes) => {
    if (writes.length === 0) return new Set();
    const { rows, events } = batchJson(writes);
    const statement = sql.raw(`execute ${name} (${textLiteral(rows)}, ${textLiteral(events)})`);
    try {
      return writtenIds(await run(statement));
    } catch (error) {
      // A new session (the database was reopened) has forgotten it: prepare again, once.
      if (pgErrorCode(error) !== INVALID_STATEMENT_NAME) throw error;
      prepared = null;
      return writtenIds(await run(statement));
    }
  };
}
