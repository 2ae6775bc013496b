import { NOTIFICATIONS, NOTIFICATIONS_API, RELATIONS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { challenge } from '../play/challenges/challenge.fixtures';
import { play } from '../play/play.fixtures';
import { playerOf } from '../play/player';
import { send } from '../relations/relations.fixtures';
import { bellOf, notificationRows, pageOf } from './notifications.fixtures';
import { notifications as notificationsTable } from './notifications.tables';

const DAY = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('notifications on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = () => memberWith(t, { name: `bell_${kind}_${++serial}` });
  const name = (m: TestMember) => m.user.username;
  const player = (m: TestMember) => playerOf(m.user, null)!;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('refuses guests every call with 401 unauthenticated, changing nothing', async () => {
    const a = await someone();
    await t.services.notifications.notify({
      userId: a.user.userId,
      kind: 'moderation',
      data: { text: 'Hi' },
    });
    const id = (await pageOf(a.browser)).notifications[0]!.id;
    const before = await notificationRows(t);
    const guest = new TestBrowser(t.app);
    const calls = [
      () => guest.get(NOTIFICATIONS_API.list),
      () => guest.get(NOTIFICATIONS_API.unread),
      () => guest.post(NOTIFICATIONS_API.read(id)),
      () => guest.post(NOTIFICATIONS_API.readAll),
    ];
    for (const call of calls) {
      const response = await call();
      expect([response.statusCode, response.json().error.code]).toEqual([401, 'unauthenticated']);
    }
    expect(await notificationRows(t)).toEqual(before);
  });

  it('tells the target of a friend request, once, and the requester of the acceptance', async () => {
    const [a, b] = [await someone(), await someone()];
    const bell = await bellOf(t, b.user.userId);
    expect((await send(a.browser, 'POST', RELATIONS_API.friendRequest(name(b)))).statusCode).toBe(200);
    const page = await pageOf(b.browser);
    expect(page).toMatchObject({
      unread: 1,
      nextCursor: null,
      notifications: [
        {
          kind: 'friend_request',
          actor: { username: name(a), avatarUrl: null },
          subject: null,
          data: {},
          createdAt: t.clock.now().toISOString(),
          read: false,
        },
      ],
    });
    await vi.waitFor(() => expect(bell.notifications()).toHaveLength(1));
    expect(bell.notifications()[0]).toEqual({ ...page.notifications[0], unread: 1 });
    // Asking again while pending tells no one twice.
    await send(a.browser, 'POST', RELATIONS_API.friendRequest(name(b)));
    expect((await pageOf(b.browser)).notifications).toHaveLength(1);

    await send(b.browser, 'PUT', RELATIONS_API.friendAccept(name(a)));
    expect((await pageOf(a.browser)).notifications).toMatchObject([
      { kind: 'friend_accepted', actor: { username: name(b) }, read: false },
    ]);
    await bell.stop();
  });

  it('tells the first requester when a crossing request makes the friendship', async () => {
    const [a, b] = [await someone(), await someone()];
    await send(a.browser, 'POST', RELATIONS_API.friendRequest(name(b)));
    await send(b.browser, 'POST', RELATIONS_API.friendRequest(name(a)));
    expect((await pageOf(a.browser)).notifications.map((n) => n.kind)).toEqual(['friend_accepted']);
    expect((await pageOf(b.browser)).notifications.map((n) => n.kind)).toEqual(['friend_request']);
  });

  it('tells a challenged member who challenged them, with a link to the challenge', async () => {
    const [a, b] = [await someone(), await someone()];
    const made = await challenge(a.browser, { username: name(b), rated: true });
    expect(made.statusCode).toBe(201);
    // Told off the request's path: the bell gets it just after the answer.
    await vi.waitFor(async () => expect((await pageOf(b.browser)).notifications).toHaveLength(1));
    expect((await pageOf(b.browser)).notifications).toMatchObject([
      {
        kind: 'challenge',
        actor: { username: name(a) },
        subject: made.json().id,
        data: { name: name(a), initial: 300, increment: 3, rated: true },
      },
    ]);
    // An open link is for no one in particular: no bell.
    expect((await challenge(a.browser, {})).statusCode).toBe(201);
    expect((await pageOf(a.browser)).notifications).toEqual([]);
  });

  it("tells trackers of a member's game start and finish, never the players themselves", async () => {
    const [tracked, opponent, tracker] = [await someone(), await someone(), await someone()];
    for (const who of [tracker, opponent])
      await send(who.browser, 'POST', RELATIONS_API.member('track', name(tracked)));
    const game = await t.services.play.games.create({
      white: player(tracked),
      black: player(opponent),
      tc: { initial: 300, increment: 0 },
      rated: false,
    });
    await vi.waitFor(async () => expect((await pageOf(tracker.browser)).notifications).toHaveLength(1));
    await play(t, { id: game.id, white: player(tracked), black: player(opponent) }, ['e2e4', 'e7e5']);
    await t.services.play.games.act(game.id, player(tracked), { t: 'resign' });
    await vi.waitFor(async () => expect((await pageOf(tracker.browser)).notifications).toHaveLength(2));
    expect((await pageOf(tracker.browser)).notifications).toMatchObject([
      {
        kind: 'tracked_game_finished',
        actor: { username: name(tracked) },
        subject: game.id,
        data: { opponent: name(opponent), result: 'loss' },
      },
      {
        kind: 'tracked_game_started',
        actor: { username: name(tracked) },
        subject: game.id,
        data: { opponent: name(opponent) },
      },
    ]);
    expect((await pageOf(opponent.browser)).notifications).toEqual([]);
  });

  it('keeps message and moderation notifications, and none from a member either blocks', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    await send(b.browser, 'POST', RELATIONS_API.member('block', name(c)));
    const notify = t.services.notifications.notify;
    await notify({
      userId: b.user.userId,
      kind: 'message',
      actorId: a.user.userId,
      subject: '7',
      data: { preview: 'Hi' },
    });
    await notify({ userId: b.user.userId, kind: 'message', actorId: c.user.userId, subject: '8' });
    await notify({ userId: b.user.userId, kind: 'moderation', data: { text: 'You were warned.' } });
    expect((await pageOf(b.browser)).notifications).toMatchObject([
      { kind: 'moderation', actor: null, subject: null, data: { text: 'You were warned.' } },
      { kind: 'message', actor: { username: name(a) }, subject: '7', data: { preview: 'Hi' } },
    ]);
  });

  it('never throws into the caller: a failed notify is logged and changes nothing', async () => {
    const before = await notificationRows(t);
    await expect(t.services.notifications.notify({ userId: 987_654, kind: 'moderation' })).resolves.toBe(
      undefined,
    );
    expect(await notificationRows(t)).toEqual(before);
  });

  it('marks one read, then all, telling the other tabs; refuses what is not theirs', async () => {
    const [a, b] = [await someone(), await someone()];
    for (const text of ['one', 'two', 'three'])
      await t.services.notifications.notify({ userId: a.user.userId, kind: 'moderation', data: { text } });
    await t.services.notifications.notify({ userId: b.user.userId, kind: 'moderation', data: { text: 'b' } });
    const [newest, middle] = (await pageOf(a.browser)).notifications;
    const bell = await bellOf(t, a.user.userId);

    const read = await a.browser.post(NOTIFICATIONS_API.read(middle!.id));
    expect([read.statusCode, read.json()]).toEqual([200, { unread: 2 }]);
    expect((await a.browser.post(NOTIFICATIONS_API.read(middle!.id))).json()).toEqual({ unread: 2 });
    expect((await a.browser.get(NOTIFICATIONS_API.unread)).json()).toEqual({ unread: 2 });
    expect((await pageOf(a.browser)).notifications.map((n) => n.read)).toEqual([false, true, false]);

    const before = await notificationRows(t);
    const theirs = (await pageOf(b.browser)).notifications[0]!.id;
    const refused = await a.browser.post(NOTIFICATIONS_API.read(theirs));
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'not_found']);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await a.browser.post(`/callback/notifications/${bad}/read`);
      expect([bad, response.statusCode, response.json().error.code]).toEqual([bad, 400, 'validation_failed']);
    }
    expect(await notificationRows(t)).toEqual(before);

    expect((await a.browser.post(NOTIFICATIONS_API.readAll)).json()).toEqual({ unread: 0 });
    expect((await pageOf(a.browser)).notifications.every((n) => n.read)).toBe(true);
    expect((await b.browser.get(NOTIFICATIONS_API.unread)).json()).toEqual({ unread: 1 });
    await vi.waitFor(() =>
      expect(bell.heard).toEqual([
        { t: 'notification.read', id: middle!.id, unread: 2 },
        { t: 'notification.read', id: middle!.id, unread: 2 },
        { t: 'notification.read', id: null, unread: 0 },
      ]),
    );
    expect(newest!.read).toBe(false);
    await bell.stop();
  });

  it('pages newest first by cursor and refuses a cursor that is not one', async () => {
    const a = await someone();
    const total = NOTIFICATIONS.pageSize + 5;
    for (let i = 0; i < total; i++)
      await t.services.notifications.notify({ userId: a.user.userId, kind: 'moderation', data: { i } });
    const first = await pageOf(a.browser);
    expect(first.notifications.map((n) => n.data.i)).toEqual(
      Array.from({ length: NOTIFICATIONS.pageSize }, (_, k) => total - 1 - k),
    );
    expect(first.unread).toBe(total);
    const second = await pageOf(a.browser, first.nextCursor!);
    expect(second.notifications.map((n) => n.data.i)).toEqual([4, 3, 2, 1, 0]);
    expect(second.nextCursor).toBeNull();
    for (const bad of ['x', '0', '-5', '1e3']) {
      const response = await a.browser.get(`${NOTIFICATIONS_API.list}?cursor=${bad}`);
      expect([bad, response.statusCode, response.json().error.code]).toEqual([bad, 400, 'validation_failed']);
    }
  });

  it('sweeps read notifications after keepReadDays and all past keepPerMember a member', async () => {
    const [a, b] = [await someone(), await someone()];
    // The sessions expire with the jump; the rows say what is kept.
    const db = t.testDb.database.db;
    const start = t.clock.now();
    const row = (userId: number, i: number, readAt: Date | null) => ({
      userId,
      kind: 'moderation' as const,
      data: { i },
      createdAt: new Date(start.getTime() + i),
      readAt,
    });
    await db.insert(notificationsTable).values([row(a.user.userId, 0, start), row(a.user.userId, 1, null)]);
    await db
      .insert(notificationsTable)
      .values(Array.from({ length: NOTIFICATIONS.keepPerMember + 3 }, (_, i) => row(b.user.userId, i, null)));
    t.clock.advance(NOTIFICATIONS.keepReadDays * DAY + 1000);
    await t.services.notifications.sweep();
    const rows = await notificationRows(t);
    expect(rows.filter((n) => n.userId === a.user.userId).map((n) => n.data.i)).toEqual([1]);
    const kept = rows.filter((n) => n.userId === b.user.userId);
    expect(kept).toHaveLength(NOTIFICATIONS.keepPerMember);
    expect(Math.min(...kept.map((n) => n.data.i as number))).toBe(3);
  });
});
