import { PLATFORM } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../test/test-app';
import { CLUSTER_READY, twoNodesForSuite } from '../../../test/two-nodes';

/** A token from one node works on any node, and dies everywhere with its session. */
describe.runIf(CLUSTER_READY)('platform tokens across two nodes', () => {
  const cluster = twoNodesForSuite();

  it('issued on one node, taken by the other, refused there as soon as the session logs out', async () => {
    const onA = new TestBrowser(cluster.a.app);
    expect((await onA.register('token_roamer')).statusCode).toBe(200);
    const token = (await onA.post(PLATFORM.tokenPath)).json().access_token;
    const onB = () =>
      cluster.b.app.inject({
        method: 'GET',
        url: PLATFORM.settingsMe,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await onB()).statusCode).toBe(200);
    expect((await onA.post('/logout')).statusCode).toBe(200);
    // No clock moves: node B's cached session is dropped by the bus message, not by its TTL.
    await expect.poll(async () => (await onB()).statusCode).toBe(401);
  });
});
