import { cliMember, cspViolationsOf, watchedPage } from '../support/players';
import { type Browser, expect, type Page, test } from '../support/test';

/** What the board shows: its picture and the black king's image, as the browser computed them. */
async function boardLook(page: Page) {
  const board = page.getByRole('img', { name: 'Preview board: try a move' });
  await expect(board.locator('cg-board')).toBeVisible();
  return board.evaluate((element) => ({
    board: getComputedStyle(element.querySelector('cg-board')!).backgroundImage,
    king: getComputedStyle(element.querySelector('piece.king.black')!).backgroundImage,
  }));
}

/** The same member again, in a browser of their own: another device. */
async function logInElsewhere(browser: Browser, name: string): Promise<Page> {
  const page = await watchedPage(browser);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(name);
  await page.getByLabel('Password').fill('queen-to-h4-mate');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  return page;
}

test('a member picks a theme and a piece set; other tabs and other devices show them', async ({
  browser,
}) => {
  const name = `thea${Date.now().toString(36).slice(-5)}`;
  const page = await cliMember(browser, name);
  await page.goto('/settings/board');
  const themes = page.getByRole('group', { name: 'Ready-made themes' });
  await themes.getByRole('button', { name: 'Walnut' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Theme saved' })).toBeVisible();
  await page.getByRole('group', { name: 'Pieces' }).getByRole('button', { name: 'Ocean' }).click();
  await expect(
    page.getByRole('group', { name: 'Pieces' }).getByRole('button', { name: 'Ocean' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await boardLook(page)).king)
    .toContain('/theme-assets/v1/pieces/ocean/bk.svg');
  expect((await boardLook(page)).board).toMatch(/\/theme-assets\/v1\/boards\/walnut\/\d+\.webp/);

  // Another tab of the same browser.
  const tab = await page.context().newPage();
  await tab.goto('/settings/board');
  await expect.poll(async () => (await boardLook(tab)).king).toContain('/pieces/ocean/bk.svg');

  // Another device: the choice comes from the Themes service.
  const elsewhere = await logInElsewhere(browser, name);
  await elsewhere.goto('/settings/board');
  await expect.poll(async () => (await boardLook(elsewhere)).board).toContain('/boards/walnut/');
  expect((await boardLook(elsewhere)).king).toContain('/pieces/ocean/bk.svg');

  // The pictures themselves load (same origin, allowed by the CSP).
  const picture = await elsewhere.request.get('/theme-assets/v1/pieces/ocean/bk.svg');
  expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(cspViolationsOf(page)).toEqual([]);
  expect(cspViolationsOf(elsewhere)).toEqual([]);
});
