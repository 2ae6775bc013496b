import { SOCKET_CLOSE, SOCKET_LIMITS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../../test/test-app';
import { isType, listenForSockets, SocketClient } from './socket-client.fixture';

// Sockets are counted per node in memory: the database plays no part, the embedded one will do.
describe('sockets per session and per address', () => {
  let t: TestApp;
  let url: string;
  const open: SocketClient[] = [];
  beforeAll(async () => {
    // The test client is the trusted proxy on loopback: X-Forwarded-For then names each socket's address.
    t = await startTestApp('pglite', { TRUST_PROXY: '127.0.0.1' });
    url = await listenForSockets(t.app);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await t.close();
  });

  /** `count` sockets opened one after another (so their age is their order) from one address. */
  async function openSockets(count: number, address: string, cookies?: Map<string, string>) {
    const sockets: SocketClient[] = [];
    for (let i = 0; i < count; i++) {
      const socket = await SocketClient.open(url, { cookies, headers: { 'x-forwarded-for': address } });
      open.push(socket);
      sockets.push(socket);
    }
    return sockets;
  }

  async function expectAnswering(sockets: SocketClient[]) {
    for (const socket of sockets) socket.send({ t: 'ping' });
    await Promise.all(sockets.map((socket) => socket.take(isType('pong'))));
  }

  it('closes the oldest socket of a session past the cap, with a code the client does not retry', async () => {
    const member = new TestBrowser(t.app);
    expect((await member.register('many_tabs')).statusCode).toBe(200);
    const sockets = await openSockets(SOCKET_LIMITS.perSession, '198.51.100.1', member.cookies);
    await expectAnswering(sockets);

    const newest = (await openSockets(1, '198.51.100.2', member.cookies))[0]!;
    expect(await sockets[0]!.closed).toEqual({
      code: SOCKET_CLOSE.tooManySockets,
      reason: 'too many sockets for this session',
    });
    await expectAnswering([...sockets.slice(1), newest]);

    // Another session at the same address is not touched.
    const other = new TestBrowser(t.app);
    await other.get('/');
    await expectAnswering(await openSockets(2, '198.51.100.1', other.cookies));
    await expectAnswering(sockets.slice(1));
  });

  it('closes the oldest socket of an address past the cap, whoever holds it', async () => {
    const sockets = await openSockets(SOCKET_LIMITS.perAddress, '203.0.113.7');
    const newest = (await openSockets(1, '203.0.113.7'))[0]!;
    expect(await sockets[0]!.closed).toEqual({
      code: SOCKET_CLOSE.tooManySockets,
      reason: 'too many sockets from this address',
    });
    await expectAnswering([sockets[1]!, sockets.at(-1)!, newest]);
  });
});
