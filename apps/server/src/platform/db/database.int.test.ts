import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { featureFlags } from '../../db/schema';
import { type Database, migrateDatabase, migrationsFolder, openDatabase } from './database';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
const MIGRATIONS: number = journal.entries.length;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-db-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(dataDir: string, databaseUrl: string | null = null): Promise<Database> {
  const database = await openDatabase({ dataDir, databaseUrl });
  cleanups.push(() => database.close());
  return database;
}

/** A new, empty PostgreSQL database, dropped after the test. */
async function freshPostgresUrl(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `kingside_dbtest_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('embedded PGlite', () => {
  it('lives under <dataDir>/db, migrates once, and keeps its data across reopening', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, databaseUrl: null });
    expect(first.kind).toBe('pglite');
    expect(await migrateDatabase(first)).toEqual({ applied: MIGRATIONS, total: MIGRATIONS });
    expect(await migrateDatabase(first)).toEqual({ applied: 0, total: MIGRATIONS });
    await first.db.insert(featureFlags).values({ name: 'kept', enabled: true, updatedAt: new Date() });
    await first.close();

    const again = await open(dataDir);
    expect(await migrateDatabase(again)).toEqual({ applied: 0, total: MIGRATIONS });
    // The relational API works only when the schema was handed to Drizzle.
    expect(await again.db.query.featureFlags.findFirst()).toMatchObject({ name: 'kept', enabled: true });
    expect(readFileSync(path.join(dataDir, 'db', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('runs the same migrations, once', async () => {
    const database = await open(tempDir(), await freshPostgresUrl());
    expect(database.kind).toBe('postgres');
    expect(await migrateDatabase(database)).toEqual({ applied: MIGRATIONS, total: MIGRATIONS });
    expect(await migrateDatabase(database)).toEqual({ applied: 0, total: MIGRATIONS });
    await database.db.insert(featureFlags).values({ name: 'pg', enabled: false, updatedAt: new Date() });
    expect(await database.db.query.featureFlags.findFirst()).toMatchObject({ name: 'pg', enabled: false });
  });

  it('lets nodes that start together migrate in turn', async () => {
    const url = await freshPostgresUrl();
    const nodes = await Promise.all([open(tempDir(), url), open(tempDir(), url), open(tempDir(), url)]);
    const outcomes = await Promise.all(nodes.map((node) => migrateDatabase(node)));
    expect(outcomes.map((o) => o.applied).sort()).toEqual([0, 0, MIGRATIONS]);
  });

  it('fails at open, with the driver reason, when PostgreSQL is unreachable', async () => {
    await expect(
      openDatabase({ dataDir: tempDir(), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
