import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3395';
const [user, pass, ...pages] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  if (user !== '-') {
    await page.goto(base + '/login');
    await page.getByLabel('Username').fill(user);
    await page.getByLabel('Password').fill(pass);
    await page.getByRole('button', { name: /^Log in$/ }).click();
    await page.waitForTimeout(1500);
  }
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${user}-${p.replace(/[^a-z0-9]+/gi, '_')}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
