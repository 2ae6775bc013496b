import { challengeAccepted, cliMember, cspViolationsOf, demoAccount } from '../support/players';
import { expect, type Page, test } from '../support/test';

// Issue 14's proof, in Chromium, two members (two browser contexts) at a time: what they do with
// each other from their profiles reaches the other's open page through the socket, never a reload.

/** Fresh names for one test: the server keeps every member of the run. */
function names<const T extends string[]>(...people: T): { [K in keyof T]: string } {
  const stamp = Date.now().toString(36).slice(-6);
  return people.map((person) => `${person}_${stamp}`) as { [K in keyof T]: string };
}

/**
 * Opens `url` and waits until the tab's socket answered once (the pong to its first ping): from
 * then on the server knows the tab, and a push to the member reaches it.
 */
async function openLive(page: Page, url: string): Promise<void> {
  const live = new Promise<void>((resolve) =>
    page.once('websocket', (socket) => socket.once('framereceived', () => resolve())),
  );
  await page.goto(url);
  await live;
}

/** The friend, follow, track and block buttons of a profile (features/relations). */
const relationsWith = (page: Page, username: string) =>
  page.getByRole('group', { name: `You and ${username}` });

/** A web callback as the app sends it: the session's cookie and its CSRF token. */
function callback(page: Page, method: string, url: string, body: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, url, body },
  );
}

test('two members befriend each other from their profiles and both see it without a reload', async ({
  browser,
}) => {
  const [aliceName, bobName] = names('alice', 'bob');
  const alice = await cliMember(browser, aliceName);
  const bob = await cliMember(browser, bobName);
  await openLive(alice, `/member/${bobName}`);
  await openLive(bob, `/member/${aliceName}`);

  await relationsWith(alice, bobName).getByRole('button', { name: 'Add friend' }).click();
  await expect(alice.getByRole('status')).toHaveText(`Friend request sent to ${bobName}.`);
  await expect(relationsWith(alice, bobName).getByText('Request sent')).toBeVisible();

  // Bob's open profile of Alice turns to her request by itself.
  const bobSide = relationsWith(bob, aliceName);
  await bobSide.getByRole('button', { name: 'Accept' }).click();
  await expect(bob.getByRole('status')).toHaveText(`You and ${aliceName} are now friends.`);
  await expect(bobSide.getByRole('button', { name: 'Remove friend' })).toBeVisible();

  // And Alice's open profile of Bob shows the friendship, his friends list with her in it.
  await expect(relationsWith(alice, bobName).getByRole('button', { name: 'Remove friend' })).toBeVisible();
  const bobsFriends = alice.getByRole('region', { name: /^Friends/ });
  await expect(bobsFriends.getByRole('link', { name: aliceName })).toBeVisible();
  await expect(
    bob.getByRole('region', { name: /^Friends/ }).getByRole('link', { name: bobName }),
  ).toBeVisible();

  // Both bells rang too: Bob's for the request, Alice's for the acceptance.
  await expect(bob.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await alice.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(
    alice.getByRole('region', { name: 'Notifications' }).getByRole('link', {
      name: `${bobName} accepted your friend request`,
    }),
  ).toBeVisible();
  for (const page of [alice, bob]) expect(cspViolationsOf(page)).toEqual([]);
});

test("a member follows and tracks another; the tracked member's new game rings the tracker's bell", async ({
  browser,
}) => {
  const [annaName, benName, carlName] = names('anna', 'ben', 'carl');
  const anna = await cliMember(browser, annaName);
  const ben = await cliMember(browser, benName);
  const carl = await cliMember(browser, carlName);

  await openLive(anna, `/member/${benName}`);
  const withBen = relationsWith(anna, benName);
  await withBen.getByRole('button', { name: 'Follow' }).click();
  await expect(anna.getByRole('status')).toHaveText(`You follow ${benName}.`);
  await withBen.getByRole('button', { name: 'Track games' }).click();
  await expect(anna.getByRole('status')).toHaveText(
    `You will hear when ${benName} starts or finishes a game.`,
  );
  await expect(withBen.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(withBen.getByRole('button', { name: 'Stop tracking' })).toBeVisible();

  // Ben challenges Carl from Carl's profile; Carl accepts and the game starts.
  await openLive(carl, '/about');
  await challengeAccepted(ben, carl, { challenger: benName, opponent: carlName }, { colour: null });

  const bell = anna.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const started = anna
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: `${benName} started a game against ${carlName}` });
  await expect(started).toHaveAttribute('href', new URL(ben.url()).pathname);
  for (const page of [anna, ben, carl]) expect(cspViolationsOf(page)).toEqual([]);
});

