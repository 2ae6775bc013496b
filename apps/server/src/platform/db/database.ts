import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db } from '../../db/db';
import * as schema from '../../db/schema';
import { serverRoot } from '../paths';
import { PgliteWorkerClient, type QueryOptions } from './pglite-client';
import { PGLITE_OPTIONS } from './pglite-options';
import { createPreparedStatements } from './pglite-statements';
import { compileRowMapping } from './row-mapping';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Drizzle handle plus what only its opener needs (its kind, closing it). */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Runs the embedded database on its own thread (what `serve` does): its CPU then no longer
   * competes with sockets and requests. One-shot commands and tests keep it on the calling thread.
   */
  embeddedOnWorker?: boolean;
}

export interface MigrationOutcome {
  /** Migrations this call applied; 0 when the database was already up to date. */
  applied: number;
  /** Migrations recorded in the database after this call. */
  total: number;
}

interface RawClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

type Migrator = (migrationsFolder: string) => Promise<MigrationOutcome>;

/** How each database migrates, kept off `Database` so that only `migrateDatabase` can reach it. */
const migrators = new WeakMap<Database, Migrator>();

/** Opens PGlite under `<dataDir>/db`, or PostgreSQL when a URL is given. The caller holds the data-dir lock. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.embeddedOnWorker ?? false);
}

async function openPglite(dataDir: string, onWorker: boolean): Promise<Database> {
  const folder = path.join(dataDir, 'db');
  mkdirSync(folder, { recursive: true });
  // Drizzle uses only `query` and `transaction`, which the worker's client has too.
  let client: PGlite;
  let prepared: PreparedQuery;
  if (onWorker) {
    const worker = await PgliteWorkerClient.open(folder);
    client = worker as unknown as PGlite;
    prepared = (text, params, options) => worker.query(text, params, { ...options, prepared: true });
  } else {
    // The worker's parsers, which named statements read results with.
    const pg = await PGlite.create(folder, PGLITE_OPTIONS);
    const statements = createPreparedStatements(pg);
    client = pg;
    // As `pg.query`: after any open transaction, alone on the database.
    prepared = (text, params, options) =>
      pg._runExclusiveTransaction(() =>
        pg.runExclusive(() => statements.query(text, params, options?.rowMode ?? 'object')),
      );
  }
  const db = drizzlePglite({ client, schema });
  runNamedStatementsPrepared(db, prepared);
  mapNamedStatementsCompiled(db);
  const database: Database = { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  migrators.set(database, (migrationsFolder) =>
    counting(client, () => migratePglite(db, { migrationsFolder })),
  );
  return database;
}

type PreparedQuery = (text: string, params: unknown[], options?: QueryOptions) => Promise<unknown>;

interface DrizzlePgliteSession {
  prepareQuery(
    query: unknown,
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ): { client: unknown };
}

/**
 * Drizzle's PGlite driver drops the name of `.prepare(name)` and parses and plans the statement on
 * every call; PostgreSQL's driver prepares it once per connection. Here such statements (outside
 * transactions: Drizzle gives a transaction a session of its own) run through `prepared` instead.
 */
function runNamedStatementsPrepared(db: object, prepared: PreparedQuery): void {
  const session = (db as { session: DrizzlePgliteSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const statement = prepareQuery(query, fields, name, ...rest);
    if (name) statement.client = { query: prepared };
    return statement;
  };
}

interface DrizzleSession {
  prepareQuery(
    query: unknown,
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    ...rest: unknown[]
  ): { joinsNotNullableMap?: Record<string, boolean> };
}

/**
 * Named statements (prepared once, run on every call) map their rows with the decoders resolved when
 * they are prepared (row-mapping.ts), not again for every field of every row.
 */
function mapNamedStatementsCompiled(db: object): void {
  const session = (db as { _: { session: DrizzleSession } })._.session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, isResponseInArrayMode, customResultMapper, ...rest) => {
    if (!name || !fields || customResultMapper) {
      return prepareQuery(query, fields, name, isResponseInArrayMode, customResultMapper, ...rest);
    }
    const mapRows = compileRowMapping(
      fields as Parameters<typeof compileRowMapping>[0],
      () => statement.joinsNotNullableMap,
    );
    const statement = prepareQuery(query, fields, name, isResponseInArrayMode, mapRows, ...rest);
    return statement;
  };
}

// Several nodes may start at once against one PostgreSQL: the advisory lock makes them migrate in turn.
const MIGRATION_LOCK_KEY = 7_460_239_113;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  try {
    // Fail here, with the driver's reason, rather than on the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  mapNamedStatementsCompiled(db);
  const database: Database = {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
  migrators.set(database, async (migrationsFolder) => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await counting(client, () =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder }),
      );
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  });
  return database;
}

/** Applies the pending migrations of `apps/server/drizzle/`; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<MigrationOutcome> {
  const migrate = migrators.get(database);
  if (!migrate) throw new Error('migrateDatabase needs a Database made by openDatabase');
  return migrate(migrationsFolder());
}

async function counting(client: RawClient, migrate: () => Promise<void>): Promise<MigrationOutcome> {
  const before = await countAppliedMigrations(client);
  await migrate();
  const total = await countAppliedMigrations(client);
  return { applied: total - before, total };
}

async function countAppliedMigrations(client: RawClient): Promise<number> {
  // Two statements: a CASE around the count would still fail planning while the table is missing.
  const exists = await client.query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists.rows[0]?.present) return 0;
  const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(rows[0]?.n ?? 0);
}

/** The server package's `drizzle/` folder, found alike from `src/` (vitest, tsx) and from the `dist/` bundle. */
export function migrationsFolder(): string {
  return path.join(serverRoot(), 'drizzle');
}
