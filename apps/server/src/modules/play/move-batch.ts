import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/db';
import type { GameWrite } from './committer';
import { games } from './play.tables';

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
  await tx
    .select({ id: games.id })
    .from(games)
    .where(inArray(games.id, [...ids]))
    .orderBy(asc(games.id))
    .for('update');
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Plain moves of different games in one statement, each still conditional on its game's version.
 * Returns the ids that were at the expected version (and so were written).
 */
export async function writePlainMoves(tx: Tx, writes: readonly GameWrite[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const values = sql.join(
    writes.map(({ gameId, version, events, patch: p }) => {
      const next = version + events.length;
      return sql`(${gameId}::text, ${version}::int, ${next}::int, ${p.moves}::text, ${p.whiteMs}::int,
        ${p.blackMs}::int, ${p.clockRunning ?? null}::text, ${iso(p.clockAt)}::timestamptz,
        ${p.whiteLagBankMs ?? null}::int, ${p.blackLagBankMs ?? null}::int, ${iso(p.deadlineAt)}::timestamptz,
        ${p.drawOffer ?? null}::text, ${p.takebackOffer ?? null}::text, ${iso(p.updatedAt)}::timestamptz)`;
    }),
    sql`, `,
  );
  const result = await tx.execute(sql`
    update games as g set
      moves = v.moves, white_ms = v.white_ms, black_ms = v.black_ms, clock_running = v.clock_running,
      clock_at = v.clock_at,
      white_lag_bank_ms = coalesce(v.white_bank, g.white_lag_bank_ms),
      black_lag_bank_ms = coalesce(v.black_bank, g.black_lag_bank_ms),
      deadline_at = v.deadline_at, draw_offer = v.draw_offer, takeback_offer = v.takeback_offer,
      updated_at = v.updated_at, version = v.next_version
    from (values ${values}) as v(id, version, next_version, moves, white_ms, black_ms, clock_running,
      clock_at, white_bank, black_bank, deadline_at, draw_offer, takeback_offer, updated_at)
    where g.id = v.id and g.version = v.version
    returning g.id`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}
