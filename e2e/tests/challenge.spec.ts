import { move, newMember } from '../support/players';
import { expect, type Page, test } from '../support/test';

const colourOf = (page: Page) =>
  page.evaluate(
    async (path) => (await (await fetch(`/callback${path}`)).json()).you as string,
    new URL(page.url()).pathname,
  );

test('a member challenges another from their page, then they play a rematch with colours swapped', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_${suffix}`;
  const bobName = `bob_${suffix}`;
  const alice = await newMember(browser, aliceName);
  const bob = await newMember(browser, bobName);

  await alice.goto(`/member/${bobName}`);
  await alice.getByRole('button', { name: 'Challenge' }).click();
  const dialog = alice.getByRole('dialog', { name: `Challenge ${bobName}` });
  await dialog.getByLabel('Time control').selectOption('5+0');
  await dialog.getByRole('radio', { name: 'White' }).check();
  await dialog.getByRole('button', { name: 'Send challenge' }).click();
  await expect(dialog.getByText(`Waiting for ${bobName} to accept…`)).toBeVisible();

  const notice = bob.getByRole('group', { name: `Challenge from ${aliceName}` });
  await expect(notice.getByText('5+0 Blitz · Casual · you play black')).toBeVisible();
  await notice.getByRole('button', { name: 'Accept' }).click();

  await expect(bob).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  await expect(alice).toHaveURL(bob.url());
  expect(await colourOf(alice)).toBe('white');
  expect(await colourOf(bob)).toBe('black');

  // Resigning needs a move from each side; before that there is only "Abort game".
  await move(alice, 'e4');
  await move(bob, 'e5');
  await alice.getByRole('button', { name: 'Resign' }).click();
  await alice.getByRole('button', { name: 'Yes, resign' }).click();
  for (const page of [alice, bob]) {
    await expect(page.getByRole('heading', { name: 'Black wins by resignation' })).toBeVisible();
  }

  const firstGame = bob.url();
  await bob.getByRole('button', { name: 'Rematch' }).click();
  await expect(bob.getByText('Rematch offer sent.')).toBeVisible();
  await expect(alice.getByText('Your opponent wants a rematch.')).toBeVisible();
  await alice.getByRole('button', { name: 'Accept rematch' }).click();

  await expect(alice).not.toHaveURL(firstGame);
  await expect(alice).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  await expect(bob).toHaveURL(alice.url());
  expect(await colourOf(alice)).toBe('black');
  expect(await colourOf(bob)).toBe('white');
});
