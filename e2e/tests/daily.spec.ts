import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freshDemoDataDir } from '../support/demo-data';
import { kingsideOn } from '../support/kingside-cli';
import { cliMember, cspViolationsOf, type E2eServer, move } from '../support/players';
import { expect, type Page, test } from '../support/test';

// A server of its own with the test clock: moving its time days ahead must not reach the sessions,
// challenge expiries and rate-limit windows of the specs on the shared server.
const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PORT ?? 3210) + 2;
const server: E2eServer = {
  baseURL: `http://127.0.0.1:${port}`,
  dataDir: path.join(root, '.tmp', 'e2e-daily-data'),
};
const DAY = 86_400_000;
let child: ChildProcess;

/** Moves the server's clock forward; the command returns once the daily sweep has run at the new time. */
const advance = (duration: string) => kingsideOn(server.dataDir, 'clock:advance', duration);

interface GameJson {
  status: string;
  winner: string | null;
  turn: string;
  san: string[];
  clock: { white: number; black: number; running: string | null };
}
const gameJson = (page: Page, id: string): Promise<GameJson> =>
  page.evaluate(async (gameId) => (await fetch(`/callback/game/${gameId}`)).json(), id);

test.beforeAll(async () => {
  freshDemoDataDir(server.dataDir);
  child = spawn(process.execPath, ['apps/server/bin/kingside.mjs', 'serve'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'error',
      BOT_CHECK: 'off',
      TRUST_PROXY: '127.0.0.1',
      KINGSIDE_TEST_CLOCK: '1',
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${server.baseURL}/about`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the daily server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
});

test('a daily game over several days: moves from the list, a conditional reply, a vacation, a timeout', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_${suffix}`;
  const bobName = `bob_${suffix}`;
  const alice = await cliMember(browser, aliceName, server);
  const bob = await cliMember(browser, bobName, server);

  // Day 0: Alice challenges Bob to a 2-days-per-move game with white; Bob accepts.
  await alice.goto('/play/daily');
  await alice.getByTestId('daily-days').selectOption('2');
  await alice.getByLabel('Your colour').selectOption('white');
  await alice.getByLabel('Opponent (leave empty for the open daily lobby)').fill(bobName);
  await alice.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(alice.getByText(`Challenge sent to ${bobName}.`)).toBeVisible();
  const notice = bob.getByRole('group', { name: `Challenge from ${aliceName}` });
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(bob).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  const id = new URL(bob.url()).pathname.split('/').pop()!;

  // Alice finds it in her list as her move, and plays from the game page it opens.
  await alice.goto('/play/daily');
  await alice.getByRole('link', { name: new RegExp(`^Your move against ${bobName}, 1 d 23 h left`) }).click();
  await expect(alice).toHaveURL(new RegExp(`/game/${id}$`));
  await move(alice, 'e4');

  // Day 1: Bob's turn began with e4, so a day later he has under a day left; he answers from his list.
  advance('1d');
  await bob.goto('/play/daily');
  await bob
    .getByRole('link', { name: new RegExp(`^Your move against ${aliceName}, 23 h 5\\d min left`) })
    .click();
  await move(bob, 'e5');
  // Her own two days again (the page's estimate of the server's time may trail it by a moment).
  await expect(alice.getByTestId('daily-clock')).toHaveText(/^You have (2 d 0 h|1 d 23 h) to move$/);

  // Alice moves and leaves a conditional line: if Nc6, then Bb5.
  await move(alice, 'Nf3');
  await alice.getByTestId('conditional-lines').fill('Nc6 Bb5');
  await alice.getByRole('button', { name: 'Save lines' }).click();
  await expect(alice.getByText('1 line saved.')).toBeVisible();
  await move(bob, 'Nc6');
  await expect(bob.getByRole('list', { name: 'Moves' }).getByText('Bb5', { exact: true })).toBeVisible();
  expect((await gameJson(bob, id)).san).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);

  // Bob goes on vacation: his deadline moves 14 days (a basic member's year) later.
  const before = (await gameJson(bob, id)).clock.black;
  await bob.goto('/play/daily');
  await bob.getByRole('button', { name: 'Start vacation' }).click();
  await expect(bob.getByText(/^You are on vacation until .+: your daily games are paused\./)).toBeVisible();
  const during = (await gameJson(bob, id)).clock.black;
  expect(during - before).toBeGreaterThan(13.9 * DAY);
  expect(during - before).toBeLessThanOrEqual(14 * DAY);

  // Three days later his two days would have run out; on vacation the game goes on.
  advance('3d');
  expect((await gameJson(bob, id)).status).toBe('started');
  await bob.reload();
  await bob.getByRole('button', { name: 'End vacation' }).click();
  await expect(bob.getByText('A vacation pauses all your daily games.', { exact: false })).toBeVisible();
  // The three days of vacation were a pause: close to his two days are left again.
  expect((await gameJson(bob, id)).clock.black).toBeGreaterThan(1.9 * DAY);

  // Past the deadline the sweep ends the game on time, for both pages.
  advance('2d1h');
  await expect.poll(async () => (await gameJson(alice, id)).status).toBe('outoftime');
  expect((await gameJson(alice, id)).winner).toBe('white');
  await alice.goto(`/game/${id}`);
  await expect(alice.getByRole('heading', { name: 'White wins on time' })).toBeVisible();
  expect(cspViolationsOf(alice)).toEqual([]);
  expect(cspViolationsOf(bob)).toEqual([]);
});
