#!/usr/bin/env node
// Seed once, copy many: test servers that want a freshly seeded embedded database start from a copy of
// one seeded DATA_DIR instead of each seeding the demo data at first start (copying takes a second,
// seeding many). Usage: node scripts/demo-data-dir.mjs <templateDir> <dataDir> seeds a fresh template,
// then copies it to dataDir.
//
// The template is made by `kingside seed` (the CLI, not `serve`): it migrates and seeds, and writes
// nothing a copy must not share — the session secret is made by the first server that starts on each
// copy, and the demo games' openings are named by that server too, from its own OPENINGS_DIR.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'apps/server/bin/kingside.mjs');

/** What belongs to the process that held the template, never to a copy: the lock and the admin socket's record. */
const HOLDER_ONLY = new Set(['lock', 'admin-socket']);

/**
 * Seeds a new template at `templateDir` (replacing any older one), as `kingside seed` does on a fresh
 * DATA_DIR, always on the embedded database. Built beside its place and renamed into it, so a reader
 * never sees half a template.
 */
export async function seedDemoTemplate(templateDir, env = process.env) {
  const draft = `${templateDir}.draft-${process.pid}`;
  rmSync(draft, { recursive: true, force: true });
  // A template is a DATA_DIR alone: a PostgreSQL or Redis meant for the tests must not be written.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = env;
  const child = spawn(process.execPath, [BIN, 'seed'], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: draft, LOG_LEVEL: 'warn', KINGSIDE_SKIP_WEB_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code, signal] = await new Promise((resolve) =>
    child.once('close', (...outcome) => resolve(outcome)),
  );
  if (code !== 0) {
    rmSync(draft, { recursive: true, force: true });
    throw new Error(`kingside seed failed (${code ?? signal}): ${output}`);
  }
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(draft, templateDir);
}

/** A fresh DATA_DIR at `dataDir` (anything there before is removed): a copy of the seeded template. */
export function copyDemoDataDir(templateDir, dataDir) {
  if (!existsSync(path.join(templateDir, 'db'))) {
    throw new Error(`No seeded template at ${templateDir}: run scripts/demo-data-dir.mjs first.`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(templateDir, dataDir, {
    recursive: true,
    filter: (source) => !HOLDER_ONLY.has(path.relative(templateDir, source)),
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [templateDir, dataDir] = process.argv.slice(2);
  if (!templateDir || !dataDir) {
    console.error('Usage: node scripts/demo-data-dir.mjs <templateDir> <dataDir>');
    process.exit(2);
  }
  await seedDemoTemplate(path.resolve(templateDir));
  copyDemoDataDir(path.resolve(templateDir), path.resolve(dataDir));
}
