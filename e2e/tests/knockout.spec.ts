import { move } from '../support/players';
import { expect, test } from '../support/test';
import { colourOf, joinBoth, tournamentOfTwo } from '../support/tournaments';

test('two members join a knockout: the bracket is drawn and pushed, the final is played, the champion shown', async ({
  browser,
}) => {
  const entrants = await tournamentOfTwo(browser, 'ko', 'e2e-knockout', {
    kind: 'knockout',
    matchGames: 1,
    name: 'Evening knockout',
    durationMinutes: 30,
  });
  const { alice, bob, url } = entrants;
  await joinBoth(entrants, 'Evening knockout', 'Withdraw');

  // The draw at the start is pushed: the bracket appears, its final being played.
  const bracket = alice.getByRole('region', { name: 'Bracket rounds (scrolls sideways)' });
  await expect(bracket.getByRole('list', { name: 'Final' })).toContainText('Watch the game');
  for (const page of [alice, bob]) {
    await page.getByRole('link', { name: 'Play your game' }).click();
    await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  }
  const [white, black] = (await colourOf(alice)) === 'white' ? [alice, bob] : [bob, alice];
  await move(white, 'e4');
  await move(black, 'e5');

  await black.goto(`/tournament/${url}`);
  await white.getByRole('button', { name: 'Resign' }).click();
  await white.getByRole('button', { name: 'Yes, resign' }).click();
  const blackName = entrants.nameOf(black);
  const final = black.getByRole('region', { name: 'Bracket rounds (scrolls sideways)' }).getByRole('list', {
    name: 'Final',
  });
  await expect(final).toContainText(`${blackName} (through)1`);
  const podium = black.getByRole('region', { name: 'Podium' });
  await expect(podium.getByRole('listitem').first()).toContainText(blackName);
});
