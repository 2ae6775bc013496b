import { cliMember } from '../support/players';
import { expect, test } from '../support/test';

test("a friend request rings the target's bell live, and they open it and mark it read", async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const aliceName = `alice_${suffix}`;
  const bobName = `bob_${suffix}`;
  const alice = await cliMember(browser, aliceName);
  const bob = await cliMember(browser, bobName);
  await expect(bob.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Alice asks as the web app does: a web callback with the CSRF token of her session.
  const status = await alice.evaluate(async (target) => {
    const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const response = await fetch(`/callback/friend/request/${target}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: '{}',
    });
    return response.status;
  }, bobName);
  expect(status).toBe(200);

  // No reload: the push reaches Bob's open page.
  const bell = bob.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('1');
  await bell.click();
  const panel = bob.getByRole('region', { name: 'Notifications' });
  const request = panel.getByRole('link', { name: `${aliceName} sent you a friend request` });
  await expect(request).toHaveAttribute('href', '/social');
  await panel.getByRole('button', { name: `Mark read: ${aliceName} sent you a friend request` }).click();
  await expect(bob.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);

  // Read stays read.
  await bob.reload();
  await expect(bob.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});
