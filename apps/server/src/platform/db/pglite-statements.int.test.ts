import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { uniqueViolation } from '../../db/pg-errors';
import { featureFlags } from '../../db/schema';
import { type Database, migrateDatabase, openDatabase } from './database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-statements-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Opened and migrated; closed after the test unless `closedByTest`. */
async function open(onWorker: boolean, dataDir = tempDir(), closedByTest = false): Promise<Database> {
  const database = await openDatabase({ dataDir, databaseUrl: null, embeddedOnWorker: onWorker });
  if (!closedByTest) cleanups.push(() => database.close());
  await migrateDatabase(database);
  return database;
}

const flag = (name: string, enabled = true) => ({
  name,
  enabled,
  updatedAt: new Date('2026-11-26T03:00:00.250Z'),
});

/** The protocol-level (not SQL `PREPARE`) statements the session holds with this text. */
async function preparedWithText(db: Database['db'], text: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_prepared_statements where not from_sql and statement = ${text}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe.each([
  ['on the calling thread', false],
  ['on its own thread', true],
])('named statements on the embedded database %s', (_, onWorker) => {
  it('prepares a statement named in Drizzle once, and maps its rows as an unnamed one', async () => {
    const { db } = await open(onWorker);
    await db.insert(featureFlags).values([flag('a'), flag('b', false)]);
    const byName = db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.name, sql.placeholder('name')))
      .prepare('flag_by_name');
    expect(await byName.execute({ name: 'a' })).toEqual([flag('a')]);
    expect(await byName.execute({ name: 'b' })).toEqual([flag('b', false)]);
    expect(await byName.execute({ name: 'none' })).toEqual([]);
    const text = byName.getQuery().sql;
    expect(await preparedWithText(db, text)).toBe(1);
    // Unnamed statements stay unnamed.
    await db.select().from(featureFlags).where(eq(featureFlags.name, 'a'));
    expect(await preparedWithText(db, 'select 1')).toBe(0);
  });

  it('writes through a named statement to the files, and keeps a database error its code', async () => {
    const dataDir = tempDir();
    const first = await open(onWorker, dataDir, true);
    const insert = first.db
      .insert(featureFlags)
      .values({ name: sql.placeholder('name'), enabled: true, updatedAt: new Date() })
      .prepare('insert_flag');
    await insert.execute({ name: 'kept' });
    const error = await insert.execute({ name: 'kept' }).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toEqual({ constraint: 'feature_flags_pkey' });
    await first.close();

    const again = await open(onWorker, dataDir);
    expect(await again.db.$count(featureFlags)).toBe(1);
  });

  it('keeps a named statement from outside out of an open transaction and its rollback', async () => {
    const { db } = await open(onWorker);
    const insert = db
      .insert(featureFlags)
      .values({ name: sql.placeholder('name'), enabled: true, updatedAt: new Date() })
      .prepare('insert_outside');
    let outside: Promise<unknown> | null = null;
    const failed = db
      .transaction(async (tx) => {
        await tx.insert(featureFlags).values(flag('inside'));
        outside = insert.execute({ name: 'outside' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('rolled back on purpose');
    await outside;
    const names = (await db.select({ name: featureFlags.name }).from(featureFlags)).map((r) => r.name);
    expect(names).toEqual(['outside']);
  });
});
