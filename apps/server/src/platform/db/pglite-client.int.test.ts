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

/** The embedded database on its own thread, as `serve` opens it, migrated. */
async function openOnWorker(dataDir = tempDir()): Promise<Database> {
  const database = await openDatabase({ dataDir, databaseUrl: null, embeddedOnWorker: true });
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  return database;
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-worker-db-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const flag = (name: string) => ({ name, enabled: true, updatedAt: new Date('2026-11-22T06:00:00.123Z') });

describe('the embedded database on its own thread', () => {
  it('migrates, writes and reads through Drizzle with the types it maps (timestamps, JSON)', async () => {
    const { db, kind } = await openOnWorker();
    expect(kind).toBe('pglite');
    await db.insert(featureFlags).values(flag('board_3d'));
    const [row] = await db.select().from(featureFlags).where(eq(featureFlags.name, 'board_3d'));
    expect(row!.updatedAt).toEqual(new Date('2026-11-22T06:00:00.123Z'));
    const json = await db.execute(sql`select '{"a":[1,2]}'::jsonb as doc, 7::int as n`);
    expect((json as unknown as { rows: unknown[] }).rows).toEqual([{ doc: { a: [1, 2] }, n: 7 }]);
  });

  it('keeps statements from outside out of an open transaction, and out of its rollback', async () => {
    const { db } = await openOnWorker();
    const order: string[] = [];
    let outside: Promise<unknown> | null = null;
    const failed = db
      .transaction(async (tx) => {
        await tx.insert(featureFlags).values(flag('inside'));
        // Sent while the transaction is open: on one connection it would become part of it.
        outside = db
          .insert(featureFlags)
          .values(flag('outside'))
          .then(() => order.push('outside'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('transaction');
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('rolled back on purpose');
    await outside;
    expect(order).toEqual(['transaction', 'outside']);
    const names = (await db.select({ name: featureFlags.name }).from(featureFlags)).map((r) => r.name);
    expect(names).toContain('outside');
    expect(names).not.toContain('inside');
  });

  it('commits a transaction as one, and a database error keeps its code and constraint', async () => {
    const { db } = await openOnWorker();
    await db.transaction(async (tx) => {
      await tx.insert(featureFlags).values(flag('one'));
      await tx.insert(featureFlags).values(flag('two'));
    });
    const error = await db
      .insert(featureFlags)
      .values(flag('one'))
      .catch((e: unknown) => e);
    expect(uniqueViolation(error)).toEqual({ constraint: 'feature_flags_pkey' });
    expect(await db.$count(featureFlags)).toBe(2);
  });

  it('keeps what it committed across a reopening, and refuses statements once closed', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, databaseUrl: null, embeddedOnWorker: true });
    await migrateDatabase(first);
    await first.db.insert(featureFlags).values(flag('kept'));
    await first.close();
    const refused = await first.db
      .select()
      .from(featureFlags)
      .catch((e: Error) => e);
    expect((refused as Error).cause).toMatchObject({
      message: expect.stringMatching(/embedded database stopped/),
    });

    const again = await openOnWorker(dataDir);
    const names = (await again.db.select({ name: featureFlags.name }).from(featureFlags)).map((r) => r.name);
    expect(names).toContain('kept');
  });
});
