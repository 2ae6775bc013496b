import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DEMO_TEMPLATE } from './support/demo-data';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.join(root, '.tmp', 'e2e-data');

// End-to-end runs always on the embedded database with in-process limits: a Redis or PostgreSQL
// given to the other tiers must not leak in (shared rate-limit counters would outlive the run).
for (const name of ['REDIS_URL', 'DATABASE_URL', 'TEST_DATABASE_URL']) delete process.env[name];

/**
 * Real server (built bundle, embedded database in a fresh folder), real Debian Chromium. The server's
 * command first seeds this run's demo template and starts from a copy of it; the specs with a server
 * of their own copy the same template (support/demo-data.ts) instead of seeding again.
 */
export default defineConfig({
  testDir: path.join(root, 'e2e', 'tests'),
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, '.tmp', 'e2e.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/demo-data-dir.mjs ${E2E_DEMO_TEMPLATE} ${dataDir} && node apps/server/bin/kingside.mjs serve`,
    cwd: root,
    url: `http://127.0.0.1:${port}/about`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // The challenge has a spec (and a server) of its own: bot-check.spec.ts.
    // Browsers name their own address in X-Forwarded-For (support/players.ts), as behind a load balancer.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'off',
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
