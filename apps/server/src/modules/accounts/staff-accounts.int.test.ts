import {
  API,
  type AuditPage,
  CLOSURE_MESSAGES,
  PLATFORM,
  READ_SCOPES,
  STAFF_API,
  STAFF_MESSAGES,
  type StaffMemberView,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, me, PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { sessions } from '../../db/sessions.tables';
import { isType, listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';
import { auditLog } from './account-audit.tables';
import { users } from './accounts.tables';

describe.each(DATABASE_KINDS)('staff closures, audit log and impersonation on %s', (kind) => {
  let t: TestApp;
  let staff: TestBrowser;
  const db = () => t.testDb.database.db;
  const create = (username: string, level: 'basic' | 'moderator' | 'staff' = 'basic') =>
    t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD, level });
  const userRow = async (username: string) =>
    (await db().select().from(users).where(eq(users.usernameKey, username.toLowerCase())))[0]!;
  const auditOf = async (username: string) => {
    const { userId } = await userRow(username);
    return db().select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(auditLog.id);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await create('boss', 'staff');
    await create('marta', 'moderator');
    staff = (await loggedIn(t.app, 'boss')).browser;
  });
  afterAll(async () => t.close());

  it('closes an account: closure, audit row and the end of every session of the member', async () => {
    await create('cheaty');
    const first = (await loggedIn(t.app, 'cheaty')).browser;
    const second = (await loggedIn(t.app, 'cheaty')).browser;
    expect((await me(first)).user.username).toBe('cheaty');

    const response = await staff.post(STAFF_API.close('cheaty'), { reason: 'cheater' });
    expect(response.statusCode).toBe(200);
    const view = response.json() as StaffMemberView;
    expect(view).toMatchObject({ username: 'cheaty', closure: 'cheater', membershipLevel: 5 });
    expect(view.audit[0]).toMatchObject({ action: 'close', actor: 'boss', target: 'cheaty' });

    const [row] = await auditOf('cheaty');
    expect(row).toMatchObject({ action: 'close', details: { reason: 'cheater', previous: null } });
    expect(row!.actorUserId).toBe((await userRow('boss')).userId);
    expect(row!.at.getTime()).toBe(t.clock.now().getTime());
    const left = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await userRow('cheaty')).userId));
    expect(left).toEqual([]);
    for (const browser of [first, second]) expect((await me(browser)).state.isLoggedIn).toBe(false);
  });

  it('refuses the login of a closed member with the reason of the closure kind', async () => {
    for (const [username, reason] of [
      ['abusive', 'abuser'],
      ['unknownish', 'unspecifiedClosed'],
    ] as const) {
      await create(username);
      expect((await staff.post(STAFF_API.close(username), { reason })).statusCode).toBe(200);
      const { response } = await loggedIn(t.app, username);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'account_closed', message: CLOSURE_MESSAGES[reason] });
    }
    const { response } = await loggedIn(t.app, 'cheaty');
    expect(response.json().error.message).toBe('This account was closed for violating the Fair Play Policy.');
  });

  it('shows the member page as closed', async () => {
    const profile = await t.app.inject({ method: 'GET', url: '/callback/member/profile/cheaty' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: 'cheaty', closed: true, membershipLevel: 5 });
  });

  it('reopens: the member logs in again, and the audit log says who did what', async () => {
    const response = await staff.post(STAFF_API.reopen('cheaty'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ closure: null, membershipLevel: 10 });
    expect((await loggedIn(t.app, 'cheaty')).response.statusCode).toBe(200);
    expect((await auditOf('cheaty')).map((row) => row.action)).toEqual(['close', 'reopen']);
    expect((await staff.post(STAFF_API.reopen('cheaty'))).json().error).toEqual({
      code: 'conflict',
      message: STAFF_MESSAGES.not_closed,
    });
  });

  it('replaces a self-closure with a staff closure that a login never reopens', async () => {
    await create('leaver');
    await db()
      .update(users)
      .set({ closure: 'voluntarilyClosed', selfClosedAt: t.clock.now() })
      .where(eq(users.usernameKey, 'leaver'));
    expect((await staff.post(STAFF_API.close('leaver'), { reason: 'abuser' })).statusCode).toBe(200);
    const { response } = await loggedIn(t.app, 'leaver');
    expect(response.json().error.message).toBe(CLOSURE_MESSAGES.abuser);
    expect((await userRow('leaver')).selfClosedAt).toBeNull();
  });

  it('writes the closure and its audit row in one transaction: a failed audit row undoes the closure', async () => {
    await create('atomic');
    const member = (await loggedIn(t.app, 'atomic')).browser;
    const ghost = { ...(await userRow('boss')), userId: 2_000_000_000 };
    await expect(
      t.services.staffAccounts.closeAccount({ kind: 'staff', user: ghost }, 'atomic', 'abuser'),
    ).rejects.toThrow();
    expect((await userRow('atomic')).closure).toBeNull();
    expect(await auditOf('atomic')).toEqual([]);
    expect((await me(member)).state.isLoggedIn).toBe(true);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    await create('steady');
    for (const body of [{ reason: 'voluntarilyClosed' }, { reason: 'basic' }, {}, { reason: 5 }]) {
      const response = await staff.post(STAFF_API.close('steady'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    expect((await staff.post(STAFF_API.close('nobody-here'), { reason: 'abuser' })).statusCode).toBe(404);
    expect((await staff.post(STAFF_API.close('%00'), { reason: 'abuser' })).statusCode).toBe(404);
    expect((await staff.post(STAFF_API.close('boss'), { reason: 'abuser' })).statusCode).toBe(403);
    expect((await staff.get(`${STAFF_API.audit}?before=abc`)).statusCode).toBe(400);
    expect((await userRow('steady')).closure).toBeNull();
    expect(await auditOf('steady')).toEqual([]);
  });

  it('is for staff only: guests 401, members and moderators 403, without CSRF 403', async () => {
    await create('victim');
    const guest = new TestBrowser(t.app);
    const member = (await loggedIn(t.app, 'victim')).browser;
    const moderator = (await loggedIn(t.app, 'marta')).browser;
    expect((await guest.post(STAFF_API.close('victim'), { reason: 'abuser' })).statusCode).toBe(401);
    for (const browser of [member, moderator]) {
      for (const call of [
        browser.post(STAFF_API.close('victim'), { reason: 'abuser' }),
        browser.post(STAFF_API.reopen('victim')),
        browser.post(STAFF_API.impersonate('victim')),
        browser.get(STAFF_API.audit),
        browser.get(STAFF_API.member('victim')),
      ]) {
        const response = await call;
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: STAFF_MESSAGES.staff_only });
      }
    }
    const noCsrf = await staff.post(STAFF_API.close('victim'), { reason: 'abuser' }, { csrf: false });
    expect(noCsrf.json().error.code).toBe('csrf_token_invalid');
    expect((await userRow('victim')).closure).toBeNull();
  });

  it('pages the audit log newest first', async () => {
    await create('pager');
    for (let i = 0; i < 30; i++) {
      await staff.post(STAFF_API.close('pager'), { reason: 'abuser' });
      await staff.post(STAFF_API.reopen('pager'));
    }
    const first = (await staff.get(STAFF_API.audit)).json() as AuditPage;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ action: 'reopen', target: 'pager', actor: 'boss' });
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await staff.get(`${STAFF_API.audit}?before=${first.nextBefore}`)).json() as AuditPage;
    expect(second.entries[0]!.id).toBeLessThan(ids.at(-1)!);
    const view = (await staff.get(STAFF_API.member('pager'))).json() as StaffMemberView;
    expect(view.audit).toHaveLength(20);
  });

  describe('impersonation', () => {
    let boss: TestBrowser;
    beforeAll(async () => {
      await create('alice');
      boss = (await loggedIn(t.app, 'boss')).browser;
    });

    it('starts: the session acts as the member, says so, and the audit log has it', async () => {
      const response = await boss.post(STAFF_API.impersonate('alice'));
      expect(response.statusCode).toBe(200);
      const current = await me(boss);
      expect(current.user.username).toBe('alice');
      expect(current.state.isImpersonating).toBe(true);
      expect((await auditOf('alice')).map((row) => row.action)).toEqual(['impersonate_start']);
      const page = await boss.get('/');
      expect(page.body).toContain('"isImpersonating":true');
    });

    it('persists nothing: web callbacks and the Settings service refuse writes', async () => {
      const refused = await boss.post(API.closeAccount, { password: PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'impersonation_read_only',
        message: STAFF_MESSAGES.impersonation_read_only,
      });
      const token = (await boss.post(PLATFORM.tokenPath)).json().access_token as string;
      const save = await t.app.inject({
        method: 'POST',
        url: PLATFORM.settingsMe,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ 'board.coordinates': 2 }),
      });
      expect(save.statusCode).toBe(403);
      expect(save.json().error.code).toBe('impersonation_read_only');
      const read = await t.app.inject({
        method: 'GET',
        url: PLATFORM.settingsMe,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('"board.coordinates":2');
      const themes = (method: string, body: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService/${method}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const select = await themes('SelectTheme', { themeId: 'night' });
      expect(select.statusCode).toBe(403);
      expect(select.json()).toEqual({
        code: 'permission_denied',
        message: STAFF_MESSAGES.impersonation_read_only,
      });
      expect((await themes('GetActiveTheme', {})).json().theme.id).toBe('green');
      expect((await boss.post(PLATFORM.tokenPath)).json().scope).toBe(READ_SCOPES.join(' '));
      // Staff pages are not reachable as the member.
      expect((await boss.get(STAFF_API.audit)).statusCode).toBe(403);
    });

    it('joins the game socket as nobody: no seek or move is made for the member', async () => {
      const url = await listenForSockets(t.app);
      const socket = await SocketClient.open(url, { cookies: boss.cookies });
      socket.send({ t: 'seek', pool: '3+0', rated: false, ref: 7 });
      expect(await socket.take(isType('error'))).toMatchObject({ code: 'not_a_player', ref: 7 });
      await socket.close();
    });

    it('stops with one call: back to the staff identity, audited', async () => {
      const response = await boss.post(STAFF_API.impersonateStop);
      expect(response.statusCode).toBe(200);
      const current = await me(boss);
      expect(current.user.username).toBe('boss');
      expect(current.state.isImpersonating).toBe(false);
      expect((await auditOf('alice')).map((row) => row.action)).toEqual([
        'impersonate_start',
        'impersonate_stop',
      ]);
      expect((await boss.post(STAFF_API.impersonateStop)).json().error.code).toBe('not_impersonating');
    });

    it('refuses oneself and staff (403) and a closed account (409)', async () => {
      const self = await boss.post(STAFF_API.impersonate('boss'));
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toEqual({
        code: 'impersonation_refused',
        message: STAFF_MESSAGES.impersonate_self,
      });
      const other = await boss.post(STAFF_API.impersonate('marta'));
      expect(other.statusCode).toBe(403);
      expect(other.json().error.message).toBe(STAFF_MESSAGES.impersonate_staff);
      const closed = await boss.post(STAFF_API.impersonate('abusive'));
      expect(closed.statusCode).toBe(409);
      expect(closed.json().error).toEqual({
        code: 'account_closed',
        message: STAFF_MESSAGES.impersonate_closed,
      });
      expect((await me(boss)).user.username).toBe('boss');
    });

    it('ends when its staff member is no longer staff', async () => {
      await boss.post(STAFF_API.impersonate('alice'));
      await t.services.accounts.setLevel('boss', 'moderator');
      const current = await me(boss);
      expect(current.user.username).toBe('boss');
      expect(current.state.isImpersonating).toBe(false);
      await t.services.accounts.setLevel('boss', 'staff');
      await boss.post(STAFF_API.impersonateStop);
    });

    it('ends when the member is closed, and logging out ends the whole session', async () => {
      await boss.post(STAFF_API.impersonate('alice'));
      await t.services.staffAccounts.closeAccount({ kind: 'cli' }, 'alice', 'abuser');
      expect((await me(boss)).user.username).toBe('boss');
      await t.services.staffAccounts.reopenAccount({ kind: 'cli' }, 'alice');

      await boss.post(STAFF_API.impersonate('alice'));
      expect((await boss.post('/logout')).statusCode).toBe(200);
      expect((await me(boss)).state.isLoggedIn).toBe(false);
    });
  });
});
