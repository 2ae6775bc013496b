import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '../../../db/db';
import { type GameRow, games } from '../play.tables';

/** Started daily games past their deadline, locked (another node's sweep skips them). */
export async function lockOverdueDaily(tx: Tx, now: Date, limit: number): Promise<GameRow[]> {
  return tx
    .select()
    .from(games)
    .where(and(eq(games.status, 'started'), isNotNull(games.daysPerMove), lte(games.deadlineAt, now)))
    .orderBy(asc(games.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
