import {
  CHAT_MAX_LENGTH,
  CHAT_RATE,
  CHAT_TEXTS,
  type ChatLine,
  MESSAGES_API,
  MESSAGES_TEXTS,
  RELATIONS_API,
  type ServerMessage,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { isType, listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';
import { messagingMember } from './messages.fixtures';

const MUTE_END = new Date('2030-01-01T10:00:00Z');
type Chat = Extract<ServerMessage, { t: 'chat' }>;
type History = Extract<ServerMessage, { t: 'chat.history' }>;
const said = (text: string) => (m: ServerMessage) => m.t === 'chat' && m.line.text === text;
const chatError = (m: ServerMessage) => m.t === 'error' && m.gameId !== undefined;

describe.each(DATABASE_KINDS)('game chat and message pushes on %s', (kind) => {
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

  const someone = () => messagingMember(t, `chat_${kind}_${++serial}`);
  async function connect(browser?: TestBrowser): Promise<SocketClient> {
    const client = await SocketClient.open(url, { cookies: browser?.cookies });
    open.push(client);
    return client;
  }
  /** Watches the game and answers the chat history the socket gets after the game's state. */
  async function watch(socket: SocketClient, gameId: string): Promise<History> {
    socket.send({ t: 'watch', gameId });
    await socket.take(isType('game.full'));
    return socket.take<History>(isType('chat.history'));
  }
  async function game() {
    const [a, b] = [await someone(), await someone()];
    const [sa, sb] = [await connect(a.browser), await connect(b.browser)];
    sa.send({ t: 'seek', pool: '3+0', rated: false });
    await sa.take(isType('seeking'));
    sb.send({ t: 'seek', pool: '3+0', rated: false });
    const paired = await sa.take<{ t: 'paired'; gameId: string }>(isType('paired'));
    await sb.take(isType('paired'));
    expect((await watch(sa, paired.gameId)).room).toBe('players');
    expect((await watch(sb, paired.gameId)).room).toBe('players');
    return { gameId: paired.gameId, a, b, sa, sb };
  }
  const lineOf = (m: ServerMessage) => (m as Chat).line;
  async function say(socket: SocketClient, gameId: string, text: string, ref: number) {
    socket.send({ t: 'chat', gameId, text, ref });
    return socket.take((m) => (m.t === 'ack' && m.ref === ref) || (m.t === 'error' && m.ref === ref));
  }

  it('players talk in one room, spectators in another; a reload gets each room’s history', async () => {
    const { gameId, a, b, sa, sb } = await game();
    const carol = await someone();
    const sc = await connect(carol.browser);
    expect(await watch(sc, gameId)).toEqual({ t: 'chat.history', gameId, room: 'spectators', lines: [] });

    expect(await say(sa, gameId, 'good luck', 1)).toEqual({ t: 'ack', ref: 1 });
    expect(await say(sc, gameId, 'nice opening', 2)).toEqual({ t: 'ack', ref: 2 });
    expect(await say(sb, gameId, 'you too', 3)).toEqual({ t: 'ack', ref: 3 });

    for (const socket of [sa, sb]) {
      expect(lineOf(await socket.take(said('good luck')))).toMatchObject({
        userId: a.user.userId,
        username: a.user.username,
        text: 'good luck',
      });
      expect(await socket.take(said('you too'))).toMatchObject({ t: 'chat', gameId, room: 'players' });
    }
    expect(await sc.take(said('nice opening'))).toMatchObject({ room: 'spectators' });
    // Lines reach a node's sockets in publishing order: by now each would have had the other room's.
    for (const socket of [sa, sb]) expect(socket.pending(said('nice opening'))).toEqual([]);
    expect(sc.pending(isType('chat'))).toEqual([]);

    const reloaded = await connect(b.browser);
    const history = await watch(reloaded, gameId);
    expect(history.lines.map((l: ChatLine) => [l.username, l.text])).toEqual([
      [a.user.username, 'good luck'],
      [b.user.username, 'you too'],
    ]);
    const spectator = await connect(new TestBrowser(t.app));
    expect((await watch(spectator, gameId)).lines.map((l: ChatLine) => l.text)).toEqual(['nice opening']);
  });

  it('refuses guests, blocked members, muted members, over-long lines and floods', async () => {
    const { gameId, a, b, sa } = await game();
    const guest = await connect(new TestBrowser(t.app));
    await watch(guest, gameId);
    expect(await say(guest, gameId, 'hello', 1)).toMatchObject({
      t: 'error',
      code: 'not_allowed',
      message: CHAT_TEXTS.membersOnly,
    });

    // A spectator blocked by a player, and then the players themselves.
    const dave = await someone();
    const sd = await connect(dave.browser);
    await watch(sd, gameId);
    await b.browser.post(RELATIONS_API.member('block', dave.user.username));
    expect(await say(sd, gameId, 'hey', 2)).toMatchObject({
      code: 'not_allowed',
      message: CHAT_TEXTS.blocked,
    });
    await a.browser.post(RELATIONS_API.member('block', b.user.username));
    expect(await say(sa, gameId, 'hey', 3)).toMatchObject({
      code: 'not_allowed',
      message: CHAT_TEXTS.blocked,
    });

    const erin: TestMember = await someone();
    const se = await connect(erin.browser);
    await watch(se, gameId);
    muted.add(erin.user.userId);
    expect(await say(se, gameId, 'hey', 4)).toMatchObject({
      code: 'not_allowed',
      message: MESSAGES_TEXTS.member_muted('2030-01-01 10:00 UTC'),
    });
    muted.delete(erin.user.userId);

    se.send({ t: 'chat', gameId, text: 'x'.repeat(CHAT_MAX_LENGTH + 1), ref: 5 });
    expect(await se.take((m) => m.t === 'error' && m.ref === 5)).toMatchObject({ code: 'malformed' });

    t.clock.advance(CHAT_RATE.windowMs);
    // The mute refusal above counted; a fresh window gives the whole budget.
    for (let i = 0; i < CHAT_RATE.limit; i++)
      expect(await say(se, gameId, `line ${i}`, 10 + i)).toMatchObject({ t: 'ack' });
    expect(await say(se, gameId, 'one too many', 99)).toMatchObject({
      code: 'rate_limited',
      message: CHAT_TEXTS.rateLimited,
    });
    expect(se.pending(chatError)).toEqual([]);
    const history = await watch(await connect(new TestBrowser(t.app)), gameId);
    expect(history.lines).toHaveLength(CHAT_RATE.limit);
  });

  it('a direct message is pushed to the recipient’s tabs and the sender’s', async () => {
    const [a, b] = [await someone(), await someone()];
    const [sa, sb1, sb2] = [await connect(a.browser), await connect(b.browser), await connect(b.browser)];
    // The sockets' player channels are subscribed once a ping comes back.
    for (const s of [sa, sb1, sb2]) {
      s.send({ t: 'ping' });
      await s.take(isType('pong'));
    }
    const sent = await a.browser.post(MESSAGES_API.thread(b.user.username), { text: 'psst' });
    expect(sent.statusCode).toBe(200);
    for (const socket of [sb1, sb2]) {
      expect(await socket.take(isType('dm'))).toMatchObject({
        t: 'dm',
        with: { username: a.user.username },
        message: { text: 'psst', mine: false },
        unreadTotal: 1,
      });
    }
    expect(await sa.take(isType('dm'))).toMatchObject({
      with: { username: b.user.username },
      message: { text: 'psst', mine: true },
      unreadTotal: 0,
    });
  });
});