test("a block takes the challenge button away from the blocked member's open page, and the server refuses one", async ({
  browser,
}) => {
  const [doraName, eliName] = names('dora', 'eli');
  const dora = await cliMember(browser, doraName);
  const eli = await cliMember(browser, eliName);
  await eli.goto(`/member/${doraName}`);
  await expect(eli.getByRole('button', { name: 'Challenge' })).toBeVisible();
  await expect(eli.getByRole('link', { name: 'Message' })).toBeVisible();

  await dora.goto(`/member/${eliName}`);
  const withEli = relationsWith(dora, eliName);
  await withEli.getByRole('button', { name: 'Block' }).click();
  await withEli.getByRole('button', { name: 'Block' }).click();
  await expect(dora.getByRole('status')).toHaveText(`You blocked ${eliName}.`);
  await expect(withEli.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(dora.getByRole('button', { name: 'Challenge' })).toHaveCount(0);

  // Eli's open page of Dora hears the block (a push to both members) and follows it without a reload.
  await expect(eli.getByRole('heading', { name: doraName, level: 1 })).toBeVisible();
  await expect(eli.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(eli.getByRole('button', { name: 'Challenge' })).toHaveCount(0);
  await expect(eli.getByRole('link', { name: 'Message' })).toHaveCount(0);
  await expect(relationsWith(eli, doraName).getByRole('button', { name: 'Add friend' })).toHaveCount(0);

  const refused = await callback(eli, 'POST', '/callback/challenge', {
    username: doraName,
    timeControl: { initial: 300, increment: 0 },
    rated: false,
    color: 'random',
  });
  expect([refused.status, refused.body.error.code]).toEqual([403, 'challenge_blocked']);
  for (const page of [dora, eli]) expect(cspViolationsOf(page)).toEqual([]);
});

test('a message from the profile rings the bell; the recipient opens and reads it', async ({ browser }) => {
  const [finnName, gretaName] = names('finn', 'greta');
  const finn = await cliMember(browser, finnName);
  const greta = await cliMember(browser, gretaName);
  await openLive(greta, '/about');

  await finn.goto(`/member/${gretaName}`);
  await finn.getByRole('link', { name: 'Message' }).click();
  await expect(finn).toHaveURL(`/messages/${gretaName}`);
  const box = finn.getByRole('textbox', { name: `Message to ${gretaName}` });
  await box.fill('Fancy a game of blitz tonight?');
  await box.press('Enter');
  await expect(box).toHaveValue('');

  const bell = greta.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  await greta
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', { name: `${finnName} sent you a message` })
    .click();
  await expect(greta).toHaveURL(`/messages/${finnName}`);
  await expect(
    greta
      .getByRole('region', { name: `Conversation with ${finnName}` })
      .getByText('Fancy a game of blitz tonight?'),
  ).toBeVisible();
  await expect(greta.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  // Read on the server too: the inbox has nothing unread, and a reload keeps the bell quiet.
  await greta.getByRole('link', { name: /All conversations/ }).click();
  await expect(greta.getByRole('link', { name: new RegExp(finnName) })).toBeVisible();
  await expect(greta.getByText(/unread message/)).toHaveCount(0);
  await greta.reload();
  await expect(greta.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  for (const page of [finn, greta]) expect(cspViolationsOf(page)).toEqual([]);
});

test("a report from the profile, resolved by the demo moderator, reaches the reported member's bell", async ({
  browser,
}) => {
  const [hugoName, iraName] = names('hugo', 'ira');
  const hugo = await cliMember(browser, hugoName);
  const ira = await cliMember(browser, iraName);
  await openLive(ira, '/about');

  await hugo.goto(`/member/${iraName}`);
  await hugo.getByRole('button', { name: 'Report' }).click();
  const dialog = hugo.getByRole('dialog', { name: `Report ${iraName}` });
  await dialog.getByRole('radio', { name: 'Abusive or hateful messages' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(hugo.getByRole('status')).toContainText(`Moderators will review your report of ${iraName}.`);

  const mod = await demoAccount(browser, 'demo_moderator');
  await mod.goto('/staff/reports');
  await mod
    .getByRole('table', { name: 'Open reports' })
    .getByRole('link', { name: `Review: ${iraName}` })
    .click();
  await expect(mod.getByRole('heading', { name: `Reports of ${iraName}` })).toBeVisible();
  await mod.getByLabel('Action').selectOption('warn');
  await mod.getByRole('button', { name: 'Resolve the reports' }).click();
  await expect(mod.getByRole('status')).toContainText(`${iraName} was warned.`);

  await ira.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await expect(ira.getByRole('region', { name: 'Notifications' })).toContainText(
    'A moderator reviewed reports about you: this is a warning. Keep to the community rules, or your account may be muted or closed.',
  );
  for (const page of [hugo, ira, mod]) expect(cspViolationsOf(page)).toEqual([]);
});
