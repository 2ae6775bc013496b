import path from 'node:path';
import { kingside } from '../support/kingside-cli';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

const shots = path.resolve(import.meta.dirname, '..', '..', '.tmp');

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Writes and saves an item in the editor; answers once the save is through. */
async function write(page: Page, title: string, body: string, state: 'Publish now' | 'Schedule') {
  await page.goto('/content/write?kind=article');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill(`About ${title}`);
  await page.getByLabel('Text (Markdown)').fill(body);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('The bridge')).toBeVisible();
  await page.getByLabel('Publish', { exact: true }).selectOption({ label: state });
  if (state === 'Schedule') await page.getByLabel('Publish at').fill('2099-01-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  // Published: the editor opens the page; scheduled: it stays, on the item's own address.
  if (state === 'Publish now')
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  else await expect(page).toHaveURL(/\/content\/write\?id=\d+$/);
}

/** A comment posted the way a script would, with the session's CSRF token: the server's answer. */
const postComment = (page: Page, itemId: number, body: string) =>
  page.evaluate(
    async ([id, text]) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch(`/callback/content/item/${id}/comments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ body: text, _token: token }),
      });
      return { status: response.status, body: await response.json() };
    },
    [itemId, body] as const,
  );

test('staff write, schedule and feature an article; a member comments, replies, sees it at home; locked, it refuses comments', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const staffName = `editor_${suffix}`;
  const staff = await cliMember(browser, staffName);
  expect(kingside('user:set-level', staffName, 'staff')).toContain(`${staffName} is now staff.`);
  const member = await cliMember(browser, `reader_${suffix}`);

  // Staff publish an article with a position, and schedule another for later.
  const title = `The bridge ${suffix}`;
  await write(
    staff,
    title,
    `The bridge wins.\n\n\`\`\`fen\n1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\n\`\`\``,
    'Publish now',
  );
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(staff.locator('.chess-diagram .cg-wrap')).toHaveCount(1);
  const articleUrl = new URL(staff.url()).pathname;
  await write(staff, `Later ${suffix}`, 'The bridge, later.', 'Schedule');
  const scheduledId = new URL(staff.url()).searchParams.get('id');
  expect(scheduledId).toBeTruthy();

  // Featured: it leads the home page.
  await staff.goto(articleUrl);
  await staff.getByRole('group', { name: 'Staff tools' }).getByRole('button', { name: 'Feature' }).click();
  await expect(staff.getByRole('status')).toContainText(
    'Feature Set! It might take a minute or two to appear.',
  );

  // The member cannot see the scheduled one, follows the author, comments and replies.
  await member.goto(`/article/view/later-${suffix}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await member.goto(`/member/${staffName}`);
  await member.getByRole('button', { name: 'Follow' }).click();
  await expect(member.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await member.goto(articleUrl);
  await member.getByRole('textbox', { name: 'Comment' }).fill('Rook to the fourth rank!');
  await member.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(member.getByRole('status')).toContainText('Thank you for your comment.');
  await expect(member.getByText('Rook to the fourth rank!')).toBeVisible();
  await member.getByRole('button', { name: 'Reply' }).click();
  await member.getByRole('textbox', { name: 'Reply' }).fill('And then the king walks out.');
  await member.getByRole('button', { name: 'Reply' }).last().click();
  await expect(member.locator('.comments__replies').getByText('And then the king walks out.')).toBeVisible();
  await screenshots(member, 'content-article');

  // Home: the featured article first, then what the followed author published.
  await member.goto('/');
  await expect(
    member.getByRole('region', { name: 'Featured' }).getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(member.getByText(`${staffName} published`)).toBeVisible();
  await screenshots(member, 'content-home');

  // Locked: the page says so and the server refuses a comment.
  await staff.goto(articleUrl);
  await staff.getByRole('button', { name: 'Lock comments' }).click();
  await expect(staff.getByText('Comments are locked.')).toBeVisible();
  await member.goto(articleUrl);
  await expect(member.getByText('Comments are locked.')).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
  const itemId = await member.evaluate(
    () => JSON.parse(document.getElementById('page-context')?.textContent ?? '{}').page.article.id as number,
  );
  const refused = await postComment(member, itemId, 'Let me in');
  expect(refused).toEqual({
    status: 403,
    body: { error: { code: 'comments_locked', message: 'Comments are locked on this page.' } },
  });

  await member.goto('/articles');
  await expect(member.getByRole('link', { name: title })).toBeVisible();
  await screenshots(member, 'content-index');
  expect(cspViolationsOf(member)).toEqual([]);
  expect(cspViolationsOf(staff)).toEqual([]);
});
