import { challengeAccepted, cspViolationsOf, move, newMember } from '../support/players';
import { expect, test } from '../support/test';

const EMPTY =
  'No member is playing a live game right now. Games the club’s members play show here while they last.';

test('a club page shows a member’s game as it starts and drops it as it ends, pushed over the socket', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const [ownerName, aliceName, bobName] = ['own', 'alice', 'bob'].map((n) => `${n}_${suffix}`);
  const owner = await newMember(browser, ownerName!);
  const alice = await newMember(browser, aliceName!);
  const bob = await newMember(browser, bobName!);
  const slug = `live-${suffix}`;

  await owner.goto('/clubs');
  await owner.getByText('Found a club').click();
  await owner.getByLabel('Name', { exact: true }).fill(`Live ${suffix}`);
  await owner.getByLabel('Address (kingside/club/…)').fill(slug);
  await owner.getByRole('button', { name: 'Found club' }).click();
  await expect(owner.getByRole('heading', { name: `Live ${suffix}`, level: 1 })).toBeVisible();
  await alice.goto(`/club/${slug}`);
  await alice.getByRole('button', { name: 'Join club' }).click();
  await expect(alice.getByText('Welcome to the club!')).toBeVisible();

  // The owner keeps the club page open; the slow fallback poll (a minute) is longer than any wait below.
  await owner.goto(`/club/${slug}`);
  await expect(owner.getByText(EMPTY)).toBeVisible();

  // Alice (a member) challenges Bob (not one): the page shows their game once it starts.
  await challengeAccepted(alice, bob, { challenger: aliceName!, opponent: bobName! });
  const watch = owner.getByRole('link', { name: new RegExp(`^Watch ${aliceName} .*vs ${bobName} .*5\\+0$`) });
  await expect(watch).toBeVisible();
  expect(new URL(alice.url()).pathname).toBe(await watch.getAttribute('href'));

  // It ends: the page says again that nobody plays.
  await move(alice, 'e4');
  await move(bob, 'e5');
  await alice.getByRole('button', { name: 'Resign' }).click();
  await alice.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(owner.getByText(EMPTY)).toBeVisible();
  for (const page of [owner, alice, bob]) expect(cspViolationsOf(page)).toEqual([]);
});
