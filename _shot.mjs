import { chromium } from 'playwright-core';
const [,, url, out, width = '1100', height = '700', scheme = 'dark', login] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme: scheme });
if (login) {
  const [u, p] = login.split(':');
  await page.goto(new URL('/login', url).href);
  await page.getByLabel(/username/i).fill(u);
  await page.getByLabel(/^password/i).fill(p);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForTimeout(1500);
}
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
