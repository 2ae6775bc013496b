import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './db';

/** A span of time to read in; either end may be open. */
export interface TimeWindow {
  from?: Date;
  to?: Date;
}

/** Which table, which member column and which time column a read of a member's moments goes through. */
export interface MomentColumns {
  table: PgTable;
  userId: PgColumn;
  at: PgColumn;
}

/**
 * When a member did something (solved a puzzle, a lesson position), newest first, at most `limit`,
 * inside the window and matching `where` if given: what the solving streak reads from each module.
 */
export async function newestTimes(
  db: DbOrTx,
  columns: MomentColumns,
  query: { userId: number; window: TimeWindow; limit: number; where?: SQL },
): Promise<Date[]> {
  const { window } = query;
  const rows = await db
    .select({ at: columns.at })
    .from(columns.table)
    .where(
      and(
        eq(columns.userId, query.userId),
        query.where,
        window.from ? gte(columns.at, window.from) : undefined,
        window.to ? lte(columns.at, window.to) : undefined,
      ),
    )
    .orderBy(desc(columns.at))
    .limit(query.limit);
  return rows.map((row) => row.at as Date);
}
