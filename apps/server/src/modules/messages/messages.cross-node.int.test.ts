import type { AddressInfo } from 'node:net';
import { MESSAGES_API, type ServerMessage, SOCKET_PATH } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';
import { member, newTable } from '../play/play.fixtures';
import { isType, SocketClient } from '../play/socket/socket-client.fixture';

/** Chat lines and message pushes reach sockets on the other node through the bus (Redis). */
describe.runIf(CLUSTER_READY)('game chat and messages across two nodes', () => {
  let cluster: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    cluster = await startTwoNodes();
    ({ a: nodeA, b: nodeB } = cluster);
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = `ws://127.0.0.1:${(nodeB.app.server.address() as AddressInfo).port}${SOCKET_PATH}`;
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await cluster.close();
  });
  async function socketOnB(browser: TestBrowser) {
    const client = await SocketClient.open(urlB, { cookies: browser.cookies });
    open.push(client);
    return client;
  }

  it('a spectator line said on node A reaches a spectator watching on node B', async () => {
    const table = await newTable(nodeA, { white: await member(nodeA), black: await member(nodeA) });
    const watcher = new TestBrowser(nodeB.app);
    await watcher.get('/');
    const socket = await socketOnB(watcher);
    socket.send({ t: 'watch', gameId: table.id });
    expect(await socket.take(isType('chat.history'))).toMatchObject({ room: 'spectators', lines: [] });
    const speaker = await member(nodeA, 'spectator_cross');
    await nodeA.services.gameChat.say(speaker, table.id, 'hello from A');
    // Said by a player: the players' room, which this spectator does not read.
    await nodeA.services.gameChat.say(table.white, table.id, 'players only');
    await nodeA.services.gameChat.say(speaker, table.id, 'second');
    const said = (text: string) => (m: ServerMessage) => m.t === 'chat' && m.line.text === text;
    expect(await socket.take(said('hello from A'))).toMatchObject({ room: 'spectators', gameId: table.id });
    await socket.take(said('second'));
    expect(socket.pending(said('players only'))).toEqual([]);
  });

  it('a message sent through node A is pushed to the recipient’s tab on node B', async () => {
    const sender = new TestBrowser(nodeA.app, '10.14.200.1');
    expect((await sender.register('dm_cross_a')).statusCode).toBe(200);
    const recipient = new TestBrowser(nodeB.app, '10.14.200.2');
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
