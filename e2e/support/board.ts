import type { Page } from '@playwright/test';

/** Drags a piece from one square to another on a board seen from `orientation`'s side. */
export async function drag(page: Page, uci: string, orientation: 'white' | 'black') {
  const board = page.locator('.board cg-board');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  const at = (square: string) => {
    const file = square.charCodeAt(0) - 97;
    const rank = Number(square[1]);
    const column = orientation === 'white' ? file : 7 - file;
    const row = orientation === 'white' ? 8 - rank : rank - 1;
    return { x: box.x + (column + 0.5) * (box.width / 8), y: box.y + (row + 0.5) * (box.height / 8) };
  };
  const from = at(uci.slice(0, 2));
  const to = at(uci.slice(2, 4));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}
