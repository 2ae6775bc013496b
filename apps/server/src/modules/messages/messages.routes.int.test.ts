import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_RATE,
  MESSAGES_API,
  MESSAGES_TEXTS,
  NEW_ACCOUNT_DAYS,
  RELATIONS_API,
} from '@kingside/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { users } from '../../db/schema';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { USER_CHANGED } from '../../platform/session/session.cache';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from './messages.fixtures';
import type { MessageNotifier } from './messages.ports';
import { directMessages, messageThreads } from './messages.tables';

const MUTE_END = new Date('2030-01-01T10:00:00Z');

describe.each(DATABASE_KINDS)('direct messages on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const muted = new Set<number>();
  const notified: Parameters<MessageNotifier>[0][] = [];
  const someone = () => messagingMember(t, `dm_${kind}_${++serial}`);
  const name = (m: TestMember) => m.user.username;
  const send = (from: TestMember, to: string, text: unknown) =>
    from.browser.post(MESSAGES_API.thread(to), { text });
  const inbox = async (m: TestMember, page = 1) => {
    const response = await m.browser.get(`${MESSAGES_API.inbox}?page=${page}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const thread = async (m: TestMember, other: string, query = '') => {
    const response = await m.browser.get(`${MESSAGES_API.thread(other)}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const stored = async () => {
    const db = t.testDb.database.db;
    return {
      threads: await db.select().from(messageThreads).orderBy(asc(messageThreads.id)),
      messages: await db.select().from(directMessages).orderBy(asc(directMessages.id)),
    };
  };
  const refusal = (response: {
    statusCode: number;
    json(): { error: { code: string; message: string } };
  }) => [response.statusCode, response.json().error.code, response.json().error.message];
  /** A member whose account is older than NEW_ACCOUNT_DAYS. */
  async function established(): Promise<TestMember> {
    const m = await someone();
    const createdAt = new Date(t.clock.now().getTime() - (NEW_ACCOUNT_DAYS + 1) * 86_400_000);
    await t.testDb.database.db.update(users).set({ createdAt }).where(eq(users.userId, m.user.userId));
    await t.services.bus.publish(USER_CHANGED, {});
    return { ...m, user: { ...m.user, createdAt } };
  }

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {},
      {
        mutedUntil: async (userId) => (muted.has(userId) ? MUTE_END : null),
        messageNotifier: async (input) => {
          notified.push(input);
        },
      },
    );
  });
  afterAll(async () => t.close());

  it('guests get 401 on every call, and nothing is stored', async () => {
    const [a] = [await someone()];
    const guest = new TestBrowser(t.app);
    const before = await stored();
    for (const response of [
      await guest.get(MESSAGES_API.inbox),
      await guest.get(MESSAGES_API.thread(name(a))),
      await guest.post(MESSAGES_API.thread(name(a)), { text: 'hi' }),
      await guest.post(MESSAGES_API.read(name(a))),
    ]) {
      expect(refusal(response)).toEqual([401, 'unauthenticated', MESSAGES_TEXTS.membersOnly]);
    }
    expect(await stored()).toEqual(before);
  });

  it('a message lands in one thread per pair, unread for the recipient until read, and notifies them', async () => {
    const [a, b] = [await someone(), await someone()];
    const first = await send(a, name(b), 'Hello **there**');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatchObject({
      mine: true,
      text: 'Hello **there**',
      html: '<p>Hello <strong>there</strong></p>',
    });
    expect((await send(b, name(a), 'Hi back')).statusCode).toBe(200);
    expect((await send(a, name(b), 'Rematch?')).statusCode).toBe(200);

    const bInbox = await inbox(b);
    expect(bInbox).toMatchObject({ page: 1, hasMore: false, unreadTotal: 2 });
    expect(bInbox.threads).toHaveLength(1);
    expect(bInbox.threads[0]).toMatchObject({
      with: { userId: a.user.userId, username: name(a), avatarUrl: null },
      lastMessage: { preview: 'Rematch?', mine: false },
      unread: 2,
    });
    expect((await inbox(a)).threads[0]).toMatchObject({ unread: 1, lastMessage: { mine: true } });

    const conversation = await thread(b, name(a));
    expect(conversation).toMatchObject({ with: { username: name(a) }, hasMore: false, blocked: false });
    expect(conversation.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['Hello **there**', false],
      ['Hi back', true],
      ['Rematch?', false],
    ]);

    const read = await b.browser.post(MESSAGES_API.read(name(a)));
    expect([read.statusCode, read.json()]).toEqual([200, { unreadTotal: 0 }]);
    expect((await inbox(b)).threads[0].unread).toBe(0);
    expect((await inbox(a)).unreadTotal).toBe(1);

    const threadId = bInbox.threads[0].threadId;
    expect(notified.filter((n) => n.actorId === a.user.userId)).toEqual([
      {
        userId: b.user.userId,
        kind: 'message',
        actorId: a.user.userId,
        subject: String(threadId),
        data: { preview: 'Hello **there**' },
      },
      {
        userId: b.user.userId,
        kind: 'message',
        actorId: a.user.userId,
        subject: String(threadId),
        data: { preview: 'Rematch?' },
      },
    ]);
    expect(await t.services.messages.recentMessagesBy(a.user.userId, 1)).toEqual([
      expect.objectContaining({ threadId, toUsername: name(b), body: 'Rematch?' }),
    ]);
  });

  it('renders links only to §9 hosts and shows markup as text', async () => {
    const [a, b] = [await someone(), await someone()];
    const response = await send(
      a,
      name(b),
      '<script>x</script> https://www.youtube.com/watch?v=1 https://evil.com',
    );
    expect(response.json().message.html).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt; <a href="https://www.youtube.com/watch?v=1" rel="nofollow noopener">https://www.youtube.com/watch?v=1</a> https://evil.com</p>',
    );
  });

  it('pages the inbox newest first and a thread from the newest page back', async () => {
    const me = await established();
    const others = [await someone(), await someone(), await someone()];
    for (const other of others) {
      t.clock.advance(1000);
      expect((await send(me, name(other), `to ${name(other)}`)).statusCode).toBe(200);
    }
    expect((await inbox(me)).threads.map((th: { with: { username: string } }) => th.with.username)).toEqual(
      others.map(name).reverse(),
    );
    for (let i = 0; i < 32; i++) await send(me, name(others[0]!), `line ${i}`);
    const newest = await thread(me, name(others[0]!));
    expect(newest.hasMore).toBe(true);
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages.at(-1).text).toBe('line 31');
    const older = await thread(me, name(others[0]!), `?before=${newest.messages[0].id}`);
    expect(older.hasMore).toBe(false);
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual([
      `to ${name(others[0]!)}`,
      'line 0',
      'line 1',
    ]);
  });

  it('refuses messaging oneself, unknown members and bad text with a 4xx, storing nothing', async () => {
    const [a, b] = [await someone(), await someone()];
    const before = await stored();
    expect(refusal(await send(a, name(a), 'me'))).toEqual([400, 'message_self', MESSAGES_TEXTS.message_self]);
    expect(refusal(await send(a, 'nobody_here', 'hi'))).toEqual([
      404,
      'not_found',
      MESSAGES_TEXTS.noSuchMember('nobody_here'),
    ]);
    expect(refusal(await a.browser.get(MESSAGES_API.thread('nobody_here')))[0]).toBe(404);
    expect(refusal(await a.browser.get(MESSAGES_API.thread(name(a))))[0]).toBe(400);
    for (const text of ['', '   ', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 'bell\u0007', 42, null]) {
      const response = await send(a, name(b), text);
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'validation_failed']);
    }
    for (const query of ['?page=0', '?page=x']) {
      expect((await a.browser.get(`${MESSAGES_API.inbox}${query}`)).statusCode).toBe(400);
    }
    expect((await a.browser.get(`${MESSAGES_API.thread(name(b))}?before=-1`)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('renders cached HTML again when it was made by an older renderer, and keeps the new one', async () => {
    const [a, b] = [await someone(), await someone()];
    const { message } = (await send(a, name(b), '**bold**')).json();
    const db = t.testDb.database.db;
    await db
      .update(directMessages)
      .set({ html: '<p>old</p>', htmlVersion: MARKDOWN_RENDERER_VERSION - 1 })
      .where(eq(directMessages.id, message.id));
    expect((await thread(b, name(a))).messages[0].html).toBe('<p><strong>bold</strong></p>');
    const [row] = await db.select().from(directMessages).where(eq(directMessages.id, message.id));
    expect([row!.html, row!.htmlVersion]).toEqual([
      '<p><strong>bold</strong></p>',
      MARKDOWN_RENDERER_VERSION,
    ]);
  });

  it('keeps lines and tabs of a multi-line message', async () => {
    const [a, b] = [await someone(), await someone()];
    const response = await send(a, name(b), 'one\ntwo');
    expect(response.json().message.html).toBe('<p>one<br />\ntwo</p>');
  });

  it('always sends as the session’s member: a body naming another sender is ignored', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    const response = await a.browser.post(MESSAGES_API.thread(name(b)), {
      text: 'from a',
      senderId: c.user.userId,
      from: name(c),
    });
    expect(response.statusCode).toBe(200);
    expect((await thread(b, name(a))).messages.map((m: { text: string }) => m.text)).toEqual(['from a']);
    expect((await thread(b, name(c))).messages).toEqual([]);
    expect((await inbox(c)).threads).toEqual([]);
    // Reading is one's own too: c reading "b" clears nothing of a's and b's thread.
    await c.browser.post(MESSAGES_API.read(name(a)));
    expect((await inbox(b)).unreadTotal).toBe(1);
  });

  it('a block either way stops messages both ways; the history stays readable', async () => {
    const [a, b] = [await someone(), await someone()];
    expect((await send(a, name(b), 'before')).statusCode).toBe(200);
    expect((await a.browser.post(RELATIONS_API.member('block', name(b)))).statusCode).toBe(200);
    const before = await stored();
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(refusal(await send(from, name(to), 'hi'))).toEqual([
        403,
        'message_blocked',
        MESSAGES_TEXTS.message_blocked,
      ]);
      const history = await thread(from, name(to));
      expect([history.blocked, history.messages.length]).toEqual([true, 1]);
    }
    expect(await stored()).toEqual(before);
    await a.browser.post(RELATIONS_API.member('unblock', name(b)));
    expect((await send(b, name(a), 'after')).statusCode).toBe(200);
  });

  it('a muted member cannot send, and is told until when', async () => {
    const [a, b] = [await someone(), await someone()];
    muted.add(a.user.userId);
    const before = await stored();
    expect(refusal(await send(a, name(b), 'hi'))).toEqual([
      403,
      'member_muted',
      MESSAGES_TEXTS.member_muted('2030-01-01 10:00 UTC'),
    ]);
    expect(await stored()).toEqual(before);
    muted.delete(a.user.userId);
    expect((await send(a, name(b), 'hi')).statusCode).toBe(200);
  });

  it('rate-limits sending per member, stricter for new accounts', async () => {
    const fresh = await someone();
    const old = await established();
    const to = await someone();
    for (const [sender, budget] of [
      [fresh, MESSAGE_RATE.newAccountPerHour],
      [old, MESSAGE_RATE.perHour],
    ] as const) {
      for (let i = 0; i < budget; i++) expect((await send(sender, name(to), `m${i}`)).statusCode).toBe(200);
      const over = await send(sender, name(to), 'one too many');
      expect([over.statusCode, over.json().error.code]).toEqual([429, 'rate_limited']);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(60 * 60_000);
    expect((await send(fresh, name(to), 'next hour')).statusCode).toBe(200);
  });
});
