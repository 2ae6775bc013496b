import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drag } from '../support/board';
import { cliMember } from '../support/players';
import { expect, test } from '../support/test';

interface SeedPuzzle {
  fen: string;
  solution: string[];
}

// The demo seed's puzzles, mined by our own miner: the test knows the answers the page never shows.
const SEED: SeedPuzzle[] = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../apps/server/src/modules/puzzles/demo/demo-puzzles.json'),
    'utf8',
  ),
);

test('a puzzle solved on the board: the server checks each move and the rating changes', async ({
  browser,
}) => {
  const page = await cliMember(browser, 'puzzler');
  await page.goto('/puzzles');
  await expect(page.getByTestId('puzzle-rating')).toHaveText('1500');
  // Which puzzle the page shows: the same answer the page had (nothing has been tried yet).
  const next = await (await page.request.get('/callback/puzzles/next')).json();
  const puzzle = SEED.find((seed) => seed.fen === next.puzzle.fen)!;
  expect(puzzle).toBeDefined();
  const solver = puzzle.fen.split(' ')[1] === 'w' ? 'white' : 'black';
  await expect(
    page.getByText(`${solver === 'white' ? 'White' : 'Black'} to move: find the best move.`),
  ).toBeVisible();

  for (let ply = 0; ply < puzzle.solution.length; ply += 2) {
    await drag(page, puzzle.solution[ply]!, solver);
    if (ply + 1 < puzzle.solution.length)
      await expect(page.getByText('Best move! Keep going.')).toBeVisible();
  }
  await expect(page.getByText('Solved!')).toBeVisible();
  const change = page.locator('.puzzle__rating-change');
  await expect(change).toHaveText(/^Rating 1500 → (\d+) \(\+\d+\)$/);
  const after = Number((await change.textContent())!.match(/→ (\d+)/)![1]);
  expect(after).toBeGreaterThan(1500);
  await expect(page.getByTestId('puzzle-rating')).toHaveText(String(after));
  // The server holds it too.
  expect((await (await page.request.get('/callback/puzzles/me')).json()).rating).toBe(after);
});
