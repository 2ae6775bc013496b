/** Test helpers for the notification tests (not used by the app). */
import type { NotificationsPage, NotificationView, ServerMessage } from '@kingside/contract';
import { NOTIFICATIONS_API } from '@kingside/contract';
import { asc } from 'drizzle-orm';
import type { TestApp, TestBrowser } from '../../../test/test-app';
import { listen } from '../play/challenges/challenge.fixtures';
import { notifications } from './notifications.tables';

export async function pageOf(browser: TestBrowser, cursor?: string): Promise<NotificationsPage> {
  const response = await browser.get(`${NOTIFICATIONS_API.list}${cursor ? `?cursor=${cursor}` : ''}`);
  if (response.statusCode !== 200) throw new Error(`list: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Every notification row, in id order: "nothing changed" is two equal snapshots. */
export const notificationRows = (t: TestApp) =>
  t.testDb.database.db.select().from(notifications).orderBy(asc(notifications.id));

/** What a member's open tabs would hear on every node: the bell's pushes. */
export async function bellOf(t: TestApp, userId: number) {
  const channel = await listen(t, { userId, guestId: null });
  return {
    ...channel,
    notifications: () =>
      channel.heard.flatMap((m: ServerMessage) =>
        m.t === 'notification' ? [{ ...m.notification, unread: m.unread }] : [],
      ) as (NotificationView & { unread: number })[],
  };
}
