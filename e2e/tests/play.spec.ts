import { type Browser, expect, type Page, test } from '@playwright/test';

/** A new member in a browser of their own. */
async function newMember(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/register');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.com`);
  await page.getByLabel('Password').fill('queen-to-h4-mate');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  return page;
}

/** Types a move the way a keyboard player would, then waits until the server has it in the move list. */
async function move(page: Page, san: string) {
  await page.getByLabel('Type a move').fill(san);
  await page.getByLabel('Type a move').press('Enter');
  await expect(page.getByRole('list', { name: 'Moves' }).getByText(san, { exact: true })).toBeVisible();
}

test('two members pair in the lobby and play to checkmate while a guest watches', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const alice = await newMember(browser, `alice_${suffix}`);
  const bob = await newMember(browser, `bob_${suffix}`);

  for (const page of [alice, bob]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Play' }).click();
    await page.getByRole('button', { name: '3+0 Blitz' }).click();
  }
  await expect(alice).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  await expect(bob).toHaveURL(alice.url());
  const gameUrl = new URL(alice.url()).pathname;

  // The server tells each player their colour.
  const colourOf = (page: Page) =>
    page.evaluate(async (path) => (await (await fetch(`/callback${path}`)).json()).you as string, gameUrl);
  const white = (await colourOf(alice)) === 'white' ? alice : bob;
  const black = white === alice ? bob : alice;
  expect(await colourOf(black)).toBe('black');

  await move(white, 'f3');
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(gameUrl);
  await expect(guest.getByText('You are watching this game.')).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Moves' }).getByText('f3', { exact: true })).toBeVisible();

  await move(black, 'e5');
  await move(white, 'g4');
  await move(black, 'Qh4#');

  for (const page of [white, black, guest]) {
    await expect(page.getByRole('heading', { name: 'Black wins by checkmate' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Moves' }).getByText('Qh4#', { exact: true })).toBeVisible();
  }
  // A rated game: each player sees the rating change.
  await expect(white.getByText(/−\d+/).first()).toBeVisible();
  await expect(black.getByText(/\+\d+/).first()).toBeVisible();
});
