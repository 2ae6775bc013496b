import path from 'node:path';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

const shots = path.resolve(import.meta.dirname, '..', '..', '.tmp');

/** Screenshots of a page at desktop and phone widths, in the dark and light themes. */
async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      await page.screenshot({ path: path.join(shots, `${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member messages another, who sees it arrive in the inbox and reads it', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const anna = await cliMember(browser, `anna_${suffix}`);
  const ben = await cliMember(browser, `ben_${suffix}`);

  // Ben opens his inbox from the user menu: empty, and listening.
  await ben.getByRole('button', { name: `ben_${suffix}`, exact: true }).click();
  await ben.getByRole('link', { name: 'Messages' }).click();
  await expect(ben.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(ben.getByText(/No conversations yet/)).toBeVisible();

  // Anna starts a conversation by name and sends two lines with Enter.
  await anna.goto('/messages');
  await anna.getByLabel('Write to (username)').fill(`ben_${suffix}`);
  await anna.getByRole('button', { name: 'Open conversation' }).click();
  await expect(anna.getByText('No messages yet. Say hello!')).toBeVisible();
  const box = anna.getByRole('textbox', { name: `Message to ben_${suffix}` });
  await box.fill('Good game! See https://www.youtube.com/watch?v=1 and https://evil.example');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const sent = anna.getByRole('region', { name: `Conversation with ben_${suffix}` });
  await expect(sent.getByRole('link', { name: 'https://www.youtube.com/watch?v=1' })).toHaveAttribute(
    'rel',
    'nofollow noopener',
  );
  await expect(sent.getByRole('link', { name: /evil/ })).toHaveCount(0);
  await box.fill('Rematch?');
  await box.press('Enter');
  await expect(sent.getByText('Rematch?')).toBeVisible();

  // Ben's inbox shows it without a reload, with two unread.
  const thread = ben.getByRole('link', { name: new RegExp(`anna_${suffix}.*Rematch\\?.*2 unread messages`) });
  await expect(thread).toBeVisible();
  await screenshots(ben, 'messages-inbox');
  await thread.click();
  const conversation = ben.getByRole('region', { name: `Conversation with anna_${suffix}` });
  await expect(conversation.getByText('Rematch?')).toBeVisible();

  // A reply arrives on Anna's open conversation live; Ben's inbox has nothing unread any more.
  await ben.getByRole('textbox', { name: `Message to anna_${suffix}` }).fill('Sure, in five minutes');
  await ben.getByRole('textbox', { name: `Message to anna_${suffix}` }).press('Enter');
  await expect(sent.getByText('Sure, in five minutes')).toBeVisible();
  await screenshots(anna, 'messages-conversation');
  await ben.getByRole('link', { name: /All conversations/ }).click();
  await expect(
    ben.getByRole('link', { name: new RegExp(`anna_${suffix}.*You: Sure, in five minutes`) }),
  ).toBeVisible();
  await expect(ben.getByText(/unread message/)).toHaveCount(0);
  for (const page of [anna, ben]) expect(cspViolationsOf(page)).toEqual([]);
});

test('two players chat in their game; a spectator talks in the spectators’ room', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const cleo = await cliMember(browser, `cleo_${suffix}`);
  const dan = await cliMember(browser, `dan_${suffix}`);
  for (const page of [cleo, dan]) {
    await page.goto('/play');
    await page.getByRole('button', { name: '3+0 Blitz' }).click();
  }
  await expect(cleo).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  await expect(dan).toHaveURL(cleo.url());

  const chatOf = (page: Page) => page.getByRole('region', { name: 'Chat' });
  await expect(chatOf(cleo).getByRole('heading', { name: 'Chat with your opponent' })).toBeVisible();
  await chatOf(cleo).getByRole('textbox', { name: 'Chat message' }).fill('Good luck!');
  await chatOf(cleo).getByRole('textbox', { name: 'Chat message' }).press('Enter');
  await expect(chatOf(dan).getByText('Good luck!')).toBeVisible();
  await chatOf(dan).getByRole('textbox', { name: 'Chat message' }).fill('You too');
  await chatOf(dan).getByRole('button', { name: 'Send' }).click();
  await expect(chatOf(cleo).getByText('You too')).toBeVisible();

  // A spectator sees only the spectators' room; players do not see it.
  const eve = await cliMember(browser, `eve_${suffix}`);
  await eve.goto(new URL(cleo.url()).pathname);
  await expect(chatOf(eve).getByRole('heading', { name: 'Spectators’ chat' })).toBeVisible();
  await expect(chatOf(eve).getByText('No messages yet.')).toBeVisible();
  await chatOf(eve).getByRole('textbox', { name: 'Chat message' }).fill('Nice game so far');
  await chatOf(eve).getByRole('textbox', { name: 'Chat message' }).press('Enter');
  await expect(chatOf(eve).getByText('Nice game so far')).toBeVisible();

  // A reload brings the history back; muting hides it for this game.
  await dan.reload();
  await expect(chatOf(dan).getByText('Good luck!')).toBeVisible();
  await expect(chatOf(dan).getByText('Nice game so far')).toHaveCount(0);
  await screenshots(cleo, 'game-chat');
  await chatOf(dan).getByLabel('Mute chat in this game').check();
  await expect(chatOf(dan).getByText('Chat muted in this game.')).toBeVisible();
  await dan.reload();
  await expect(chatOf(dan).getByText('Chat muted in this game.')).toBeVisible();
  for (const page of [cleo, dan, eve]) expect(cspViolationsOf(page)).toEqual([]);
});
