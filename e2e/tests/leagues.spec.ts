import { challengeAccepted, move, newMember } from '../support/players';
import { expect, test } from '../support/test';

/** Ten moves for white (19 plies, every move written differently): a game the league counts. */
const TEN_MOVES = 'e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 Nbd2 a6 a4 h6 h3 Be6 Bb3 Qd7 Qe2'.split(' ');

test('a member wins a rated blitz game of ten moves and sees its 3 trophies on their division page', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_lg_${suffix}`;
  const bobName = `bob_lg_${suffix}`;
  const alice = await newMember(browser, aliceName);
  const bob = await newMember(browser, bobName);

  // Before any game: in Wood, no division yet.
  await alice.goto('/leagues');
  await expect(
    alice.getByText('You are in the Wood League. Play a rated live game this week to join a division.'),
  ).toBeVisible();

  await challengeAccepted(alice, bob, { challenger: aliceName, opponent: bobName }, { rated: true });
  for (const [i, san] of TEN_MOVES.entries()) await move(i % 2 === 0 ? alice : bob, san);
  await bob.getByRole('button', { name: 'Resign' }).click();
  await bob.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(alice.getByRole('heading', { name: 'White wins by resignation' })).toBeVisible();

  // Blitz (5+0) win: 3 trophies, and a place in a Wood division.
  await alice.goto('/leagues');
  await expect(alice.getByText('Rank 1 · 3 trophies')).toBeVisible();
  await alice.getByRole('link', { name: 'Open your division' }).click();
  await expect(alice).toHaveURL(/\/leagues\/wood\/\w{6,}$/);
  await expect(alice.getByRole('heading', { name: 'Wood League' })).toBeVisible();
  await expect(alice.getByText(/^Ends in \d+d \d+h \d+m$/)).toBeVisible();
  const mine = alice.getByRole('row').filter({ hasText: `${aliceName} (you)` });
  await expect(mine.getByRole('cell').nth(2)).toHaveText('3');
  // A name breaking §2's pattern is no page.
  const missing = await alice.goto('/leagues/wood/abc');
  expect(missing?.status()).toBe(404);
});
