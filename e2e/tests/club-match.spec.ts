import path from 'node:path';
import { cliMember, cspViolationsOf, move } from '../support/players';
import { expect, type Page, test } from '../support/test';

const root = path.resolve(import.meta.dirname, '../..');

/** Desktop and 390 px wide: `.tmp/club-match-<name>-<width>.png`. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(root, '.tmp', `club-match-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function foundClub(owner: Page, name: string, slug: string) {
  await owner.goto('/clubs');
  await owner.getByText('Found a club').click();
  await owner.getByLabel('Name', { exact: true }).fill(name);
  await owner.getByLabel('Address (kingside/club/…)').fill(slug);
  await owner.getByRole('button', { name: 'Found club' }).click();
  await expect(owner.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function join(member: Page, slug: string) {
  await member.goto(`/club/${slug}`);
  await member.getByRole('button', { name: 'Join club' }).click();
  await expect(member.getByText('Welcome to the club!')).toBeVisible();
}

test('two clubs play a two-board live match to the end and the score shows on the match page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-5);
  const names = ['hown', 'hmem', 'aown', 'amem'].map((n) => `${n}_${suffix}`);
  const [homeOwner, homeMember, awayOwner, awayMember] = await Promise.all(
    names.map((name) => cliMember(browser, name)),
  );
  const pageOf = new Map(names.map((name, i) => [name, [homeOwner, homeMember, awayOwner, awayMember][i]!]));
  const home = `knights-${suffix}`;
  const away = `rooks-${suffix}`;
  await foundClub(homeOwner!, `Knights ${suffix}`, home);
  await foundClub(awayOwner!, `Rooks ${suffix}`, away);
  await join(homeMember!, home);
  await join(awayMember!, away);

  // The home club's owner proposes; the away club's owner accepts on the match page.
  await homeOwner!.goto(`/club/${home}`);
  await homeOwner!.getByLabel('Opponent club (address)').fill(away);
  await homeOwner!.getByLabel('Match name').fill('Spring derby');
  await homeOwner!.getByLabel('Boards', { exact: true }).fill('2');
  await homeOwner!.getByLabel('Minutes per player').fill('5');
  await homeOwner!.getByRole('button', { name: 'Propose', exact: true }).click();
  await expect(homeOwner!).toHaveURL(/\/club\/matches\/\d+$/);
  const matchUrl = homeOwner!.url();
  await expect(homeOwner!.getByText('Proposed, waiting for the other club')).toBeVisible();
  await awayOwner!.goto(matchUrl);
  await awayOwner!.getByRole('button', { name: 'Accept the match' }).click();
  await expect(awayOwner!.getByText('Registration open')).toBeVisible();

  for (const [page, club] of [
    [homeOwner!, `Knights ${suffix}`],
    [homeMember!, `Knights ${suffix}`],
    [awayOwner!, `Rooks ${suffix}`],
    [awayMember!, `Rooks ${suffix}`],
  ] as const) {
    await page.goto(matchUrl);
    await page.getByRole('button', { name: `Register for ${club}` }).click();
    await expect(page.getByText(`You play for ${club}.`)).toBeVisible();
  }
  await screenshots(awayOwner!, 'registration');
  await awayOwner!.getByRole('button', { name: 'Start now' }).click();
  await expect(awayOwner!.getByText('In progress')).toBeVisible();

  // Two boards, two games each: the home player has white in the first, black in the second.
  const rows = awayOwner!.locator('.club-match__boards tbody tr');
  await expect(rows).toHaveCount(2);
  const games: { id: string; white: string; black: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const row = rows.nth(i);
    const homeName = (await row.locator('td').nth(1).getByRole('link').textContent())!;
    const awayName = (await row.locator('td').nth(2).getByRole('link').textContent())!;
    const links = row.locator('.club-match__game');
    await expect(links).toHaveCount(2);
    const id = async (k: number) => (await links.nth(k).getAttribute('href'))!.split('/').pop()!;
    games.push({ id: await id(0), white: homeName, black: awayName });
    games.push({ id: await id(1), white: awayName, black: homeName });
  }
  // Everyone plays white in one game and black in another: first moves before the 30-second abort.
  await Promise.all(
    games.map(async (g) => {
      const page = pageOf.get(g.white)!;
      await page.goto(`/game/${g.id}`);
      await move(page, 'e4');
    }),
  );
  await Promise.all(
    games.map(async (g) => {
      const page = pageOf.get(g.black)!;
      await page.goto(`/game/${g.id}`);
      await move(page, 'e5');
    }),
  );
  // Board 1: the home player wins both; board 2: one game each way. Home 3, away 1.
  const losers = [games[0]!.black, games[1]!.white, games[2]!.black, games[3]!.black];
  for (const [k, loser] of losers.entries()) {
    const page = pageOf.get(loser)!;
    await page.goto(`/game/${games[k]!.id}`);
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await expect(page.getByRole('heading', { name: /wins by resignation/ })).toBeVisible();
  }

  // The match page the away owner kept open updates itself: final, 3 – 1.
  const watcher = homeMember!;
  await watcher.goto(matchUrl);
  await expect(watcher.getByText('Final')).toBeVisible({ timeout: 20_000 });
  await expect(watcher.getByTestId('match-score')).toHaveText('3 – 1');
  await expect(
    watcher.getByRole('link', { name: /Game 1, Knights .* with white: 1–0/ }).first(),
  ).toBeVisible();
  await screenshots(watcher, 'final');

  // The club page lists it among the results.
  await watcher.goto(`/club/${home}`);
  await expect(watcher.getByRole('link', { name: 'Spring derby' })).toBeVisible();
  for (const page of pageOf.values()) expect(cspViolationsOf(page)).toEqual([]);
});
