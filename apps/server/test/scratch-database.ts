import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { DatabaseKind } from './databases';
import { copySeededDataDir } from './demo-template';
import { adminQuery, databaseUrl } from './postgres-admin';

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
  await adminQuery(`create database ${name}`);
  cleanups.push(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  return { dataDir, databaseUrl: databaseUrl(name) };
}
