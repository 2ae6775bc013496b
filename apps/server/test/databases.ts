import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/database';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin';

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

/** A database of its own, made from the run's migrated template (global-setup.ts). */
async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `kingside_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('postgresTemplate')}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-test-'));
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl(name) });
  return {
    database,
    dataDir,
    databaseUrl: databaseUrl(name),
    async destroy() {
      await database.close();
      await dropDatabase(name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
