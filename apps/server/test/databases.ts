import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (`.ci/run` always sets it). */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** Drops what the test made: the copied folder, or the whole PostgreSQL database. */
  destroy(): Promise<void>;
  dataDir: string;
  databaseUrl: string | null;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'pglite' ? copyPgliteTemplate() : createPostgresDatabase();
}

async function copyPgliteTemplate(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-test-'));
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl: null });
  return {
    database,
    dataDir,
    databaseUrl: null,
    async destroy() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `kingside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-test-'));
  const database = await openDatabase({ dataDir, databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves once its clients were told to end, not once their backends are gone;
      // forcing the drop while one lingers kills it, and its client throws an uncaught error.
      for (let attempt = 0; attempt < 40; attempt++) {
        const lingering = await cleanup.query('select 1 from pg_stat_activity where datname = $1', [name]);
        if (lingering.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
