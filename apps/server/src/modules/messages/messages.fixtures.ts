/** Test helpers for direct messages and game chat (not used by the app). */
import { eq } from 'drizzle-orm';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import type { TestMember } from '../entitlements/entitlements.fixtures';

let serial = 0;

/** Registers a logged-in member from an address of their own (suites register more than one address may). */
export async function messagingMember(t: TestApp, username: string): Promise<TestMember> {
  const n = ++serial;
  const browser = new TestBrowser(t.app, `10.14.${n >> 8}.${n & 255}`);
  const registered = await browser.register(username);
  if (registered.statusCode !== 200) throw new Error(`register ${username}: ${registered.body}`);
  const [user] = await t.testDb.database.db.select().from(users).where(eq(users.usernameKey, username));
  return { browser, user: user! };
}
