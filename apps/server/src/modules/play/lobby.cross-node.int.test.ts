import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/databases';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';
import { disconnectTimeoutMs } from './abandonment';
import { SEEK_TTL_MS } from './lobby.service';
import { guest, newTable, play, refusal } from './play.fixtures';
import { games } from './play.tables';
import { type PlayerRef, playerKey, playerOf } from './player';
import { PRESENCE_TTL_MS } from './presence';
import { isType, listenForSockets, SocketClient } from './socket/socket-client.fixture';

/** Two server processes' worth of app on one PostgreSQL and one Redis. */
describe.runIf(CLUSTER_READY)('the lobby and presence across two nodes', () => {
  let cluster: TwoNodes;
  let testDb: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  const urls: string[] = [];
  const open: SocketClient[] = [];
  beforeAll(async () => {
    cluster = await startTwoNodes();
    ({ a: nodeA, b: nodeB, testDb } = cluster);
    for (const node of [nodeA, nodeB]) {
      urls.push(await listenForSockets(node.app));
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await cluster.close();
  });

  const both = (f: (node: TestApp) => void) => [nodeA, nodeB].forEach(f);
  async function guestOn(node: TestApp, index: number) {
    const browser = new TestBrowser(node.app);
    await browser.get('/');
    const socket = await SocketClient.open(urls[index]!, { cookies: browser.cookies });
    open.push(socket);
    const id = (await browser.get('/callback/user/current')).json().user.id;
    return { browser, socket, player: playerOf(null, id)! };
  }
  const stub = (owner: number, paired: string[]) => ({
    player: guest(),
    owner,
    onPaired: (id: string) => paired.push(id),
    onError: () => paired.push('failed'),
  });

  it('pairs two players seeking on different nodes into one game', async () => {
    const a = await guestOn(nodeA, 0);
    const b = await guestOn(nodeB, 1);
    a.socket.send({ t: 'seek', pool: '10+5', rated: false });
    await a.socket.take(isType('seeking'));
    b.socket.send({ t: 'seek', pool: '10+5', rated: false });
    const [pa, pb] = await Promise.all([a.socket.take(isType('paired')), b.socket.take(isType('paired'))]);
    expect(pa).toEqual(pb);
    const game = await nodeB.services.play.games.view((pa as { gameId: string }).gameId, null);
    expect([game!.white.username, game!.black.username].sort()).toEqual(
      [a.player.name, b.player.name].sort(),
    );
  });

  async function gamesBetween(a: PlayerRef, b: PlayerRef): Promise<number> {
    const rows = await testDb.database.db
      .select({ id: games.id })
      .from(games)
      .where(
        or(
          and(eq(games.whiteGuestId, a.guestId!), eq(games.blackGuestId, b.guestId!)),
          and(eq(games.whiteGuestId, b.guestId!), eq(games.blackGuestId, a.guestId!)),
        ),
      );
    return rows.length;
  }

  it('makes exactly one game when both nodes pair the same seeks at once, 20 times out of 20', async () => {
    for (let i = 0; i < 20; i++) {
      const paired: string[] = [];
      const [a, b] = [stub(10_000 + i, paired), stub(10_000 + i, paired)];
      await nodeA.services.play.lobby.seek(a, { pool: '15+10', rated: false });
      await nodeB.services.play.lobby.seek(b, { pool: '15+10', rated: false });
      // The nodes' own timers may be pairing too: however it goes, one game.
      await Promise.all([nodeA.services.play.lobby.tick(), nodeB.services.play.lobby.tick()]);
      await expect.poll(() => paired.length).toBe(2);
      expect(new Set(paired).size).toBe(1);
      expect(await gamesBetween(a.player, b.player)).toBe(1);
    }
  });

  it('lets exactly one of two takers on two nodes take a listed seek, 20 times out of 20', async () => {
    for (let i = 0; i < 20; i++) {
      const paired: string[] = [];
      const owner = stub(20_000 + i, paired);
      await nodeA.services.play.lobby.seek(owner, { tc: { initial: 600, increment: 1 }, rated: false });
      const seekId = (await nodeB.services.play.lobby.list()).at(-1)!.id;
      const takers = [stub(30_000 + i, paired), stub(30_000 + i, paired)];
      const outcomes = await Promise.all(
        [nodeA, nodeB].map((node, k) => refusal(node.services.play.lobby.accept(takers[k]!, seekId))),
      );
      expect(outcomes.sort()).toEqual(['accepted', 'not_found']);
      await expect.poll(() => paired.length).toBe(2);
      expect(new Set(paired).size).toBe(1);
      const made = await Promise.all(takers.map((taker) => gamesBetween(owner.player, taker.player)));
      expect(made.sort()).toEqual([0, 1]);
    }
  });

  it('pairs colours across nodes: two seeks for white never meet, the one for black plays black', async () => {
    const tc = { initial: 900, increment: 5 };
    for (let i = 0; i < 10; i++) {
      const paired: string[] = [];
      const [a, b, c] = [stub(40_000 + i, paired), stub(40_000 + i, paired), stub(41_000 + i, paired)];
      await nodeA.services.play.lobby.seek(a, { tc, rated: false, color: 'white' });
      await nodeB.services.play.lobby.seek(b, { tc, rated: false, color: 'white' });
      await Promise.all([nodeA.services.play.lobby.tick(), nodeB.services.play.lobby.tick()]);
      expect(await gamesBetween(a.player, b.player)).toBe(0);
      await nodeB.services.play.lobby.seek(c, { tc, rated: false, color: 'black' });
      await Promise.all([nodeA.services.play.lobby.tick(), nodeB.services.play.lobby.tick()]);
      await expect.poll(() => paired.length).toBe(2);
      const played = await testDb.database.db
        .select({ white: games.whiteGuestId, black: games.blackGuestId })
        .from(games)
        .where(eq(games.blackGuestId, c.player.guestId!));
      expect(played).toHaveLength(1);
      expect([a.player.guestId, b.player.guestId]).toContain(played[0]!.white);
      // The white seek left over goes with its socket.
      await Promise.all([
        nodeA.services.play.lobby.cancel(40_000 + i),
        nodeB.services.play.lobby.cancel(40_000 + i),
      ]);
    }
  });

  it('lets a player on one node claim a game the opponent on the other node left', async () => {
    const w = await guestOn(nodeA, 0);
    const b = await guestOn(nodeB, 1);
    const tc = { initial: 60, increment: 0 };
    const table = await newTable(nodeA, { white: w.player, black: b.player, tc });
    await play(nodeA, table, ['e2e4', 'e7e5']);
    for (const s of [w.socket, b.socket]) {
      s.send({ t: 'watch', gameId: table.id });
      await s.take(isType('game.full'));
    }
    await expect.poll(() => nodeA.services.play.presence.absentSince(table.id, 'black')).toBe('here');
    expect(await nodeA.services.play.abandonment.opponentGone(table.id, w.player)).toBe(false);
    await b.socket.close();
    await expect.poll(() => nodeA.services.play.presence.absentSince(table.id, 'black')).not.toBe('here');
    both((node) => node.clock.advance(disconnectTimeoutMs(tc)));
    w.socket.send({ t: 'claimVictory', gameId: table.id, ref: 1 });
    expect(await w.socket.take((m) => m.t === 'ack' && m.ref === 1)).toBeTruthy();
    expect(await nodeB.services.play.games.view(table.id, null)).toMatchObject({
      status: 'timeout',
      winner: 'white',
      endReason: 'abandoned',
    });
  });

  it('expires the seeks and presence of a node that stopped beating', async () => {
    const a = await guestOn(nodeA, 0);
    a.socket.send({ t: 'seek', tc: { initial: 1200, increment: 0 }, rated: false });
    await a.socket.take(isType('seeking'));
    const key = playerKey(a.player);
    await expect.poll(() => nodeB.services.play.presence.statuses([key])).toEqual(['online']);
    expect((await nodeB.services.play.lobby.list()).map((s) => s.username)).toContain(a.player.name);

    // Node A "dies": its heartbeats stop, its socket stays open (nobody closes it).
    await nodeA.services.play.lobby.stop();
    nodeA.services.play.presence.stop();
    both((node) => node.clock.advance(Math.max(SEEK_TTL_MS, PRESENCE_TTL_MS) + 1));
    await nodeB.services.play.presence.heartbeat();
    expect(await nodeB.services.play.presence.statuses([key])).toEqual(['offline']);
    expect((await nodeB.services.play.lobby.list()).map((s) => s.username)).not.toContain(a.player.name);
    await nodeB.services.play.lobby.tick();
    expect((await nodeB.services.play.lobby.sizes())['20+0|casual'] ?? 0).toBe(0);
  });
});
