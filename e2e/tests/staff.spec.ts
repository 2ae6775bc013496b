import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { newMember } from '../support/players';
import { expect, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'queen-to-h4-mate';

/** The CLI talks to the running server over its admin channel (same DATA_DIR as the config's server). */
function kingside(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'apps/server/bin/kingside.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(root, '.tmp', 'e2e-data'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

test('staff close a member, who then cannot log in and is told why; staff impersonate and exit', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const bossName = `boss_${stamp}`;
  const cheatName = `cheat_${stamp}`;
  const aliceName = `alice_${stamp}`;
  const staff = await newMember(browser, bossName);
  expect(kingside('user:set-level', bossName, 'staff')).toContain(`${bossName} is now staff.`);
  const cheat = await newMember(browser, cheatName);
  await newMember(browser, aliceName);

  await staff.goto('/staff/members');
  await staff.getByLabel('Username').fill(cheatName);
  await staff.getByRole('button', { name: 'Find' }).click();
  await expect(staff.getByRole('heading', { name: cheatName })).toBeVisible();
  await staff.getByLabel('Reason for closing').selectOption('cheater');
  await staff.getByRole('button', { name: 'Close account…' }).click();
  await staff.getByRole('button', { name: 'Yes, close the account' }).click();
  await expect(staff.getByRole('status')).toHaveText(`The account of ${cheatName} is closed.`);
  await expect(staff.getByText('Closed for fair play')).toBeVisible();
  await expect(
    staff.getByRole('table', { name: `Audit history of ${cheatName}` }).getByText('Closed the account'),
  ).toBeVisible();

  // The member's session ended with the closure; logging in again says why.
  await cheat.goto('/login');
  await expect(cheat.getByRole('button', { name: cheatName, exact: true })).toHaveCount(0);
  await cheat.getByLabel('Username or email').fill(cheatName);
  await cheat.getByLabel('Password').fill(PASSWORD);
  await cheat.getByRole('button', { name: 'Log in' }).click();
  await expect(cheat.getByRole('alert')).toHaveText(
    'This account was closed for violating the Fair Play Policy.',
  );
  await cheat.goto(`/member/${cheatName}`);
  await expect(cheat.getByText('Closed for fair play violations')).toBeVisible();

  await staff.getByLabel('Username').fill(aliceName);
  await staff.getByRole('button', { name: 'Find' }).click();
  await staff.getByRole('button', { name: 'View the site as this member' }).click();
  const banner = staff.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`You are viewing Kingside as ${aliceName}`);
  await expect(staff.getByRole('button', { name: aliceName, exact: true })).toBeVisible();
  await staff.goto('/about');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(staff.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(staff.getByRole('button', { name: bossName, exact: true })).toBeVisible();

  await staff.goto('/staff/audit');
  const log = staff.getByRole('table', { name: 'Audit log entries' });
  await expect(log.getByText('Stopped impersonating')).toBeVisible();
  await expect(log.getByText('Started impersonating')).toBeVisible();
});
