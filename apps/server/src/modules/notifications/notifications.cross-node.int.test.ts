import type { AddressInfo } from 'node:net';
import { RELATIONS_API, type ServerMessage, SOCKET_PATH } from '@kingside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { browserOn, CLUSTER_READY, twoNodesForSuite } from '../../../test/two-nodes';
import { memberWith } from '../entitlements/entitlements.fixtures';
import { SocketClient } from '../play/socket/socket-client.fixture';
import { send } from '../relations/relations.fixtures';

const isNotification = (m: ServerMessage) => m.t === 'notification';

/** Two nodes on one PostgreSQL and one Redis: a notification made on one reaches tabs on the other. */
describe.runIf(CLUSTER_READY)('notifications across two nodes with Redis', () => {
  const cluster = twoNodesForSuite();
  const socketUrl = (node: TestApp) =>
    `ws://127.0.0.1:${(node.app.server.address() as AddressInfo).port}${SOCKET_PATH}`;

  beforeAll(async () => {
    for (const node of [cluster.a, cluster.b]) await node.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("pushes a notify on node A to the member's tabs on both nodes, each with the unread count", async () => {
    const b = await memberWith(cluster.a, { name: 'bell_cross_b' });
    const tabOnB = await SocketClient.open(socketUrl(cluster.b), { cookies: b.browser.cookies });
    const tabOnA = await SocketClient.open(socketUrl(cluster.a), { cookies: b.browser.cookies });
    // The socket is attached once it answers a ping.
    for (const tab of [tabOnA, tabOnB]) {
      tab.send({ t: 'ping' });
      await tab.take((m) => m.t === 'pong');
    }
    await cluster.a.services.notifications.notify({
      userId: b.user.userId,
      kind: 'moderation',
      data: { text: 'Seen everywhere' },
    });
    for (const tab of [tabOnB, tabOnA]) {
      expect(await tab.take(isNotification)).toMatchObject({
        t: 'notification',
        unread: 1,
        notification: { kind: 'moderation', data: { text: 'Seen everywhere' }, read: false },
      });
    }
    await Promise.all([tabOnA.close(), tabOnB.close()]);
  });

  it('brings a friend request made through node A to the target watching on node B, and its read to A', async () => {
    const a = await memberWith(cluster.a, { name: 'bell_cross_asker' });
    const b = await memberWith(cluster.a, { name: 'bell_cross_target' });
    const tab = await SocketClient.open(socketUrl(cluster.b), { cookies: b.browser.cookies });
    tab.send({ t: 'ping' });
    await tab.take((m) => m.t === 'pong');
    await send(a.browser, 'POST', RELATIONS_API.friendRequest('bell_cross_target'));
    const pushed = await tab.take<Extract<ServerMessage, { t: 'notification' }>>(isNotification);
    expect(pushed).toMatchObject({
      unread: 1,
      notification: { kind: 'friend_request', actor: { username: 'bell_cross_asker' } },
    });
    // Read through node B's HTTP, heard on the socket of node B too.
    const onB = browserOn(cluster.b, b.browser.cookies);
    const read = await onB.post(`/callback/notifications/${pushed.notification.id}/read`);
    expect(read.json()).toEqual({ unread: 0 });
    expect(await tab.take((m) => m.t === 'notification.read')).toEqual({
      t: 'notification.read',
      id: pushed.notification.id,
      unread: 0,
    });
    await tab.close();
  });
});
