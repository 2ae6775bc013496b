#!/usr/bin/env node
// `npm test`: every tier in turn — static checks, unit, integration, end-to-end — with timings, what
// was skipped and why, and one closing `N passed, N failed` line over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = [];
const skipped = [];
let passed = 0;
let failed = 0;

function run(tier, command, args, env = {}) {
  console.log(`\n=== ${tier} ===`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  const ok = child.status === 0;
  results.push({ tier, ok, seconds });
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.success ? 0 : report.numFailedTestSuites);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

const staticOk =
  run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) &&
  run('lint', bin('biome'), ['check', '.']);
if (!staticOk) failed++;

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];
run('unit', bin('vitest'), ['run', '--project', 'unit', '--project', 'web', ...vitestJson('unit.json')]);
countVitest(path.join(reports, 'unit.json'));

if (!process.env.TEST_DATABASE_URL)
  skipped.push('integration on PostgreSQL (set TEST_DATABASE_URL to run it)');
if (!process.env.REDIS_URL) skipped.push('cross-node tests on Redis (set REDIS_URL to run them)');
run('integration', bin('vitest'), ['run', '--project', 'integration', ...vitestJson('integration.json')]);
countVitest(path.join(reports, 'integration.json'));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('build', process.execPath, ['scripts/build.mjs']);
  const e2eReport = path.join(reports, 'e2e.json');
  run('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright(e2eReport);
} else {
  skipped.push(`end-to-end tests (no Chromium at ${chromium}; on Debian: apt-get install chromium)`);
}

console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.tier.padEnd(12)} ${r.seconds.toFixed(1)} s`);
for (const s of skipped) console.log(`skipped: ${s}`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
