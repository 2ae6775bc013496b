import { randomBytes } from 'node:crypto';
import { PLATFORM } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases';
import { startNode, type TestApp, TestBrowser } from '../../../test/test-app';

const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

/** A token from one node works on any node, and dies everywhere with its session. */
describe.runIf(ready)('platform tokens across two nodes', () => {
  let testDb: TestDatabase;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    const env = {
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}:`,
    };
    nodeA = await startNode(testDb, env);
    nodeB = await startNode(testDb, env);
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await testDb.destroy();
  });

  it('issued on one node, taken by the other, refused there as soon as the session logs out', async () => {
    const onA = new TestBrowser(nodeA.app);
    expect((await onA.register('token_roamer')).statusCode).toBe(200);
    const token = (await onA.post(PLATFORM.tokenPath)).json().access_token;
    const onB = () =>
      nodeB.app.inject({
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
