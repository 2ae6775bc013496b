import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

/** The member's row in a /social list named `list`. */
const rowIn = (page: Page, list: string, username: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: username });

test('two members befriend each other through /social, then one follows and tracks the other', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_${suffix}`;
  const bobName = `bob_${suffix}`;
  const alice = await cliMember(browser, aliceName);
  const bob = await cliMember(browser, bobName);

  await alice.goto('/social');
  await expect(alice.getByRole('heading', { name: 'Social', level: 1 })).toBeVisible();
  await alice.getByLabel('Username').fill(bobName);
  const found = rowIn(alice, 'Find players', bobName);
  await found.getByRole('button', { name: 'Add friend' }).click();
  await expect(alice.getByRole('status')).toHaveText(`Friend request sent to ${bobName}.`);
  await expect(found.getByText('Request sent')).toBeVisible();
  // The requests list reloads after the change (§4).
  await expect(rowIn(alice, 'Sent by you', bobName)).toBeVisible();

  await bob.goto('/social');
  const waiting = rowIn(bob, 'Waiting for you', aliceName);
  await waiting.getByRole('button', { name: 'Accept' }).click();
  await expect(bob.getByRole('status')).toHaveText(`You and ${aliceName} are now friends.`);
  await expect(rowIn(bob, 'Friends', aliceName)).toBeVisible();
  await expect(bob.getByText('No one is waiting for your answer.')).toBeVisible();

  await alice.reload();
  await expect(rowIn(alice, 'Friends', bobName)).toBeVisible();

  await alice.getByLabel('Username').fill(bobName);
  await expect(found.getByText('Friends')).toBeVisible();
  await found.getByRole('button', { name: 'Follow' }).click();
  await expect(alice.getByRole('status')).toHaveText(`You follow ${bobName}.`);
  await found.getByRole('button', { name: 'Track games' }).click();
  await expect(alice.getByRole('status')).toHaveText(
    `You will hear when ${bobName} starts or finishes a game.`,
  );
  await expect(found.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(found.getByRole('button', { name: 'Stop tracking' })).toBeVisible();

  // What the server kept: a search after a reload shows the same relation.
  await alice.reload();
  await alice.getByLabel('Username').fill(bobName);
  await expect(found.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(found.getByRole('button', { name: 'Stop tracking' })).toBeVisible();

  for (const page of [alice, bob]) expect(cspViolationsOf(page)).toEqual([]);
});
