/** Test helpers for the relations tests (not used by the app). */
import { RELATIONS_API } from '@kingside/contract';
import { asc } from 'drizzle-orm';
import type { TestApp, TestBrowser } from '../../../test/test-app';
import { blocks, followDismissals, follows, friendRequests, friendships, tracks } from './relations.tables';

type Method = 'POST' | 'PUT' | 'DELETE';

/** Every relation call that changes something, as the web app sends it (method, path). */
export const WRITES: [Method, (name: string) => string][] = [
  ['POST', RELATIONS_API.friendRequest],
  ['PUT', RELATIONS_API.friendAccept],
  ['POST', RELATIONS_API.friendCancel],
  ['DELETE', RELATIONS_API.friendDecline],
  ['DELETE', RELATIONS_API.friendDelete],
  ['POST', (name) => RELATIONS_API.member('block', name)],
  ['POST', (name) => RELATIONS_API.member('unblock', name)],
  ['POST', (name) => RELATIONS_API.member('track', name)],
  ['POST', (name) => RELATIONS_API.member('untrack', name)],
  ['POST', (name) => RELATIONS_API.member('follow', name)],
  ['POST', (name) => RELATIONS_API.member('unfollow', name)],
  ['POST', RELATIONS_API.dismissFollow],
];

export const send = (browser: TestBrowser, method: Method, url: string, body: Record<string, unknown> = {}) =>
  browser.post(url, body, { method });

/** Every row of every relation table, in a stable order: "nothing changed" is two equal snapshots. */
export async function relationRows(t: TestApp) {
  const db = t.testDb.database.db;
  return {
    friendships: await db
      .select()
      .from(friendships)
      .orderBy(asc(friendships.userId), asc(friendships.friendId)),
    requests: await db
      .select()
      .from(friendRequests)
      .orderBy(asc(friendRequests.fromUserId), asc(friendRequests.toUserId)),
    follows: await db.select().from(follows).orderBy(asc(follows.fromUserId), asc(follows.toUserId)),
    blocks: await db.select().from(blocks).orderBy(asc(blocks.fromUserId), asc(blocks.toUserId)),
    tracks: await db.select().from(tracks).orderBy(asc(tracks.fromUserId), asc(tracks.toUserId)),
    dismissals: await db
      .select()
      .from(followDismissals)
      .orderBy(asc(followDismissals.fromUserId), asc(followDismissals.toUserId)),
  };
}

/** The usernames on a member's friends list (first page). */
export async function friendNames(browser: TestBrowser, of: string): Promise<string[]> {
  const response = await browser.get(RELATIONS_API.friends(of));
  if (response.statusCode !== 200) throw new Error(`friends of ${of}: ${response.body}`);
  return (response.json().friends as { username: string }[]).map((f) => f.username).sort();
}
