import {
  CLUB_CHAT_API,
  CLUB_CHAT_MAX_LENGTH,
  CLUB_CHAT_PAGE,
  CLUB_CHAT_RATE,
  CLUB_CHAT_TEXTS,
  CLUBS_API,
  type ClientMessage,
  type ClubChatPage,
  MESSAGES_TEXTS,
  RELATIONS_API,
  type ServerMessage,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';
import { clubChatLines, clubs } from './clubs.tables';

const MUTE_END = new Date('2030-01-01T10:00:00Z');
type Line = Extract<ServerMessage, { t: 'clubChat.line' }>;
const said = (text: string) => (m: ServerMessage) => m.t === 'clubChat.line' && m.line.text === text;

describe.each(DATABASE_KINDS)('club chat on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let serial = 0;
  const muted = new Set<number>();
  const open: SocketClient[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { mutedUntil: async (id) => (muted.has(id) ? MUTE_END : null) });
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  const someone = () => messagingMember(t, `cc_${kind}_${++serial}`);
  async function connect(browser?: TestBrowser): Promise<SocketClient> {
    const client = await SocketClient.open(url, { cookies: browser?.cookies });
    open.push(client);
    return client;
  }
  async function club(owner: TestMember, ...members: TestMember[]) {
    const slug = `chat-${kind}-${++serial}`;
    const made = await owner.browser.post(CLUBS_API.list, {
      name: `Chat ${serial}`,
      slug,
      joinPolicy: 'open',
    });
    expect(made.statusCode).toBe(200);
    for (const m of members) expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
    return slug;
  }
  async function send(socket: SocketClient, message: ClientMessage, ref: number) {
    socket.send({ ...message, ref } as ClientMessage);
    return socket.take((m) => (m.t === 'ack' && m.ref === ref) || (m.t === 'error' && m.ref === ref));
  }
  const say = (socket: SocketClient, slug: string, text: string, ref: number) =>
    send(socket, { t: 'clubChat.say', slug, text }, ref);
  const join = (socket: SocketClient, slug: string, ref: number) =>
    send(socket, { t: 'clubChat.join', slug, subscribe: true }, ref);
  const linesOf = async (slug: string) => {
    const db = t.testDb.database.db;
    const [row] = await db.select().from(clubs).where(eq(clubs.slug, slug));
    return db.select().from(clubChatLines).where(eq(clubChatLines.clubId, row!.id));
  };

  it('members hear each other live and read the history, oldest first', async () => {
    const [a, b] = [await someone(), await someone()];
    const slug = await club(a, b);
    const [sa, sb] = [await connect(a.browser), await connect(b.browser)];
    expect(await join(sa, slug, 1)).toEqual({ t: 'ack', ref: 1 });
    expect(await join(sb, slug, 2)).toEqual({ t: 'ack', ref: 2 });
    expect(await say(sa, slug, '  hello club  ', 3)).toEqual({ t: 'ack', ref: 3 });
    for (const socket of [sa, sb]) {
      expect(await socket.take<Line>(said('hello club'))).toMatchObject({
        t: 'clubChat.line',
        slug,
        line: { userId: a.user.userId, username: a.user.username, text: 'hello club' },
      });
    }
    await say(sb, slug, 'hi!', 4);
    const page = (await b.browser.get(CLUB_CHAT_API.history(slug))).json() as ClubChatPage;
    expect(page.more).toBe(false);
    expect(page.lines.map((l) => [l.username, l.text])).toEqual([
      [a.user.username, 'hello club'],
      [b.user.username, 'hi!'],
    ]);
  });

  it('non-members and guests neither read nor write, and nothing is stored', async () => {
    const [owner, outsider] = [await someone(), await someone()];
    const slug = await club(owner);
    const history = await outsider.browser.get(CLUB_CHAT_API.history(slug));
    expect(history.statusCode).toBe(403);
    expect(history.json().error).toEqual({ code: 'club_not_member', message: CLUB_CHAT_TEXTS.membersOnly });
    expect((await new TestBrowser(t.app).get(CLUB_CHAT_API.history(slug))).statusCode).toBe(403);
    expect((await outsider.browser.get(CLUB_CHAT_API.history('no-such-club'))).statusCode).toBe(404);

    const so = await connect(outsider.browser);
    expect(await join(so, slug, 1)).toMatchObject({
      code: 'not_allowed',
      message: CLUB_CHAT_TEXTS.membersOnly,
    });
    expect(await say(so, slug, 'let me in', 2)).toMatchObject({
      code: 'not_allowed',
      message: CLUB_CHAT_TEXTS.membersOnly,
    });
    const guest = await connect(new TestBrowser(t.app));
    expect(await say(guest, slug, 'hello', 3)).toMatchObject({ code: 'not_allowed' });
    expect(await linesOf(slug)).toEqual([]);
  });

  it('history comes in keyset pages', async () => {
    const owner = await someone();
    const slug = await club(owner);
    const [row] = await t.testDb.database.db.select().from(clubs).where(eq(clubs.slug, slug));
    const total = CLUB_CHAT_PAGE + 5;
    await t.testDb.database.db.insert(clubChatLines).values(
      Array.from({ length: total }, (_, i) => ({
        clubId: row!.id,
        userId: owner.user.userId,
        body: `line ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = (await owner.browser.get(CLUB_CHAT_API.history(slug))).json() as ClubChatPage;
    expect(first.more).toBe(true);
    expect(first.lines).toHaveLength(CLUB_CHAT_PAGE);
    expect(first.lines[0]!.text).toBe('line 5');
    expect(first.lines.at(-1)!.text).toBe(`line ${total - 1}`);
    const older = (
      await owner.browser.get(`${CLUB_CHAT_API.history(slug)}?before=${first.lines[0]!.id}`)
    ).json() as ClubChatPage;
    expect(older).toMatchObject({ more: false });
    expect(older.lines.map((l) => l.text)).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);
    const bad = await owner.browser.get(`${CLUB_CHAT_API.history(slug)}?before=abc`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses muted members, over-long lines and floods', async () => {
    const owner = await someone();
    const slug = await club(owner);
    const so = await connect(owner.browser);
    muted.add(owner.user.userId);
    expect(await say(so, slug, 'hey', 1)).toMatchObject({
      code: 'not_allowed',
      message: MESSAGES_TEXTS.member_muted('2030-01-01 10:00 UTC'),
    });
    muted.delete(owner.user.userId);
    expect(await linesOf(slug)).toEqual([]);
    expect(await say(so, slug, 'x'.repeat(CLUB_CHAT_MAX_LENGTH + 1), 2)).toMatchObject({ code: 'malformed' });

    t.clock.advance(CLUB_CHAT_RATE.windowMs);
    for (let i = 0; i < CLUB_CHAT_RATE.limit; i++)
      expect(await say(so, slug, `line ${i}`, 10 + i)).toMatchObject({ t: 'ack' });
    expect(await say(so, slug, 'one too many', 99)).toMatchObject({
      code: 'rate_limited',
      message: CLUB_CHAT_TEXTS.rateLimited,
    });
    expect(await linesOf(slug)).toHaveLength(CLUB_CHAT_RATE.limit);
  });

  it('hides the lines of a member blocked either way, in history and live', async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    const slug = await club(a, b, c);
    await b.browser.post(RELATIONS_API.member('block', a.user.username));
    const [sa, sb] = [await connect(a.browser), await connect(b.browser)];
    await join(sb, slug, 1);
    await say(sa, slug, 'from a', 2);
    const sc = await connect(c.browser);
    await say(sc, slug, 'from c', 3);
    expect(await sb.take(said('from c'))).toMatchObject({ line: { username: c.user.username } });
    // Lines reach a socket in publishing order: `from a` would have come first.
    expect(sb.pending(said('from a'))).toEqual([]);
    const seenByB = (await b.browser.get(CLUB_CHAT_API.history(slug))).json() as ClubChatPage;
    expect(seenByB.lines.map((l) => l.text)).toEqual(['from c']);
    const seenByC = (await c.browser.get(CLUB_CHAT_API.history(slug))).json() as ClubChatPage;
    expect(seenByC.lines.map((l) => l.text)).toEqual(['from a', 'from c']);
  });
});
