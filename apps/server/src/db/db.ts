import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database over PGlite or PostgreSQL: the same queries run on both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle or an open transaction: pass `tx` down explicitly (DESIGN.md §6). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
