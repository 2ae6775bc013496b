import { Secret, TOTP } from 'otpauth';
import { cliMember, newMember } from '../support/players';
import { expect, test } from '../support/test';

const PASSWORD = 'queen-to-h4-mate';

/** What the member's authenticator app shows, `steps` periods from now (±1 is accepted for drift). */
const appCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

test('enable two-factor login, log out, log in through /2fa with a generated code', async ({ browser }) => {
  const username = `twofa_${Date.now().toString(36)}`;
  const page = await newMember(browser, username);

  await page.goto('/settings/security');
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Kingside to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.locator('code.security__secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  await page.getByLabel('Authentication code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Log in to change your security settings.')).toBeVisible();

  // Back through /login_and_go: the password, then the code, then the page it was headed for.
  await page.goto('/login_and_go?target=%2Fsettings%2Fsecurity');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/2fa\?target=%2Fsettings%2Fsecurity$/);
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
  await expect(page.getByRole('button', { name: username, exact: true })).toHaveCount(0);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right.');
  // The step after the one that turned 2FA on: a code is never accepted twice.
  await page.getByLabel('Authentication code').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByText(/Recovery codes left: 10\./)).toBeVisible();
});

test('/login_and_go never leaves the site', async ({ browser }) => {
  const username = `andgo_${Date.now().toString(36)}`;
  const page = await cliMember(browser, username);
  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/login_and_go?target=%2F%5Cexample.com');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});
