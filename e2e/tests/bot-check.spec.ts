import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { watchCspViolations } from '../support/csp';
import { freshDemoDataDir } from '../support/demo-data';
import { expect, test } from '../support/test';

// A server of its own with the challenge on every login and registration; the shared one runs with
// BOT_CHECK=off so the other specs are never challenged.
const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3210) + 1;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp', 'e2e-bot-check-data');
let server: ChildProcess;

test.beforeAll(async () => {
  freshDemoDataDir(dataDir);
  server = spawn(process.execPath, ['apps/server/bin/kingside.mjs', 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOT_CHECK: 'always',
      BOT_CHECK_DIFFICULTY: '2000',
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/about`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the bot-check server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a challenged registration is solved through the dialog and completes without retyping', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL });
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  const username = `human_${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('queen-to-h4-mate');
  const challenged = page.waitForResponse(
    (r) => r.url().endsWith('/register') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  const first = await challenged;
  expect(first.status()).toBe(403);
  expect(first.headers()['cf-mitigated']).toBe('challenge');

  const dialog = page.getByRole('dialog', { name: 'Check the box to proceed.' });
  await expect(dialog).toBeVisible();
  // The real altcha widget: its proof of work runs in this Chromium, against our own server.
  await expect(dialog.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await page.screenshot({ path: path.join(root, '.tmp', 'bot-check-dialog.png') });
  // Its label, as a person clicks it (the drawn tick covers the input itself).
  await dialog.getByText("I'm not a robot").click();
  await expect(page.getByRole('status')).toContainText(`Welcome to Kingside, ${username}!`);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
  // The dialog and altcha's widget (its stylesheet a file of ours) within the page policy.
  expect(violations).toEqual([]);
  await context.close();
});

test('a challenged navigation passes the interstitial, the verify page, and lands on its path', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL });
  const violations = await watchCspViolations(context);
  const page = await context.newPage();
  await page.goto('/verify?redirect=referer&path=%2Fabout');
  await expect(page).toHaveURL(`${baseURL}/bot-check?path=%2Fabout`);
  await expect(page.getByRole('heading', { name: 'One moment' })).toBeVisible();
  const verify = page.waitForRequest((r) => r.url().includes('/verify?'));
  await page.getByText("I'm not a robot").click();
  expect(new URL((await verify).url()).search).toBe('?redirect=referer&path=%2Fabout');
  await expect(page).toHaveURL(`${baseURL}/about`);
  expect(violations).toEqual([]);
  await context.close();
});
