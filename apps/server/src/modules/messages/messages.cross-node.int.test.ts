import { MESSAGES_API, type ServerMessage } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/test-app';
import { CLUSTER_READY, twoNodesForSuite } from '../../../test/two-nodes';
import { member, newTable } from '../play/play.fixtures';
import { isType, listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';

/** Chat lines and message pushes reach sockets on the other node through the bus (Redis). */
describe.runIf(CLUSTER_READY)('game chat and messages across two nodes', () => {
  const cluster = twoNodesForSuite();
  let urlB: string;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    urlB = await listenForSockets(cluster.b.app);
  });
  // Hooks run in reverse after the tests: the sockets close before the nodes do.
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
  });
  async function socketOnB(browser: TestBrowser) {
    const client = await SocketClient.open(urlB, { cookies: browser.cookies });
    open.push(client);
    return client;
  }

  it('a spectator line said on node A reaches a spectator watching on node B', async () => {
    const table = await newTable(cluster.a, {
      white: await member(cluster.a),
      black: await member(cluster.a),
    });
    const watcher = new TestBrowser(cluster.b.app);
    await watcher.get('/');
    const socket = await socketOnB(watcher);
    socket.send({ t: 'watch', gameId: table.id });
    expect(await socket.take(isType('chat.history'))).toMatchObject({ room: 'spectators', lines: [] });
    const speaker = await member(cluster.a, 'spectator_cross');
    await cluster.a.services.gameChat.say(speaker, table.id, 'hello from A');
    // Said by a player: the players' room, which this spectator does not read.
    await cluster.a.services.gameChat.say(table.white, table.id, 'players only');
    await cluster.a.services.gameChat.say(speaker, table.id, 'second');
    const said = (text: string) => (m: ServerMessage) => m.t === 'chat' && m.line.text === text;
    expect(await socket.take(said('hello from A'))).toMatchObject({ room: 'spectators', gameId: table.id });
    await socket.take(said('second'));
    expect(socket.pending(said('players only'))).toEqual([]);
  });

  it('a message sent through node A is pushed to the recipient’s tab on node B', async () => {
    const sender = new TestBrowser(cluster.a.app, '10.14.200.1');
    expect((await sender.register('dm_cross_a')).statusCode).toBe(200);
    const recipient = new TestBrowser(cluster.b.app, '10.14.200.2');
    expect((await recipient.register('dm_cross_b')).statusCode).toBe(200);
    const socket = await socketOnB(recipient);
    socket.send({ t: 'ping' });
    await socket.take(isType('pong'));
    expect((await sender.post(MESSAGES_API.thread('dm_cross_b'), { text: 'across' })).statusCode).toBe(200);
    expect(await socket.take(isType('dm'))).toMatchObject({
      with: { username: 'dm_cross_a' },
      message: { text: 'across', mine: false },
      unreadTotal: 1,
    });
  });
});
