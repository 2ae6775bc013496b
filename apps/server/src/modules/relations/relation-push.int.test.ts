import type { AddressInfo } from 'node:net';
import { RELATIONS_API, type ServerMessage, SOCKET_PATH } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith } from '../entitlements/entitlements.fixtures';
import { SocketClient } from '../play/socket/socket-client.fixture';
import { send } from './relations.fixtures';

const isRelation = (m: ServerMessage) => m.t === 'relation';

describe.each(DATABASE_KINDS)('block and unblock pushes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  async function tab(cookies: Map<string, string>) {
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = await SocketClient.open(`ws://127.0.0.1:${port}${SOCKET_PATH}`, { cookies });
    // The socket is attached once it answers a ping.
    socket.send({ t: 'ping' });
    await socket.take((m) => m.t === 'pong');
    return socket;
  }

  it('tells every tab of both members, naming the other, when one blocks and then unblocks', async () => {
    const blocker = await memberWith(t, { name: 'push_blocker' });
    const blocked = await memberWith(t, { name: 'push_blocked' });
    const [blockerTab, blockerOtherTab, blockedTab] = [
      await tab(blocker.browser.cookies),
      await tab(blocker.browser.cookies),
      await tab(blocked.browser.cookies),
    ];
    for (const action of ['block', 'unblock'] as const) {
      const answer = await send(blocker.browser, 'POST', RELATIONS_API.member(action, 'push_blocked'));
      expect(answer.statusCode).toBe(200);
      expect(await blockerTab.take(isRelation)).toEqual({ t: 'relation', username: 'push_blocked' });
      expect(await blockerOtherTab.take(isRelation)).toEqual({ t: 'relation', username: 'push_blocked' });
      expect(await blockedTab.take(isRelation)).toEqual({ t: 'relation', username: 'push_blocker' });
    }
    await Promise.all([blockerTab.close(), blockerOtherTab.close(), blockedTab.close()]);
  });

  it('pushes nothing when the block is refused', async () => {
    const member = await memberWith(t, { name: 'push_self' });
    const own = await tab(member.browser.cookies);
    const refused = await send(member.browser, 'POST', RELATIONS_API.member('block', 'push_self'));
    expect(refused.statusCode).toBe(400);
    // A ping answered after the refusal: anything pushed before it would have come first.
    own.send({ t: 'ping' });
    await own.take((m) => m.t === 'pong');
    expect(own.pending(isRelation)).toEqual([]);
    await own.close();
  });
});
