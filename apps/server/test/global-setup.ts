import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db/database';
import { adminQuery, databaseUrl, dropDatabase, untilDisconnected, withAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated PostgreSQL database test databases are created from; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /** Where the run's seeded DATA_DIR goes once a file asks for it (demo-template.ts). */
    demoTemplate: string;
  }
}

/**
 * Migrates one PGlite data folder and, with TEST_DATABASE_URL, one PostgreSQL database: each test
 * file copies them instead of applying every migration again (dozens of them, seconds per database).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-template-'));
  const [postgresTemplate] = await Promise.all([migratedPostgresTemplate(), migratePglite(dir)]);
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', postgresTemplate);
  // Not seeded here: most runs start no server process, and seeding takes seconds.
  const demo = mkdtempSync(path.join(os.tmpdir(), 'kingside-demo-'));
  project.provide('demoTemplate', path.join(demo, 'template'));
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
    if (postgresTemplate) await dropDatabase(postgresTemplate);
  };
}

async function migratePglite(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir, databaseUrl: null });
  await migrateDatabase(database);
  await database.close();
}

async function migratedPostgresTemplate(): Promise<string> {
  if (!process.env.TEST_DATABASE_URL) return '';
  const name = `kingside_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: databaseUrl(name) });
  await migrateDatabase(database);
  await database.close();
  // `create database … template` refuses a template anyone is still connected to: no one may connect
  // from now on, and the pool's last backends are waited for.
  await withAdmin(async (client) => {
    await client.query(`alter database ${name} with allow_connections false`);
    await untilDisconnected(client, name);
  });
  return name;
}
