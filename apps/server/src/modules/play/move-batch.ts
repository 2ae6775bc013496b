import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/db';
import type { GameWrite } from './committer';

/** What a plain move always sets; the lag banks are optional (only charged moves spend them). */
const REQUIRED = [
  'moves',
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

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Plain moves of different games in one statement, each still conditional on its game's version,
 * with their events: a game's events are stored only if its row was written. Returns the ids that
 * were at the expected version. Rows travel as JSON parameters: a statement with a parameter per
 * value cost more to build than to run. One statement is also atomic on its own, so a database with
 * a single writer runs it without a transaction around it (see the committer).
 */
export async function writePlainMoves(db: DbOrTx, writes: readonly GameWrite[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const rows = writes.map(({ gameId, version, events, patch: p }) => ({
    id: gameId,
    version,
    next_version: version + events.length,
    moves: p.moves,
    white_ms: p.whiteMs,
    black_ms: p.blackMs,
    clock_running: p.clockRunning ?? null,
    clock_at: iso(p.clockAt),
    white_bank: p.whiteLagBankMs ?? null,
    black_bank: p.blackLagBankMs ?? null,
    deadline_at: iso(p.deadlineAt),
    draw_offer: p.drawOffer ?? null,
    takeback_offer: p.takebackOffer ?? null,
    updated_at: iso(p.updatedAt),
  }));
  const events = writes.flatMap(({ gameId, version, events }) =>
    events.map((event, k) => ({ game_id: gameId, version: version + k + 1, event })),
  );
  const result = await db.execute(sql`
    with written as (
      update games as g set
        moves = v.moves, white_ms = v.white_ms, black_ms = v.black_ms, clock_running = v.clock_running,
        clock_at = v.clock_at,
        white_lag_bank_ms = coalesce(v.white_bank, g.white_lag_bank_ms),
        black_lag_bank_ms = coalesce(v.black_bank, g.black_lag_bank_ms),
        deadline_at = v.deadline_at, draw_offer = v.draw_offer, takeback_offer = v.takeback_offer,
        updated_at = v.updated_at, version = v.next_version
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, version int, next_version int,
        moves text, white_ms int, black_ms int, clock_running text, clock_at timestamptz, white_bank int,
        black_bank int, deadline_at timestamptz, draw_offer text, takeback_offer text, updated_at timestamptz)
      where g.id = v.id and g.version = v.version
      returning g.id
    ), stored as (
      insert into game_events (game_id, version, event)
      select e.game_id, e.version, e.event
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(game_id text, version int, event jsonb)
      where e.game_id in (select id from written)
    )
    select id from written`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}
