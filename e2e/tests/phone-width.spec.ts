import { demoAccount } from '../support/players';
import { expect, test } from '../support/test';

/** What a member with history visits, each page with its demo data: lists, tables, boards, charts. */
const PAGES = [
  '/',
  '/play',
  '/play/daily',
  '/play/computer',
  '/watch',
  '/games/archive/demo_platinum',
  '/analysis',
  '/puzzles',
  '/learn',
  '/news',
  '/social',
  '/settings',
  '/settings/board',
  '/settings/billing',
  '/insights',
  '/notifications',
  '/messages',
  '/articles',
  '/videos',
  '/forum',
  '/clubs',
  '/tournaments',
  '/leagues',
  '/stats/demo_platinum',
  '/member/demo_platinum',
  '/membership',
];

test('every page a member visits fits a phone’s width: nothing runs past the screen', async ({ browser }) => {
  const page = await demoAccount(browser, 'demo_platinum');
  await page.setViewportSize({ width: 390, height: 844 });
  const wider: string[] = [];
  for (const url of PAGES) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wider.push(`${url}: ${width} px`);
  }
  expect(wider).toEqual([]);
});
