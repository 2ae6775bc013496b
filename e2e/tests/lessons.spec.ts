import { drag } from '../support/board';
import { cliMember } from '../support/players';
import { expect, test } from '../support/test';

test('a lesson position is solved on the board: wrong with a hint, right, and the progress shows', async ({
  browser,
}) => {
  const page = await cliMember(browser, 'learner');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
  await expect(page.getByRole('heading', { name: 'Learn', level: 1 })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Checkmate patterns' }) });
  await expect(card.getByText('0 of 5 positions solved')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Endgame essentials' }).getByText('For Gold members'),
  ).toBeVisible();

  await card.getByRole('link', { name: 'Checkmate patterns' }).click();
  await expect(page.getByRole('heading', { name: 'Checkmate patterns', level: 1 })).toBeVisible();
  const lessons = page.getByRole('list').filter({ hasText: 'The smothered mate' });
  await expect(lessons.getByRole('link')).toHaveText([
    'The back-rank mate',
    'Queen and king together',
    'The smothered mate',
  ]);
  await page.getByRole('link', { name: 'Start: The back-rank mate' }).click();

  await expect(page.getByRole('heading', { name: 'The back-rank mate', level: 1 })).toBeVisible();
  await expect(page.getByText('Lesson 1 of 3')).toBeVisible();
  await expect(page.getByText('White to move: checkmate in one.')).toBeVisible();
  // A wrong move: the hint, and the board goes back for another try.
  await drag(page, 'd1d7', 'white');
  await expect(page.getByText('Not quite. Try again.')).toBeVisible();
  await expect(
    page.getByText('Hint: The black king is trapped behind its pawns. Which rank can nothing guard?'),
  ).toBeVisible();
  await drag(page, 'd1d8', 'white');
  await expect(page.getByText('Solved!')).toBeVisible();
  await expect(page.getByText('1 of 3 positions solved')).toBeVisible();

  // The second position by keyboard, from Black's side.
  await page.getByRole('button', { name: 'Next position' }).click();
  await expect(page.getByText('Black to move: the same idea, the other way round.')).toBeVisible();
  await page.getByLabel('Type a move').fill('Re1');
  await page.getByLabel('Type a move').press('Enter');
  await expect(page.getByText('Solved!')).toBeVisible();

  // A line of two moves: the board answers the first.
  await page.getByRole('button', { name: 'Next position' }).click();
  await drag(page, 'e2e8', 'white');
  await expect(page.getByText('Right! Keep going.')).toBeVisible();
  await drag(page, 'e1e8', 'white');
  await expect(page.getByText('Lesson complete!')).toBeVisible();
  await expect(page.getByText('3 of 3 positions solved')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Checkmate patterns' }).click();
  await expect(page.getByText('3 of 5 positions solved')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'The back-rank mate' })).toContainText('Done');
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(card.getByText('3 of 5 positions solved')).toBeVisible();
});
