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

test('two members join a knockout: the bracket is drawn and pushed, the final is played, the champion shown', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const alice = await cliMember(browser, `koa_${suffix}`);
  const bob = await cliMember(browser, `kob_${suffix}`);
  const url = `e2e-knockout-${suffix}`;

  const created = await post(alice, '/callback/tournaments', {
    kind: 'knockout',
    matchGames: 1,
    url,
    name: 'Evening knockout',
    tc: { initial: 300, increment: 0 },
    rated: false,
    startsAt: new Date(Date.now() + 5000).toISOString(),
    durationMinutes: 30,
  });
  expect(created).toBe(200);

  for (const page of [alice, bob]) {
    await page.goto(`/tournament/${url}`);
    await expect(page.getByRole('heading', { name: 'Evening knockout' })).toBeVisible();
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  }

  // The draw at the start is pushed: the bracket appears, its final being played.
  const bracket = alice.getByRole('region', { name: 'Bracket rounds (scrolls sideways)' });
  await expect(bracket.getByRole('list', { name: 'Final' })).toContainText('Watch the game');
  for (const page of [alice, bob]) {
    await page.getByRole('link', { name: 'Play your game' }).click();
    await expect(page).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
  }
  const [white, black] = (await colourOf(alice)) === 'white' ? [alice, bob] : [bob, alice];
  await move(white, 'e4');
  await move(black, 'e5');

  await black.goto(`/tournament/${url}`);
  await white.getByRole('button', { name: 'Resign' }).click();
  await white.getByRole('button', { name: 'Yes, resign' }).click();
  const blackName = black === alice ? `koa_${suffix}` : `kob_${suffix}`;
  const final = black.getByRole('region', { name: 'Bracket rounds (scrolls sideways)' }).getByRole('list', {
    name: 'Final',
  });
  await expect(final).toContainText(`${blackName} (through)1`);
  const podium = black.getByRole('region', { name: 'Podium' });
  await expect(podium.getByRole('listitem').first()).toContainText(blackName);
});
