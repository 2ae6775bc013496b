import { challengeAccepted, cspViolationsOf, move, newMember } from '../support/players';
import { expect, test } from '../support/test';

test('a finished game reviewed by the engine in the browser: accuracy, classes in the move list, reasons, learning', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `rv_a_${suffix}`;
  const bobName = `rv_b_${suffix}`;
  const alice = await newMember(browser, aliceName);
  const bob = await newMember(browser, bobName);

  await challengeAccepted(alice, bob, { challenger: aliceName, opponent: bobName });

  // 1. f3 (a named opening: book) e6 2. g4?? Qh4#.
  const seen = (page: typeof alice, san: string) =>
    expect(page.getByRole('list', { name: 'Moves' }).getByText(san, { exact: true })).toBeVisible();
  await move(alice, 'f3');
  await seen(bob, 'f3');
  await move(bob, 'e6');
  await seen(alice, 'e6');
  await move(alice, 'g4');
  await seen(bob, 'g4');
  await move(bob, 'Qh4#');
  await expect(alice.getByRole('heading', { name: 'Black wins by checkmate' })).toBeVisible();

  // The finished game offers its review; the engine runs here, move by move.
  const csp = cspViolationsOf(alice);
  await alice.getByRole('link', { name: 'Review' }).click();
  await expect(alice).toHaveURL(/\/game\/[A-Za-z0-9]{8}\/review$/);
  await expect(alice.getByRole('heading', { name: `Game review: ${aliceName} – ${bobName}` })).toBeVisible();
  await expect(alice.getByText(/^Standard \(depth 12\)$/)).toBeVisible({ timeout: 60_000 });

  // Black mated without a slip; white's blunder (lichess's harmonic mean) pulls it far down.
  const accuracy = async (side: string) => Number(await alice.getByTestId(`accuracy-${side}`).textContent());
  expect(await accuracy('black')).toBeGreaterThan(90);
  expect(await accuracy('white')).toBeLessThan(60);
  await expect(alice.getByTestId('accuracy-white')).toHaveText(/^\d{1,2}\.\d$/);
  const moves = alice.getByRole('list', { name: 'Moves' });
  await expect(moves.getByRole('button', { name: 'f3, Book' })).toBeVisible();
  await expect(moves.getByRole('button', { name: 'g4, Blunder' })).toContainText('??');
  await expect(moves.getByRole('button', { name: /^Qh4#, (Great|Best)$/ })).toBeVisible();
  await expect(alice.getByText('Review saved.')).toBeVisible();

  // Keyboard: Home, then three steps forward is white's blunder, with its plain reason.
  await alice.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await alice.keyboard.press('ArrowRight');
  await expect(moves.getByRole('button', { name: 'g4, Blunder' })).toHaveAttribute('aria-current', 'step');
  await expect(alice.locator('.review-shown')).toContainText('g4 · Blunder — allows mate');

  // The saved review comes back without the engine.
  await alice.reload();
  await expect(
    alice.getByRole('list', { name: 'Moves' }).getByRole('button', { name: 'g4, Blunder' }),
  ).toBeVisible();

  // Learn from your mistakes: the blunder's position, the answer on request.
  await alice.getByRole('button', { name: 'Learn from your mistakes' }).click();
  await expect(alice.getByText('Mistake 1 of 1')).toBeVisible();
  await expect(alice.getByText('You played g4 here. Find a better move.')).toBeVisible();
  await alice.getByRole('button', { name: 'Hint' }).click();
  await expect(alice.getByText(/^Move the piece on [a-h][1-8]\.$/)).toBeVisible();
  await alice.getByRole('button', { name: 'Show the answer' }).click();
  await expect(alice.getByText(/^The best move was [A-Za-z0-9+#=-]+\.$/)).toBeVisible();
  await alice.getByRole('button', { name: 'Back to the review' }).click();

  // The help page quotes the classifier's thresholds.
  await alice.getByRole('link', { name: 'What the classes mean' }).click();
  await expect(alice.getByRole('heading', { name: 'Game review: move classes' })).toBeVisible();
  await expect(alice.getByRole('row', { name: /Blunder/ })).toContainText('Loses more than 20 points.');
  expect(csp).toEqual([]);
});
