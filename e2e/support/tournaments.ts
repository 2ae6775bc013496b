import { type Browser, expect, type Page } from '@playwright/test';
import { cliMember } from './players';

/** The web app's way of posting a callback: the CSRF token from its cookie in the body. */
export const post = (page: Page, url: string, body: Record<string, unknown>) =>
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

/** The colour the page's member plays in the game it shows. */
export const colourOf = (page: Page) =>
  page.evaluate(
    async (path) => (await (await fetch(`/callback${path}`)).json()).you as string,
    new URL(page.url()).pathname,
  );

export interface TwoEntrants {
  alice: Page;
  bob: Page;
  /** The tournament's address part: `/tournament/{url}`. */
  url: string;
  nameOf: (page: Page) => string;
}

/**
 * Two members made and logged in (`{prefix}a_…`, `{prefix}b_…`) and an unrated 5+0 tournament alice
 * created, starting in five seconds: `fields` add its kind, name and length.
 */
export async function tournamentOfTwo(
  browser: Browser,
  prefix: string,
  urlStem: string,
  fields: Record<string, unknown>,
): Promise<TwoEntrants> {
  const suffix = Date.now().toString(36).slice(-5);
  const alice = await cliMember(browser, `${prefix}a_${suffix}`);
  const bob = await cliMember(browser, `${prefix}b_${suffix}`);
  const url = `${urlStem}-${suffix}`;

  const created = await post(alice, '/callback/tournaments', {
    ...fields,
    url,
    tc: { initial: 300, increment: 0 },
    rated: false,
    startsAt: new Date(Date.now() + 5000).toISOString(),
  });
  expect(created).toBe(200);
  const nameOf = (page: Page) => (page === alice ? `${prefix}a_${suffix}` : `${prefix}b_${suffix}`);
  return { alice, bob, url, nameOf };
}

/** Both members open the tournament's page and join; `joined` is the button the page then offers. */
export async function joinBoth({ alice, bob, url }: TwoEntrants, heading: string, joined: string) {
  for (const page of [alice, bob]) {
    await page.goto(`/tournament/${url}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('button', { name: joined })).toBeVisible();
  }
}
