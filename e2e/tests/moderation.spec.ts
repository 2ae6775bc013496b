import path from 'node:path';
import { kingside } from '../support/kingside-cli';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Desktop and 390 px wide, dark and light: `.tmp/moderation-<name>-<width>-<theme>.png`. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      await page.screenshot({
        path: path.join(root, '.tmp', `moderation-${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a member reports another from the profile; a moderator mutes them from the queue; the audit log shows it', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const [aliceName, bobName, modName, bossName] = ['alice', 'bob', 'mod', 'boss'].map(
    (n) => `${n}_${stamp}`,
  ) as [string, string, string, string];
  const alice = await cliMember(browser, aliceName);
  await cliMember(browser, bobName);

  await alice.goto(`/member/${bobName}`);
  await alice.getByRole('button', { name: 'Report' }).click();
  const dialog = alice.getByRole('dialog', { name: `Report ${bobName}` });
  await expect(dialog.getByRole('radio', { name: 'Cheating or engine use' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Abusive or hateful messages' }).check();
  await dialog.getByLabel('What happened (optional)').fill('Insulted me after our blitz game.');
  await screenshots(alice, 'dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(alice.getByRole('status')).toContainText(
    `Thank you. Moderators will review your report of ${bobName}.`,
  );
  await expect(dialog).toHaveCount(0);
  // A second report of the same member is refused with the server's reason, and the dialog stays.
  await alice.getByRole('button', { name: 'Report' }).click();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already reported this, and moderators have not reviewed it yet.',
  );
  await alice.keyboard.press('Escape');

  const mod = await cliMember(browser, modName);
  expect(kingside('user:set-level', modName, 'moderator')).toContain(`${modName} is now moderator.`);
  await mod.goto('/about');
  await mod.getByRole('button', { name: modName, exact: true }).click();
  await mod.getByRole('link', { name: 'Reports' }).click();
  await expect(mod.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const queue = mod.getByRole('table', { name: 'Open reports' });
  // The demo's two reports of demo_silver wait first; the new one after them.
  await expect(queue.getByRole('link', { name: 'Review: demo_silver' })).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: bobName })).toContainText(
    'Abusive or hateful messages',
  );
  await screenshots(mod, 'queue');

  await queue.getByRole('link', { name: `Review: ${bobName}` }).click();
  await expect(mod.getByRole('heading', { name: `Reports of ${bobName}` })).toBeVisible();
  await expect(mod.getByText('Insulted me after our blitz game.')).toBeVisible();
  await expect(mod.getByRole('region', { name: 'Recent games' })).toContainText('No finished games.');
  await mod.getByLabel('Action').selectOption('mute');
  await mod.getByLabel('Mute for').selectOption('1d');
  await mod.getByLabel('Note for the audit log (optional)').fill('Abuse in chat.');
  await screenshots(mod, 'detail');
  await mod.getByRole('button', { name: 'Resolve the reports' }).click();
  await expect(mod.getByRole('status')).toContainText(`${bobName} is muted until`);
  await expect(mod.getByText(/^Muted until/)).toBeVisible();
  await expect(mod.getByRole('region', { name: 'Earlier reports' })).toContainText(`Muted by ${modName}`);

  await mod.goto('/staff/reports');
  await expect(mod.getByRole('link', { name: 'Review: demo_silver' })).toBeVisible();
  await expect(mod.getByRole('link', { name: `Review: ${bobName}` })).toHaveCount(0);

  // The audit log is staff's: a staff member finds the mute there.
  const boss = await cliMember(browser, bossName);
  kingside('user:set-level', bossName, 'staff');
  await boss.goto('/staff/audit');
  const log = boss.getByRole('table', { name: 'Audit log entries' });
  const row = log.getByRole('row').filter({ hasText: bobName });
  await expect(row).toContainText('Muted the member');
  await expect(row).toContainText(modName);

  for (const page of [alice, mod, boss]) expect(cspViolationsOf(page)).toEqual([]);
});
