import { Chess } from 'chess.js';
import { expect, test } from '../support/test';

const AFTER_BB5 = 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';

test('the analysis board: a pasted PGN stepped with the keys, its opening and FEN, a move played on', async ({
  page,
}) => {
  await page.goto('/analysis');
  await page.getByRole('textbox', { name: 'PGN or FEN' }).fill('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *');
  await page.getByRole('button', { name: 'Load' }).click();
  const current = page.locator('.moves [aria-current="step"]');
  const fen = page.getByRole('textbox', { name: 'FEN of the shown position' });
  const opening = page.locator('.analysis__opening');
  await expect(current).toHaveText('a6');
  await expect(opening).toContainText('Ruy Lopez');

  await page.keyboard.press('Home');
  await expect(current).toHaveCount(0);
  await expect(opening).toContainText('No named opening');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveText('e5');
  await expect(opening).toContainText("C20 King's Pawn Game");
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveText('Bb5');
  await expect(fen).toHaveValue(AFTER_BB5);

  // Bad input says what is wrong, and the board stays.
  await page.getByRole('textbox', { name: 'PGN or FEN' }).fill('1. e4 e5 2. Ke3');
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('alert')).toHaveText('Move 2. Ke3 is not legal in this position.');
  await expect(fen).toHaveValue(AFTER_BB5);

  // A move played from the shown position (after 3. Bb5) opens a variation beside what followed: 3… Nf6.
  const board = page.locator('.board cg-board');
  const box = (await board.boundingBox())!;
  const square = (file: number, rank: number) => ({
    x: box.x + (file + 0.5) * (box.width / 8),
    y: box.y + (8 - rank + 0.5) * (box.height / 8),
  });
  const g8 = square(6, 8);
  const f6 = square(5, 6);
  await page.mouse.move(g8.x, g8.y);
  await page.mouse.down();
  await page.mouse.move(f6.x, f6.y, { steps: 5 });
  await page.mouse.up();
  await expect(current).toHaveText('Nf6');
  await expect(page.locator('.moves')).toHaveText('1.e4e52.Nf3Nc63.Bb5a6(3…Nf6)');
  // Made the main line, it is what the PGN's main line plays.
  await page.getByRole('button', { name: 'Make main line' }).click();
  await expect(page.locator('.moves')).toHaveText('1.e4e52.Nf3Nc63.Bb5Nf6(3…a6)');

  const pgn = decodeURIComponent(
    (await page.getByRole('link', { name: 'Download PGN' }).getAttribute('href'))!
      .split(',')
      .slice(1)
      .join(','),
  );
  const chess = new Chess();
  chess.loadPgn(pgn);
  expect(chess.history()).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'Nf6']);
});

test('a finished game’s Analyse link opens it on the analysis board', async ({ page }) => {
  await page.goto('/games/archive/demo_platinum');
  await page.getByRole('button', { name: 'List' }).click();
  const rows = page.locator('.archive__list tbody tr');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'First move' })).toBeVisible();
  const gameFen = await page.getByRole('textbox', { name: 'FEN of the shown position' }).inputValue();
  // The game page's list leaves an empty cell after a last white move; the move tree has none.
  const gameMoves = (await page.locator('.moves__san').allTextContents()).filter(Boolean);

  await page.getByRole('link', { name: 'Analyse' }).click();
  await expect(page).toHaveURL(/\/analysis\?game=[A-Za-z0-9]+$/);
  await expect(page.getByRole('textbox', { name: 'FEN of the shown position' })).toHaveValue(gameFen);
  expect(await page.locator('.moves__san').allTextContents()).toEqual(gameMoves);
  await page.keyboard.press('Home');
  await expect(page.locator('.moves [aria-current="step"]')).toHaveCount(0);

  // The archive's own Analyse link goes to the same board.
  await page.goto('/games/archive/demo_platinum');
  await page.getByRole('button', { name: 'List' }).click();
  await page
    .locator('.archive__list tbody tr')
    .first()
    .getByRole('link', { name: /^Analyse / })
    .click();
  await expect(page.locator('.moves__san').first()).toBeVisible();
});
