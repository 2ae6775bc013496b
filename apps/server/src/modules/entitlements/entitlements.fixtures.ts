/** Test helpers: members of a given tier and timezone, logged in (not used by the app). */
import type { AssignableLevel } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import { USER_CHANGED } from '../../platform/session/session.cache';
import type { UserRow } from '../accounts';

let serial = 0;

export interface TestMember {
  browser: TestBrowser;
  user: UserRow;
}

/** Registers a member (logged in through `browser`) at a level, in a timezone (null: none stored). */
export async function memberWith(
  t: TestApp,
  options: { level?: AssignableLevel; timezone?: string | null; name?: string } = {},
): Promise<TestMember> {
  const username = options.name ?? `member_${++serial}`;
  const browser = new TestBrowser(t.app);
  const registered = await browser.register(username);
  if (registered.statusCode !== 200) throw new Error(`register ${username}: ${registered.body}`);
  if (options.level) await t.services.accounts.setLevel(username, options.level);
  const db = t.testDb.database.db;
  if (options.timezone !== undefined) {
    await db
      .update(users)
      .set({ timezone: options.timezone })
      .where(eq(users.usernameKey, username.toLowerCase()));
    await t.services.bus.publish(USER_CHANGED, {});
  }
  const [user] = await db.select().from(users).where(eq(users.usernameKey, username.toLowerCase()));
  return { browser, user: user! };
}
