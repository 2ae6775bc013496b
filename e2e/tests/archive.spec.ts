import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { expect, test } from '../support/test';

test('a member’s archive: filter, open a finished game, step with the keys, download its PGN', async ({
  page,
}) => {
  await page.goto('/games/archive/demo_platinum');
  await expect(page.getByRole('heading', { name: 'Games of demo_platinum' })).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByLabel('Result').selectOption('win');
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.locator('.archive__list tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.locator('td:nth-child(2)').allTextContents()) expect(cell).toBe('Won');

  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'First move' })).toBeVisible();
  const current = page.locator('.moves [aria-current="step"]');
  const last = await current.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(current).not.toHaveText(last!);
  await page.keyboard.press('Home');
  await expect(current).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(current).toHaveText(last!);

  const fen = await page.getByRole('textbox', { name: 'FEN of the shown position' }).inputValue();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PGN' }).click(),
  ]);
  const chess = new Chess();
  chess.loadPgn(readFileSync((await download.path())!, 'utf8'));
  expect(chess.fen()).toBe(fen);
  expect(chess.getHeaders().White).toBeTruthy();
});
