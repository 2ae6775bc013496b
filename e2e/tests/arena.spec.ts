import { cliMember, move } from '../support/players';
import { expect, type Page, test } from '../support/test';

/** The web app's way of posting a callback: the CSRF token from its cookie in the body. */
const post = (page: Page, url: string, body: Record<string, unknown>) =>
  page.evaluate(
    async ([url, body]) => {
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, _token: token }),
      });
      return response.status;
    },
    [url, body] as const,
  );

const colourOf = (page: Page) =>
  page.evaluate(
    async (path) => (await (await fetch(`/callback${path}`)).json()).you as string,
    new URL(page.url()).pathname,
  );

test('two members join an arena, are paired, play, and see the standings change live', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const alice = await cliMember(browser, `ara_${suffix}`);
  const bob = await cliMember(browser, `arb_${suffix}`);
  const url = `e2e-arena-${suffix}`;

  const created = await post(alice, '/callback/tournaments', {
    url,
    name: 'Evening arena',
    tc: { initial: 300, increment: 0 },
    rated: false,
    startsAt: new Date(Date.now() + 5000).toISOString(),
    durationMinutes: 20,
  });
  expect(created).toBe(200);

  for (const page of [alice, bob]) {
    await page.goto(`/tournament/${url}`);
    await expect(page.getByRole('heading', { name: 'Evening arena' })).toBeVisible();
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  }
  await expect(alice.getByRole('region', { name: 'Standings' }).getByRole('row')).toHaveCount(3);

  // The start and the first wave are pushed: each page offers its player the game.
  for (const page of [alice, bob]) {
    await expect(page.getByRole('timer')).toContainText('Ends in');
    await page.getByRole('link', { name: 'Play your game' }).click();
    await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  }
  const [white, black] = (await colourOf(alice)) === 'white' ? [alice, bob] : [bob, alice];
  await move(white, 'e4');
  await move(black, 'e5');

  // Black watches the standings while white resigns: the table changes without a reload.
  await black.goto(`/tournament/${url}`);
  const standings = black.getByRole('region', { name: 'Standings' });
  await expect(standings.getByRole('row').nth(1)).toContainText('0');
  await white.getByRole('button', { name: 'Resign' }).click();
  await white.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(white.getByRole('heading', { name: 'Black wins by resignation' })).toBeVisible();

  const blackName = black === alice ? `ara_${suffix}` : `arb_${suffix}`;
  const first = standings.getByRole('row').nth(1);
  await expect(first).toContainText(blackName);
  await expect(first.getByRole('cell').last()).toHaveText('2');
  await expect(standings.getByRole('row').nth(2).getByRole('cell').last()).toHaveText('0');
});
