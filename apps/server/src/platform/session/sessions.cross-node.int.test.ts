import { describe, expect, it } from 'vitest';
import { pageContextOf, TestBrowser } from '../../../test/test-app';
import { browserOn, CLUSTER_READY, twoNodesForSuite } from '../../../test/two-nodes';

/** Two nodes on one PostgreSQL and one Redis, as in production behind a load balancer. */
describe.runIf(CLUSTER_READY)('sessions across two nodes', () => {
  const cluster = twoNodesForSuite();

  it('a session made on one node works on the other, and logging out ends it on both at once', async () => {
    const onA = new TestBrowser(cluster.a.app);
    expect((await onA.register('roaming_player')).statusCode).toBe(200);
    const onB = browserOn(cluster.b, onA.cookies);
    expect((await onB.get('/callback/user/current')).json().user.username).toBe('roaming_player');

    expect((await onA.post('/logout')).statusCode).toBe(200);
    const stale = browserOn(cluster.b, new Map([['kingside_session', onB.cookies.get('kingside_session')!]]));
    await expect
      .poll(async () => (await stale.get('/callback/user/current')).json().state.isLoggedIn)
      .toBe(false);
  });

  it('a level change on one node shows on the other without waiting for caches to expire', async () => {
    const onA = new TestBrowser(cluster.a.app);
    await onA.register('upgrading_player');
    const onB = browserOn(cluster.b, onA.cookies);
    expect((await onB.get('/callback/user/current')).json().user.membership).toBe('basic');
    await cluster.a.services.accounts.setLevel('upgrading_player', 'diamond');
    await expect
      .poll(async () => (await onB.get('/callback/user/current')).json().user.membership)
      .toBe('diamond');
  });

  it("a level change on one node shows in the other node's pages too (their memoised page context)", async () => {
    const onA = new TestBrowser(cluster.a.app);
    await onA.register('paging_player');
    const onB = browserOn(cluster.b, onA.cookies);
    const pageMembership = async () => pageContextOf((await onB.get('/about')).body).current.user.membership;
    expect(await pageMembership()).toBe('basic');
    await cluster.a.services.accounts.setLevel('paging_player', 'platinum');
    await expect.poll(pageMembership).toBe('platinum');
  });

  it('ending a session from the sessions page, or changing the password, ends it on the other node at once', async () => {
    const phone = new TestBrowser(cluster.a.app);
    await phone.register('many_nodes', 'correct horse battery');
    const laptop = new TestBrowser(cluster.b.app);
    await laptop.login('many_nodes', 'correct horse battery');
    const tablet = new TestBrowser(cluster.b.app);
    await tablet.login('many_nodes', 'correct horse battery');
    // Both nodes have the sessions cached now.
    expect((await laptop.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
    expect((await tablet.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);

    const listed = (await phone.get('/callback/user/sessions')).json().sessions as {
      id: string;
      current: boolean;
    }[];
    const laptopId = (await laptop.get('/callback/user/sessions'))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id;
    expect(listed.map((s) => s.id)).toContain(laptopId);
    expect((await phone.post('/callback/user/sessions/revoke', { id: laptopId })).statusCode).toBe(200);
    await expect
      .poll(async () => (await laptop.get('/callback/user/current')).json().state.isLoggedIn)
      .toBe(false);

    const changed = await phone.post('/callback/user/password/change', {
      currentPassword: 'correct horse battery',
      newPassword: 'another long password',
    });
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(async () => (await tablet.get('/callback/user/current')).json().state.isLoggedIn)
      .toBe(false);
    expect((await phone.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
  });
});
