import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseKind } from './databases';
import { copySeededDataDir } from './demo-template';

export type Cleanups = (() => Promise<void> | void)[];

/**
 * A fresh DATA_DIR (and, on PostgreSQL, a database of its own) for a real server process that a
 * test starts and kills; what it makes is dropped by the cleanups the caller runs afterwards.
 * `seeded`: on PGlite, the demo data is there already, so the server's first start does not seed it
 * (PostgreSQL is never seeded by a start).
 */
export async function scratchDatabase(
  kind: DatabaseKind,
  label: string,
  cleanups: Cleanups,
  options: { seeded?: boolean } = {},
): Promise<{ dataDir: string; databaseUrl: string | null }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kingside-${label}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') {
    if (options.seeded) await copySeededDataDir(dataDir);
    else cpSync(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
    return { dataDir, databaseUrl: null };
  }
  const name = `kingside_${label}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}
