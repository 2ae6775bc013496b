import { readFileSync } from 'node:fs';
import path from 'node:path';
import { watchCspViolations } from '../support/csp';
import { expect, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The seeded staff account's password, from the file the server wrote for its operator. */
function staffPassword(): string {
  const file = readFileSync(path.join(root, '.tmp', 'e2e-data', 'demo-accounts.txt'), 'utf8');
  const line = file.split('\n').find((l) => /^\s*staff\s+demo_staff\s/.test(l));
  if (!line) throw new Error('no demo staff account');
  return line.trim().split(/\s+/)[2]!;
}

test('pages run under a nonce CSP without violations; a failed login is reported and staff see it', async ({
  context,
  page,
}) => {
  const violations = await watchCspViolations(context);
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  await page.screenshot({ path: path.join(root, '.tmp', 'login-page.png'), fullPage: true });

  // A wrong password: POST /login_check answers ≥ 400, and the app reports it by beacon.
  await page.getByLabel('Username or email').fill('demo_staff');
  await page.getByLabel('Password').fill('not the password');
  const beacon = page.waitForRequest((request) => request.url().endsWith('/callback/client-metrics'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid username or password\./);
  const sent = new URLSearchParams((await beacon).postData() ?? '');
  expect(sent.get('url')).toBe('/login_check');
  expect(sent.get('method')).toBe('POST');
  expect(Number(sent.get('status'))).toBeGreaterThanOrEqual(400);
  expect((await beacon).postData()).not.toContain('not the password');

  await page.getByLabel('Password').fill(staffPassword());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'demo_staff', exact: true })).toBeVisible();

  await page.goto('/staff/client-errors');
  await expect(page.getByRole('heading', { name: 'Client errors' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Reported client errors' });
  await expect(table.getByRole('cell', { name: '/login_check' }).first()).toBeVisible();
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    await page.screenshot({
      path: path.join(root, '.tmp', `staff-client-errors-${theme}.png`),
      fullPage: true,
    });
  }
  expect(violations).toEqual([]);
});

test('a member who is not staff finds no staff page', async ({ page }) => {
  const response = await page.goto('/staff/client-errors');
  expect(response?.status()).toBe(404);
});
