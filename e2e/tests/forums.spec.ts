import path from 'node:path';
import { kingside } from '../support/kingside-cli';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Desktop and 390 px wide: `.tmp/forums-<name>-<width>.png`. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(root, '.tmp', `forums-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member posts a topic, another replies and reports it, a moderator locks it', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Caro-Kann or Sicilian? ${suffix}`;
  const ana = await cliMember(browser, `fana_${suffix}`);
  const ben = await cliMember(browser, `fben_${suffix}`);
  const modName = `fmod_${suffix}`;

  // Ana finds the forums in the menu and starts a topic in General.
  await ana.getByRole('button', { name: 'More' }).click();
  await ana.getByRole('link', { name: 'Forums' }).click();
  await expect(ana.getByRole('heading', { name: 'Forums', level: 1 })).toBeVisible();
  await ana.getByRole('link', { name: 'General Chess Discussion' }).click();
  await ana.getByLabel('Title').fill(title);
  await ana
    .getByLabel('Message (Markdown)')
    .fill('Which defence against **1.e4**? <script>alert(1)</script>');
  await ana.getByRole('button', { name: 'Post topic' }).click();
  await expect(ana.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(ana.locator('.forums__body strong')).toHaveText('1.e4');
  await expect(ana.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  const topicUrl = ana.url();

  // Ben replies quoting her, then reports the topic.
  await ben.goto(topicUrl);
  await ben.getByRole('button', { name: 'Quote' }).click();
  await ben.getByLabel('Your reply (Markdown)').fill('The Sicilian, of course.');
  await ben.getByRole('button', { name: 'Post reply' }).click();
  await expect(ben.locator('.forums__body blockquote')).toContainText(`fana_${suffix} wrote:`);
  await expect(ben.getByText('The Sicilian, of course.')).toBeVisible();
  await ben.getByRole('button', { name: 'Report topic' }).click();
  const dialog = ben.getByRole('dialog', { name: 'Report this topic' });
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(ben.getByText('Thank you. Moderators will review your report of this topic.')).toBeVisible();
  await screenshots(ben, 'topic');

  // Ana hears of the reply in her bell.
  await ana.reload();
  await ana.getByRole('button', { name: /Notifications/ }).click();
  await expect(ana.getByText(`fben_${suffix} replied in “${title}”`)).toBeVisible();
  await ana.keyboard.press('Escape');

  // The moderator sees the report in the queue, and locks the topic from its page.
  const mod = await cliMember(browser, modName);
  expect(kingside('user:set-level', modName, 'moderator')).toContain(`${modName} is now moderator.`);
  await mod.goto('/staff/reports');
  const queue = mod.getByRole('table', { name: 'Open reports' });
  await expect(queue.getByRole('row').filter({ hasText: 'Forum topic' }).first()).toBeVisible();
  await mod.goto(topicUrl);
  await mod.getByRole('button', { name: 'Lock' }).click();
  await expect(mod.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await screenshots(mod, 'moderated');

  // Ben can no longer reply: the topic says it is locked.
  await ben.reload();
  await expect(ben.getByText('This topic is locked: no new posts can be added.')).toBeVisible();
  await expect(ben.getByLabel('Your reply (Markdown)')).toHaveCount(0);
  for (const page of [ana, ben, mod]) expect(cspViolationsOf(page)).toEqual([]);
});
