import { challengeAccepted, move, newMember } from '../support/players';
import { expect, test } from '../support/test';

test('a member finishes a rated game, sees the streak on the home page, opens the stats page and hovers the chart', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_${suffix}`;
  const bobName = `bob_${suffix}`;
  const alice = await newMember(browser, aliceName);
  const bob = await newMember(browser, bobName);

  // Before any game: no streak yet (the playing streak first, then the solving one).
  await bob.goto('/');
  await expect(bob.getByTestId('streak-current')).toHaveText(['0 days', '0 days']);
  await expect(bob.getByText('Finish a game today to start a streak')).toBeVisible();
  await expect(bob.getByText('Solve a puzzle or a lesson position today to start a streak')).toBeVisible();

  await challengeAccepted(alice, bob, { challenger: aliceName, opponent: bobName }, { rated: true });

  await move(alice, 'e4');
  await move(bob, 'e5');
  await alice.getByRole('button', { name: 'Resign' }).click();
  await alice.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(bob.getByRole('heading', { name: 'Black wins by resignation' })).toBeVisible();

  // The streak on the home page, counted in the member's own day.
  await bob.goto('/');
  await expect(bob.getByTestId('streak-current')).toHaveText(['1 day', '0 days']);
  await expect(bob.getByText('Longest: 1 · Played today')).toBeVisible();

  // The statistics page, from the home page's tile: the chart draws the rated game's rating.
  await bob.getByRole('link', { name: 'Your statistics' }).click();
  await expect(bob.getByRole('heading', { name: `Statistics of ${bobName}` })).toBeVisible();
  const results = bob.getByRole('table', { name: 'Results by colour' });
  await expect(results.getByRole('row', { name: /Black/ })).toHaveText(/Black\s*1\s*1\s*0\s*0/);
  const canvas = bob.getByTestId('rating-chart').locator('canvas');
  await expect(canvas).toBeVisible();
  const legend = bob.getByTestId('rating-chart').locator('.u-legend .u-series').nth(1);
  await expect(legend).toHaveText(/Blitz/);
  // uPlot listens on the layer over its canvas; hovering its middle lands on the only day.
  await bob.getByTestId('rating-chart').locator('.u-over').hover();
  // Hovering shows the rating after the game beside its speed in the legend.
  const rating = (await bob.evaluate(async (name) => {
    const report = await (await fetch(`/callback/stats/${name}`)).json();
    return report.ratingHistory[0].points[0].rating as number;
  }, bobName)) as number;
  await expect(legend).toContainText(rating.toLocaleString('en-US'));
  // The same number in the table screen readers get (and anyone who asks for it).
  await bob.getByRole('button', { name: 'Show as a table' }).click();
  await expect(bob.getByRole('table', { name: 'Rating history' })).toContainText(String(rating));
});
