import path from 'node:path';
import { kingside } from '../support/kingside-cli';
import { cliMember, cspViolationsOf } from '../support/players';
import { expect, type Page, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const shots = path.join(root, '.tmp');
const DEMO_VIDEO = path.join(root, 'apps', 'server', 'src', 'modules', 'content', 'demo-video', 'board.webm');

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

test('staff upload a video; a member finds it, plays and seeks (ranges), comments; staff lock its comments', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const staffName = `curator_${suffix}`;
  const staff = await cliMember(browser, staffName);
  expect(kingside('user:set-level', staffName, 'staff')).toContain(`${staffName} is now staff.`);
  const member = await cliMember(browser, `viewer_${suffix}`);

  // Staff upload the file in the editor and publish it.
  const title = `Rook tour ${suffix}`;
  await staff.goto('/content/write?kind=chess_video');
  await staff.getByLabel('Title', { exact: true }).fill(title);
  await staff.getByLabel('Summary').fill('A rook walks the edge of the board.');
  await staff.getByLabel('Text (Markdown)').fill('Watch the rook.');
  await staff.getByLabel('Video file (MP4 or WebM, 100 MB at most)').setInputFiles(DEMO_VIDEO);
  await expect(staff.getByText(/^Uploaded: 0\.0 MB\.$/)).toBeVisible();
  await staff.getByLabel('Publish', { exact: true }).selectOption({ label: 'Publish now' });
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const videoUrl = new URL(staff.url()).pathname;
  expect(videoUrl).toBe(`/video/rook-tour-${suffix}`);

  // The member finds it on /videos, opens it, and the player reads it with range requests.
  const fileAnswers: { status: number; range: string | undefined; contentRange: string | undefined }[] = [];
  member.on('response', (response) => {
    if (/\/callback\/video\/item\/\d+\/file$/.test(new URL(response.url()).pathname))
      fileAnswers.push({
        status: response.status(),
        range: response.request().headers().range,
        contentRange: response.headers()['content-range'],
      });
  });
  await member.goto('/videos');
  await expect(member.getByRole('heading', { level: 1, name: 'Chess videos' })).toBeVisible();
  await member.getByRole('link', { name: title }).click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const player = member.getByLabel(`Video: ${title}`, { exact: true }).and(member.locator('video'));
  await expect(player).toBeVisible();
  const seeked = await player.evaluate(async (video: HTMLVideoElement) => {
    if (video.readyState < 1)
      await new Promise((loaded) => video.addEventListener('loadedmetadata', loaded, { once: true }));
    const duration = video.duration;
    video.currentTime = 4;
    await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
    return { duration, at: video.currentTime };
  });
  expect(seeked).toEqual({ duration: 6, at: 4 });
  expect(fileAnswers.length).toBeGreaterThan(0);
  expect(fileAnswers[0]).toMatchObject({ status: 206, range: expect.stringMatching(/^bytes=\d+-/) });
  expect(fileAnswers[0]!.contentRange).toMatch(/^bytes \d+-\d+\/41\d{3}$/);

  // It takes comments like any article.
  await member.getByRole('textbox', { name: 'Comment' }).fill('That rook never stops.');
  await member.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(member.getByRole('status')).toContainText('Thank you for your comment.');
  await expect(member.getByText('That rook never stops.')).toBeVisible();
  await screenshots(member, 'videos-page');

  // Staff lock the comments (§7 /callback/video/lock-comments/{id}); the member sees it locked.
  await staff.goto(videoUrl);
  const locking = staff.waitForResponse((response) =>
    /\/callback\/video\/lock-comments\/\d+$/.test(response.url()),
  );
  await staff
    .getByRole('group', { name: 'Staff tools' })
    .getByRole('button', { name: 'Lock comments' })
    .click();
  expect((await locking).status()).toBe(200);
  await expect(staff.getByText('Comments are locked.')).toBeVisible();
  await member.goto(videoUrl);
  await expect(member.getByText('Comments are locked.')).toBeVisible();
  await expect(member.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);

  // The demo's premium cut: a basic member is offered the upgrade instead of the player.
  await member.goto('/video/the-rooks-tour-premium-cut');
  await expect(member.getByRole('complementary', { name: /Premium videos/ })).toBeVisible();
  await expect(member.locator('video')).toHaveCount(0);
  await member.goto('/videos');
  await screenshots(member, 'videos-index');
  expect(cspViolationsOf(member)).toEqual([]);
  expect(cspViolationsOf(staff)).toEqual([]);
});
