import { STAFF_API } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { me, PASSWORD } from '../../../test/accounts';
import { TestBrowser } from '../../../test/test-app';
import { browserOn, CLUSTER_READY, twoNodesForSuite } from '../../../test/two-nodes';

/** Two nodes on one PostgreSQL and one Redis: a closure or an impersonation made on one shows on the other at once. */
describe.runIf(CLUSTER_READY)('staff powers across two nodes', () => {
  const cluster = twoNodesForSuite();

  it('a closure on one node logs the member out on the other', async () => {
    const member = new TestBrowser(cluster.b.app);
    await member.register('closing_remote');
    expect((await me(member)).state.isLoggedIn).toBe(true);
    await cluster.a.services.staffAccounts.closeAccount({ kind: 'cli' }, 'closing_remote', 'cheater');
    await expect.poll(async () => (await me(member)).state.isLoggedIn).toBe(false);
  });

  it('an impersonation started and stopped on one node applies on the other', async () => {
    await cluster.a.services.accounts.register({
      username: 'remote_boss',
      email: 'remote_boss@example.com',
      password: PASSWORD,
      level: 'staff',
    });
    await new TestBrowser(cluster.a.app).register('remote_alice');
    const onA = new TestBrowser(cluster.a.app);
    await onA.login('remote_boss', PASSWORD);
    const onB = browserOn(cluster.b, onA.cookies);
    expect((await me(onB)).user.username).toBe('remote_boss');

    expect((await onA.post(STAFF_API.impersonate('remote_alice'))).statusCode).toBe(200);
    await expect.poll(async () => (await me(onB)).user.username).toBe('remote_alice');
    expect((await me(onB)).state.isImpersonating).toBe(true);
    expect((await onA.post(STAFF_API.impersonateStop)).statusCode).toBe(200);
    await expect.poll(async () => (await me(onB)).state.isImpersonating).toBe(false);
  });
});
