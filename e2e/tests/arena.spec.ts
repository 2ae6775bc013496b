import { move } from '../support/players';
import { expect, test } from '../support/test';
import { colourOf, joinBoth, tournamentOfTwo } from '../support/tournaments';

test('two members join an arena, are paired, play, and see the standings change live', async ({
  browser,
}) => {
  const entrants = await tournamentOfTwo(browser, 'ar', 'e2e-arena', {
    name: 'Evening arena',
    durationMinutes: 20,
  });
  const { alice, bob, url } = entrants;
  await joinBoth(entrants, 'Evening arena', 'Pause');
  await expect(alice.getByRole('region', { name: 'Standings' }).getByRole('row')).toHaveCount(3);

  // The start and the first wave are pushed: each page offers its player the game.
  for (const page of [alice, bob]) {
    await expect(page.getByRole('timer')).toContainText('Ends in');
    await page.getByRole('link', { name: 'Play your game' }).click();
    await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  }
  const [white, black] = (await colourOf(alice)) === 'white' ? [alice, bob] : [bob, alice];
  await move(white, 'e4');
  await move(black, 'e5');

  // Black watches the standings while white resigns: the table changes without a reload.
  await black.goto(`/tournament/${url}`);
  const standings = black.getByRole('region', { name: 'Standings' });
  await expect(standings.getByRole('row').nth(1)).toContainText('0');
  await white.getByRole('button', { name: 'Resign' }).click();
  await white.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(white.getByRole('heading', { name: 'Black wins by resignation' })).toBeVisible();

  const blackName = entrants.nameOf(black);
  const first = standings.getByRole('row').nth(1);
  await expect(first).toContainText(blackName);
  await expect(first.getByRole('cell').last()).toHaveText('2');
  await expect(standings.getByRole('row').nth(2).getByRole('cell').last()).toHaveText('0');
});
