import { Chess } from 'chess.js';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, test } from '../support/test';

const VALUE: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };

/** A keyboard player's move: a mate if there is one, else the richest capture, else a check, else the first move. */
function pick(chess: Chess): string {
  const moves = chess.moves({ verbose: true });
  const mate = moves.find((m) => m.san.endsWith('#'));
  if (mate) return mate.san;
  const captures = moves.filter((m) => m.captured).sort((a, b) => VALUE[b.captured!]! - VALUE[a.captured!]!);
  return (captures[0] ?? moves.find((m) => m.san.endsWith('+')) ?? moves[0]!).san;
}

test('a game against the lowest level: the engine in the browser replies, the finished game is kept unrated', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await cliMember(browser, 'cpu_player');
  await page.goto('/play/computer');
  await page.locator('label', { hasText: 'The engine itself' }).click();
  await expect(page.getByRole('radio', { name: /^Stockfish/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Level' }).selectOption('1');
  await page.getByRole('radio', { name: 'White' }).check();
  await page.getByRole('button', { name: 'Play', exact: true }).click();

  const moveList = page.getByRole('list', { name: 'Moves' });
  const chess = new Chess();
  const result = page.locator('.computer-result__text');
  // Up to eight moves of ours, each answered by the engine (the move list grows by two); then resign.
  for (let turn = 0; turn < 8 && !(await result.isVisible()); turn++) {
    const san = pick(chess);
    chess.move(san);
    await page.getByLabel('Type a move').fill(san);
    await page.getByLabel('Type a move').press('Enter');
    if (chess.isGameOver()) break;
    await expect(moveList.getByRole('button')).toHaveCount(chess.history().length + 1, { timeout: 20_000 });
    const replies = await moveList.getByRole('button').allInnerTexts();
    chess.move(replies.at(-1)!.trim());
  }
  if (!(await result.isVisible())) await page.getByRole('button', { name: 'Resign' }).click();
  await expect(result).toHaveText(/^You (won|lost) by (checkmate|resignation)$/);
  await expect(page.getByText('The game is in your archive.')).toBeVisible();
  expect(chess.history().length).toBeGreaterThanOrEqual(2);

  // Stored as a finished, unrated game against the computer's account, with every move.
  const href = await page.getByRole('link', { name: 'Analyse this game' }).getAttribute('href');
  const id = new URL(href!, page.url()).searchParams.get('game')!;
  const game = await page.evaluate(async (gameId) => (await fetch(`/callback/game/${gameId}`)).json(), id);
  expect(game).toMatchObject({
    rated: false,
    white: { username: 'cpu_player' },
    black: { username: 'Kingside-Stockfish' },
  });
  expect(game.san.slice(0, chess.history().length)).toEqual(chess.history());
  expect(game.status === 'resign' || game.status === 'mate').toBe(true);
  expect(cspViolationsOf(page)).toEqual([]);
});

test('the analysis board’s engine: the real engine’s best lines, evaluation bar and graph', async ({
  page,
}) => {
  await page.goto('/analysis');
  await page.getByRole('textbox', { name: 'PGN or FEN' }).fill('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 *');
  await page.getByRole('button', { name: 'Load' }).click();
  await page.getByRole('button', { name: 'Engine' }).click();
  // White mates at once (4. Qxf7#): the engine finds it and says so from White's side.
  const lines = page.getByRole('list', { name: 'Best lines' });
  await expect(lines.getByRole('listitem').first()).toHaveText('#1 4. Qxf7#', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Evaluation: #1' })).toBeVisible();
  await expect(lines.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Evaluation graph' }).click();
  await expect(page.getByRole('button', { name: 'Evaluation graph' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.locator('.eval-graph path')).toHaveCount(1);
});
