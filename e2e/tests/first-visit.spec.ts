import { expect, test } from '../support/test';

// A newcomer's first minutes: sign up, log in, find their name, switch to Spanish, log out.
test('register, log in, see your name, switch to Español, log out', async ({ page }) => {
  const username = `newcomer_${Date.now().toString(36)}`;
  const password = 'e4-e5-Nf3-Nc6';

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText(`${username} is available.`)).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Welcome to Kingside, ${username}!` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();

  // Log out and back in, as a returning member.
  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username or email').fill(username.toUpperCase());
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Invalid username or password\./);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const userMenu = page.getByRole('button', { name: username, exact: true });
  await expect(userMenu).toBeVisible();

  // Their own profile page, reached from the user menu.
  await userMenu.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/${username}$`));
  await expect(page.getByRole('heading', { name: username })).toBeVisible();

  // Español: the URL gets the /es prefix and the navigation speaks Spanish.
  await page.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(new RegExp(`/es/member/${username}$`));
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Jugar' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A full reload keeps Spanish: the server renders the same language.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Jugar', exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a URL that leads nowhere shows the 404 page, with a way back', async ({ page }) => {
  const response = await page.goto('/club/matches/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  const spanish = await page.goto('/es/member/nobody_by_this_name');
  expect(spanish?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('a demo member has a profile page with their tier', async ({ page }) => {
  await page.goto('/member/demo_gold');
  await expect(page.getByRole('heading', { name: 'demo_gold' })).toBeVisible();
  await expect(page.getByText('Gold', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('demo_gold · Kingside');
});
