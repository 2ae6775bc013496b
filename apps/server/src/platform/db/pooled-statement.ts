import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/db';

/** Runs the statement with its parameters (`$1`, `$2`, … in the text) and answers its rows. */
export type PooledStatement = (values: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * A statement run often on PostgreSQL, as pg's named prepared statement: each pooled connection
 * parses and plans it once, and each run sends only its name and values, past Drizzle's query
 * building. `statement` holds its parameters as raw `$n` placeholders. Null on a database not reached
 * through a pg pool (PGlite): the caller runs its statement the usual way there.
 */
export function pooledStatement(db: Db, name: string, statement: SQL): PooledStatement | null {
  // Drizzle keeps the client it was given; on PostgreSQL that is our pool (database.ts).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  const text = new PgDialect().sqlToQuery(statement).sql;
  return async (values) => (await client.query({ name, text, values: [...values] })).rows;
}
