import { STAFF_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, PASSWORD } from '../../../test/accounts';
import { type TestApp, TestBrowser } from '../../../test/test-app';
import { browserOn, CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';

/** Two nodes on one PostgreSQL and one Redis: a closure or an impersonation made on one shows on the other at once. */
describe.runIf(CLUSTER_READY)('staff powers across two nodes', () => {
  let cluster: TwoNodes;
  let nodeA: TestApp;
  let nodeB: TestApp;
  beforeAll(async () => {
    cluster = await startTwoNodes();
    ({ a: nodeA, b: nodeB } = cluster);
  });
  afterAll(async () => {
    await cluster.close();
  });

  it('a closure on one node logs the member out on the other', async () => {
    const member = new TestBrowser(nodeB.app);
    await member.register('closing_remote');
    expect((await me(member)).state.isLoggedIn).toBe(true);
    await nodeA.services.staffAccounts.closeAccount({ kind: 'cli' }, 'closing_remote', 'cheater');
    await expect.poll(async () => (await me(member)).state.isLoggedIn).toBe(false);
  });

  it('an impersonation started and stopped on one node applies on the other', async () => {
    await nodeA.services.accounts.register({
      username: 'remote_boss',
      email: 'remote_boss@example.com',
      password: PASSWORD,
      level: 'staff',
    });
    await new TestBrowser(nodeA.app).register('remote_alice');
    const onA = new TestBrowser(nodeA.app);
    await onA.login('remote_boss', PASSWORD);
    const onB = browserOn(nodeB, onA.cookies);
    expect((await me(onB)).user.username).toBe('remote_boss');

    expect((await onA.post(STAFF_API.impersonate('remote_alice'))).statusCode).toBe(200);
    await expect.poll(async () => (await me(onB)).user.username).toBe('remote_alice');
    expect((await me(onB)).state.isImpersonating).toBe(true);
    expect((await onA.post(STAFF_API.impersonateStop)).statusCode).toBe(200);
    await expect.poll(async () => (await me(onB)).state.isImpersonating).toBe(false);
  });
});
