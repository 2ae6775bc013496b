import { CLUBS_API, type ClientMessage, type ServerMessage } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestMember } from '../entitlements/entitlements.fixtures';
import { messagingMember } from '../messages/messages.fixtures';
import { guest, newTable } from '../play/play.fixtures';
import type { PlayerRef } from '../play/player';
import { listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';

const changed = (slug: string) => (m: ServerMessage) => m.t === 'clubGames.changed' && m.slug === slug;

/** A club page's live games over the socket: its members' games starting and ending are pushed. */
describe.each(DATABASE_KINDS)('club pages’ live games over the socket on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let serial = 0;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  const someone = () => messagingMember(t, `cg_${kind}_${++serial}`);
  const player = (m: TestMember): PlayerRef => ({
    userId: m.user.userId,
    guestId: null,
    name: m.user.username,
  });
  async function club(owner: TestMember, ...members: TestMember[]) {
    const slug = `games-${kind}-${++serial}`;
    const made = await owner.browser.post(CLUBS_API.list, {
      name: `Games ${serial}`,
      slug,
      joinPolicy: 'open',
    });
    expect(made.statusCode).toBe(200);
    for (const m of members) expect((await m.browser.post(CLUBS_API.join(slug))).statusCode).toBe(200);
    return slug;
  }
  async function connect(): Promise<SocketClient> {
    const client = await SocketClient.open(url);
    open.push(client);
    return client;
  }
  let ref = 0;
  /** Sends and waits for the answer: whatever the server sent before it is in the buffer by then. */
  async function send(socket: SocketClient, message: ClientMessage) {
    const r = ++ref;
    socket.send({ ...message, ref: r } as ClientMessage);
    return socket.take((m) => (m.t === 'ack' || m.t === 'error') && m.ref === r);
  }
  const follow = (socket: SocketClient, slug: string, subscribe = true) =>
    send(socket, { t: 'clubGames', slug, subscribe });

  it('tells a page (a guest’s too) when a member’s game starts and ends, and only its own club’s', async () => {
    const [owner, member, other, outsider] = [
      await someone(),
      await someone(),
      await someone(),
      await someone(),
    ];
    const knights = await club(owner, member);
    const rooks = await club(other);
    const page = await connect();
    expect(await follow(page, knights)).toMatchObject({ t: 'ack' });
    expect(await follow(page, rooks)).toMatchObject({ t: 'ack' });

    const game = await newTable(t, { white: player(member), black: player(outsider) });
    expect(await page.take(changed(knights))).toEqual({ t: 'clubGames.changed', slug: knights });
    await t.services.play.games.act(game.id, player(outsider), { t: 'abort' });
    await page.take(changed(knights));

    // A game of the other club's member (and a guest) tells that club's page only.
    await newTable(t, { white: guest(), black: player(other) });
    await page.take(changed(rooks));
    await follow(page, rooks);
    expect(page.pending(changed(knights))).toEqual([]);
    // Games of nobody's members tell nobody.
    await newTable(t, { white: player(outsider), black: guest() });
    await newTable(t, { white: player(other), black: guest() });
    await page.take(changed(rooks));
    await follow(page, rooks);
    expect(page.pending((m) => m.t === 'clubGames.changed')).toEqual([]);
  });

  it('stops telling a page that unfollowed, or a socket that closed; an unknown club is refused', async () => {
    const [owner, member, other] = [await someone(), await someone(), await someone()];
    const knights = await club(owner, member);
    const rooks = await club(other);
    const page = await connect();
    const gone = await connect();
    for (const s of [page, gone]) {
      await follow(s, knights);
      await follow(s, rooks);
    }
    await gone.close();
    expect(await follow(page, knights, false)).toMatchObject({ t: 'ack' });
    await newTable(t, { white: player(member), black: guest() });
    await newTable(t, { white: player(other), black: guest() });
    await page.take(changed(rooks));
    await follow(page, rooks);
    expect(page.pending(changed(knights))).toEqual([]);

    expect(await follow(page, 'no-such-club')).toMatchObject({ t: 'error', code: 'not_found' });
  });
});
