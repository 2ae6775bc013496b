import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { watchCspViolations } from './csp';
import { E2E_DATA_DIR, kingsideOn } from './kingside-cli';

const PASSWORD = 'queen-to-h4-mate';

const violations = new WeakMap<Page, string[]>();

let contexts = 0;

/**
 * Each browser comes from an address of its own, as members do: the e2e server trusts the loopback
 * proxy (TRUST_PROXY), so the per-address limits on sign-ups and logins count each member apart
 * instead of the whole suite as one visitor.
 */
function nextClientAddress(): string {
  contexts += 1;
  return `10.${process.pid % 250}.${contexts >> 8}.${contexts & 255}`;
}

/** A server of a spec's own (its address and DATA_DIR); by default the shared one of the config. */
export interface E2eServer {
  baseURL: string;
  dataDir: string;
}

/** A page in a context of its own whose CSP violations are kept (see cspViolationsOf). */
export async function watchedPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
  });
  const seen = await watchCspViolations(context);
  const page = await context.newPage();
  violations.set(page, seen);
  return page;
}

/** The CSP violations so far in the context of a page made here. */
export function cspViolationsOf(page: Page): string[] {
  const seen = violations.get(page);
  if (!seen) throw new Error('this page was not made by watchedPage');
  return seen;
}

/** A new member in a browser of their own, signed up through the page like anyone else. */
export async function newMember(browser: Browser, name: string): Promise<Page> {
  const page = await watchedPage(browser);
  await page.goto('/register');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  return page;
}

/** A member made with the CLI, logged in through the page: for tests about something other than signing up. */
export async function cliMember(browser: Browser, name: string, server?: E2eServer): Promise<Page> {
  kingsideOn(
    server?.dataDir ?? E2E_DATA_DIR,
    'user:create',
    name,
    '--password',
    PASSWORD,
    '--email',
    `${name}@example.com`,
  );
  const page = await watchedPage(browser, server?.baseURL);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  return page;
}

/** Types a move the way a keyboard player would, then waits until the server has it in the move list. */
export async function move(page: Page, san: string) {
  await page.getByLabel('Type a move').fill(san);
  await page.getByLabel('Type a move').press('Enter');
  await expect(page.getByRole('list', { name: 'Moves' }).getByText(san, { exact: true })).toBeVisible();
}

/**
 * The challenger opens the opponent's profile and sends a 5+0 challenge (as white unless told
 * otherwise, casual unless `rated`); the opponent accepts and the challenger lands on the game.
 */
export async function challengeAccepted(
  challenger: Page,
  opponent: Page,
  names: { challenger: string; opponent: string },
  options: { rated?: boolean; colour?: 'White' | 'Black' | null } = {},
): Promise<void> {
  await challenger.goto(`/member/${names.opponent}`);
  await challenger.getByRole('button', { name: 'Challenge' }).click();
  const dialog = challenger.getByRole('dialog', { name: `Challenge ${names.opponent}` });
  await dialog.getByLabel('Time control').selectOption('5+0');
  const colour = options.colour === undefined ? 'White' : options.colour;
  if (colour) await dialog.getByRole('radio', { name: colour }).check();
  if (options.rated) await dialog.getByRole('radio', { name: 'Rated' }).check();
  await dialog.getByRole('button', { name: 'Send challenge' }).click();
  await opponent
    .getByRole('group', { name: `Challenge from ${names.challenger}` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(challenger).toHaveURL(/\/game\/[A-Za-z0-9]{8}$/);
}

/**
 * A seeded demo account (`demo_moderator`, `demo_platinum`…), logged in through the page with the
 * password the shared server wrote for its operator at its first start.
 */
export async function demoAccount(browser: Browser, username: string): Promise<Page> {
  const file = readFileSync(path.join(E2E_DATA_DIR, 'demo-accounts.txt'), 'utf8');
  const line = file.split('\n').find((l) => l.trim().split(/\s+/)[1] === username);
  if (!line) throw new Error(`no demo account ${username}`);
  const page = await watchedPage(browser);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(line.trim().split(/\s+/)[2]!);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: username, exact: true })).toBeVisible();
  return page;
}
