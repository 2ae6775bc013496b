/** Test helpers for the challenge tests (not used by the app). */
import { CHALLENGE_API, type ChallengeView, type ServerMessage } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { type TestApp, TestBrowser } from '../../../../test/test-app';
import { users } from '../../accounts/accounts.tables';
import { playerOf } from '../player';
import { playerChannel } from '../socket/player-hub';
import { challenges } from './challenge.tables';

export const FIVE_THREE = { initial: 300, increment: 3 };

/** A registered, logged-in member in a browser of their own. */
export async function memberBrowser(t: TestApp, name: string) {
  const browser = new TestBrowser(t.app);
  const response = await browser.register(name);
  if (response.statusCode >= 400) throw new Error(`register ${name}: ${response.body}`);
  const user = (await t.services.accounts.findByUsername(name))!;
  return { browser, user, player: playerOf(user, null)! };
}

/** A guest with a session (visited a page first). */
export async function guestBrowser(t: TestApp) {
  const browser = new TestBrowser(t.app);
  await browser.get('/');
  return browser;
}

export async function challenge(
  from: TestBrowser,
  body: Partial<{ username: string; timeControl: object; rated: boolean; color: string }>,
) {
  return from.post(CHALLENGE_API.create, { timeControl: FIVE_THREE, rated: false, color: 'random', ...body });
}

export const post = (browser: TestBrowser, url: string, body: Record<string, unknown> = {}) =>
  browser.post(url, body);

export async function challengeCount(t: TestApp): Promise<number> {
  return (await t.testDb.database.db.select().from(challenges)).length;
}

export async function closeAccount(t: TestApp, userId: number): Promise<void> {
  await t.testDb.database.db.update(users).set({ closure: 'abuser' }).where(eq(users.userId, userId));
}

/** What a person's sockets would hear, collected from their player channel. */
export async function listen(t: TestApp, player: Parameters<typeof playerChannel>[0]) {
  const heard: ServerMessage[] = [];
  const stop = await t.services.bus.subscribe(playerChannel(player), (m) => heard.push(m as ServerMessage));
  return {
    heard,
    stop,
    challenges: () => heard.flatMap((m) => (m.t === 'challenge' ? [m.challenge] : [])) as ChallengeView[],
  };
}
