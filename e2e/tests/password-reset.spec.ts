import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

/** The server of the e2e run has no SMTP: its mails land in the outbox of its DATA_DIR. */
const outbox = path.resolve(import.meta.dirname, '..', '..', '.tmp', 'e2e-data', 'outbox');

function resetLinkTo(email: string): string | null {
  let names: string[];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return null;
  }
  const links = names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${email}\r\n`))
    .map((mail) => /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0])
    .filter((link): link is string => Boolean(link));
  return links.at(-1) ?? null;
}

test('forgot password → link from the outbox → new password → log in with it', async ({ page }) => {
  const username = `forgetful_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('the-old-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  const userMenu = page.getByRole('button', { name: username, exact: true });
  await userMenu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  // The logout is done once the member is told so; a page opened before that may re-render as a guest's.
  await expect(page.getByText('You have logged out. See you over the board soon!')).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page's code loads on demand and the login page stays up meanwhile: its "Username or email"
  // field would take a loose 'Email' label match, and the new page would then open empty.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset its password is on its way' }),
  ).toBeVisible();

  await expect.poll(() => resetLinkTo(email)).not.toBeNull();
  const link = new URL(resetLinkTo(email)!);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('the-new-password');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is changed. Log in with the new one.')).toBeVisible();

  // The link worked once.
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('a-third-password');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is invalid or has expired. Please ask for a new one.',
  );

  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill('the-old-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid username or password\./);
  await page.getByLabel('Password').fill('the-new-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
});
