import path from 'node:path';
import { cliMember, cspViolationsOf, move, watchedPage } from '../support/players';
import { expect, type Page, test } from '../support/test';

test('two members pair in the lobby and play to checkmate while a guest watches', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const alice = await cliMember(browser, `alice_${suffix}`);
  const bob = await cliMember(browser, `bob_${suffix}`);

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
  const guest = await watchedPage(browser);
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
  await white.screenshot({ path: path.resolve(import.meta.dirname, '..', '..', '.tmp', 'game-page.png') });
  // A rated game: each player sees the rating change.
  await expect(white.getByText(/−\d+/).first()).toBeVisible();
  await expect(black.getByText(/\+\d+/).first()).toBeVisible();

  // The game keeps its clock history: after a reload the move list still has the time of each move
  // (none for each side's first move, which the clock does not charge).
  await guest.evaluate(() =>
    localStorage.setItem('kingside.board', JSON.stringify({ showTimestamps: true })),
  );
  await guest.reload();
  await expect(guest.getByRole('list', { name: 'Moves' }).getByText(/ spent$/)).toHaveCount(2);
  // The board, its SVG layers and the socket all within the page policy.
  for (const page of [white, black, guest]) expect(cspViolationsOf(page)).toEqual([]);
});

test('a custom seek for black within ±100 is closed to a strong guest and paired with a member', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  // A name near the longest allowed (25): the list must still fit a phone with it.
  const carolName = `carol_the_careful_${suffix}`;
  const carol = await cliMember(browser, carolName);
  await carol.goto('/play');
  await carol.getByRole('radio', { name: 'Casual' }).check({ force: true });
  await carol.getByRole('radio', { name: 'Black' }).check({ force: true });
  const below = carol.getByLabel('Lowest opponent rating, below yours');
  const above = carol.getByLabel('Highest opponent rating, above yours');
  await below.focus();
  for (let i = 0; i < 8; i++) await below.press('ArrowRight');
  await above.focus();
  for (let i = 0; i < 8; i++) await above.press('ArrowLeft');
  await expect(carol.getByText('Opponents rated 1400 to 1600')).toBeVisible();
  await carol.getByRole('button', { name: 'Seek a game' }).click();

  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/play');
  await guest.getByLabel('Your level').selectOption('8');
  await expect(guest.getByText('Saved: you will be paired around 2200.')).toBeVisible();
  const closed = guest.getByRole('button', { name: `Join ${carolName}’s game` });
  await expect(closed).toBeDisabled();
  await expect(closed).toHaveAccessibleDescription(/outside its range/);
  // On a phone the row still fits: its button is on the screen, and the page no wider than the screen.
  await guest.setViewportSize({ width: 390, height: 844 });
  await closed.scrollIntoViewIfNeeded();
  await expect(closed).toBeInViewport({ ratio: 1 });
  expect(await guest.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const dave = await cliMember(browser, `dave_${suffix}`);
  await dave.goto('/play');
  await dave.getByRole('button', { name: `Join ${carolName}’s game` }).click();
  await expect(dave).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  await expect(carol).toHaveURL(dave.url());
  const you = await carol.evaluate(
    async (path) => (await (await fetch(`/callback${path}`)).json()).you as string,
    new URL(carol.url()).pathname,
  );
  expect(you).toBe('black');
});
