import { cliMember, move } from '../support/players';
import { expect, type Page, test } from '../support/test';

test('a guest changes board options in settings and the board follows, after a reload too', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Preferences/ }).click();
  await expect(page).toHaveURL(/\/settings\/board$/);
  const preview = page.getByRole('img', { name: 'Preview board: try a move' });
  await expect(preview.locator('coords').first()).toBeVisible();

  await page.getByRole('radio', { name: 'Figurines (♘f3)' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.getByRole('radio', { name: 'Off', exact: true }).check();
  await expect(page.getByRole('list', { name: 'Moves' }).getByText('♘f3')).toBeVisible();
  await expect(preview.locator('coords')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Figurines (♘f3)' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Preview board: try a move' }).locator('coords')).toHaveCount(0);
});

/** Drags a piece between two squares of a board seen from White's side. */
async function drag(page: Page, from: string, to: string) {
  const box = await page.locator('cg-board').boundingBox();
  if (!box) throw new Error('no board');
  const size = box.width / 8;
  const at = (square: string) => ({
    x: box.x + (square.charCodeAt(0) - 97 + 0.5) * size,
    y: box.y + (8 - Number(square[1]) + 0.5) * size,
  });
  await page.mouse.move(at(from).x, at(from).y);
  await page.mouse.down();
  await page.mouse.move(at(to).x, at(to).y, { steps: 5 });
  await page.mouse.up();
}

test('with the premove queue on, two premoves play on the next two turns', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const players = [await cliMember(browser, `qa_${suffix}`), await cliMember(browser, `qb_${suffix}`)];
  for (const page of players) {
    await page.goto('/settings/board');
    await page.getByRole('checkbox', { name: 'Premove queue' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto('/play');
    await page.getByRole('button', { name: '3+0 Blitz' }).click();
  }
  for (const page of players) await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  const gameUrl = new URL(players[0]?.url() ?? '').pathname;
  const colourOf = (page: Page) =>
    page.evaluate(async (path) => (await (await fetch(`/callback${path}`)).json()).you as string, gameUrl);
  const [white, black] = (await colourOf(players[0] as Page)) === 'white' ? players : [...players].reverse();
  if (!white || !black) throw new Error('two players');

  await move(white, 'e4');
  // Escape drops what was queued, as on lichess.
  await drag(white, 'd2', 'd4');
  await expect(white.getByRole('status').filter({ hasText: 'Premoves queued: 1' })).toBeVisible();
  await white.keyboard.press('Escape');
  await expect(white.getByRole('button', { name: 'Clear' })).toHaveCount(0);

  await drag(white, 'g1', 'f3');
  // The knight already stands on f3 on White's board: the next premove starts from there, once the
  // board has drawn the first (a drag begun before that redraw is taken as a click on f3).
  await expect(white.getByRole('status').filter({ hasText: 'Premoves queued: 1' })).toBeVisible();
  await drag(white, 'f3', 'g5');
  await expect(white.getByRole('status').filter({ hasText: 'Premoves queued: 2' })).toBeVisible();

  await move(black, 'e5');
  await expect(black.getByRole('list', { name: 'Moves' }).getByText('Nf3', { exact: true })).toBeVisible();
  await expect(white.getByRole('status').filter({ hasText: 'Premoves queued: 1' })).toBeVisible();
  await move(black, 'Nc6');
  await expect(black.getByRole('list', { name: 'Moves' }).getByText('Ng5', { exact: true })).toBeVisible();
  await expect(white.getByRole('button', { name: 'Clear' })).toHaveCount(0);
});
