import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Where the run's seeded DATA_DIR goes once a file asks for it (demo-template.ts). */
    demoTemplate: string;
  }
}

/** Migrates one PGlite data folder; each test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-template-'));
  const database = await openDatabase({ dataDir: dir, databaseUrl: null });
  await migrateDatabase(database);
  await database.close();
  project.provide('pgliteTemplate', dir);
  // Not seeded here: most runs start no server process, and seeding takes seconds.
  const demo = mkdtempSync(path.join(os.tmpdir(), 'kingside-demo-'));
  project.provide('demoTemplate', path.join(demo, 'template'));
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
  };
}
