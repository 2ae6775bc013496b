import { cliMember } from '../support/players';
import { expect, type Page, test } from '../support/test';

// Each feature's English strings ride in its own chunks (apps/web/src/lib/i18n/register-strings.ts):
// a page whose part did not arrive would show its keys (`play.title`) instead of words.
const RAW_KEY = /\b[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z_]*)+\b/g;

async function rawKeysOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/Loading|Cargando/)).toHaveCount(0);
  const text = await page.locator('body').innerText();
  return (text.match(RAW_KEY) ?? []).map((key) => `${path}: ${key}`);
}

test('pages show words, never keys, in English and in Spanish, on a first load and after navigating', async ({
  browser,
}) => {
  const name = `words_${Date.now().toString(36)}`;
  const page = await cliMember(browser, name);
  const paths = ['/', '/play', '/watch', '/about', '/membership', `/member/${name}`, '/social', '/settings'];
  const seen: string[] = [];
  for (const language of ['', '/es']) {
    for (const path of paths) seen.push(...(await rawKeysOn(page, `${language}${path}`)));
  }
  // Moving within the app loads a page's chunk (and its strings) after the shell's.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Play' }).click();
  await expect(page.getByRole('heading', { name: 'Play chess' })).toBeVisible();
  seen.push(...((await page.locator('body').innerText()).match(RAW_KEY) ?? []));
  expect(seen).toEqual([]);
});
