import { cliMember } from '../support/players';
import { expect, type Page, test } from '../support/test';

/** A 1×1 PNG: the server re-encodes whatever it gets into its own sizes. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A web callback as the app makes it: same origin, CSRF token from the cookie. */
const call = (page: Page, method: string, path: string) =>
  page.evaluate(
    async ({ method, path }) => {
      const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: '{}',
      });
      return response.status;
    },
    { method, path },
  );

test('a new member edits the profile and uploads an avatar; a friend hovers the name and sees the card', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const annaName = `anna_${suffix}`;
  const borisName = `boris_${suffix}`;
  const anna = await cliMember(browser, annaName);
  const boris = await cliMember(browser, borisName);

  await anna.goto(`/member/${annaName}`);
  await anna.getByRole('button', { name: 'Edit profile' }).click();
  await anna.getByLabel('First name').fill('Anna');
  await anna.getByLabel('Last name').fill('Petrova');
  await anna.getByLabel('Country').selectOption('BG');
  await anna.getByLabel('Location').fill('Sofia');
  await anna.getByLabel('About me').fill('Rapid player who loves endgames.');
  await anna.getByTitle('emoji_fire').click();
  await expect(anna.getByRole('radio', { name: 'emoji_fire' })).toBeChecked();
  await anna.getByRole('button', { name: 'Save' }).click();
  await expect(anna.getByText('Profile saved')).toBeVisible();
  await expect(anna.getByText('Anna Petrova')).toBeVisible();
  await expect(anna.locator('.profile__country')).toHaveText(/Bulgaria/);

  await anna
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(anna.getByText('Avatar uploaded')).toBeVisible();
  const avatar = anna.locator('.profile__avatar img.avatar');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.webp$/);
  await anna.reload();
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // They become friends, so Anna shows on Boris's profile.
  expect(await call(anna, 'POST', `/callback/friend/request/${borisName}`)).toBe(200);
  expect(await call(boris, 'PUT', `/callback/friend/accept/${annaName}`)).toBe(200);
  await boris.goto(`/member/${borisName}`);
  await boris.getByRole('link', { name: annaName }).hover();
  const card = boris.getByRole('dialog', { name: `About ${annaName}` });
  await expect(card.getByText('Anna Petrova')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View profile' })).toHaveAttribute(
    'href',
    `/member/${annaName}`,
  );
  await boris.keyboard.press('Escape');
  await expect(card).toBeHidden();
});
