import { ACCOUNT_MESSAGES, CLOSE_GRACE_MS, ACCOUNT_SECURITY_MESSAGES as M } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME, FIREFOX, loggedIn as logIn, me, PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('sessions, password change and closing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const loggedIn = (login: string, password = PASSWORD, userAgent = CHROME) =>
    logIn(t.app, login, password, userAgent);

  describe('sessions page', () => {
    it('lists sessions with device and last seen, marks this one, and logs out one or all others', async () => {
      await new TestBrowser(t.app).register('many_devices');
      const { browser: laptop } = await loggedIn('many_devices', PASSWORD, CHROME);
      t.clock.advance(10 * 60_000);
      const { browser: desktop } = await loggedIn('many_devices', PASSWORD, FIREFOX);
      const { browser: third } = await loggedIn('many_devices', PASSWORD, CHROME);

      const listed = (await desktop.get('/callback/user/sessions')).json().sessions;
      expect(listed).toHaveLength(4);
      expect(listed[0].current).toBe(true);
      const current = listed.filter((s: { current: boolean }) => s.current);
      expect(current).toEqual([
        {
          id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          device: 'Firefox on Windows',
          createdAt: t.clock.now().toISOString(),
          lastSeenAt: t.clock.now().toISOString(),
          current: true,
        },
      ]);
      const laptopRow = listed.find(
        (s: { device: string; lastSeenAt: string }) =>
          s.device === 'Chrome on Linux' && s.lastSeenAt < t.clock.now().toISOString(),
      );
      expect(laptopRow).toBeDefined();

      expect((await desktop.post('/callback/user/sessions/revoke', { id: laptopRow.id })).json()).toEqual({
        ok: true,
      });
      expect((await me(laptop)).state.isLoggedIn).toBe(false);
      const again = await desktop.post('/callback/user/sessions/revoke', { id: laptopRow.id });
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toEqual({ code: 'not_found', message: M.session_unknown });

      expect((await desktop.post('/callback/user/sessions/revoke-others')).json()).toEqual({ ok: true });
      expect((await me(third)).state.isLoggedIn).toBe(false);
      expect((await me(desktop)).state.isLoggedIn).toBe(true);
      expect((await desktop.get('/callback/user/sessions')).json().sessions).toHaveLength(1);
    });

    it("cannot end another member's session, and guests see nothing", async () => {
      await new TestBrowser(t.app).register('victim_player');
      const { browser: victim } = await loggedIn('victim_player');
      const victimId = (await victim.get('/callback/user/sessions')).json().sessions[0].id;
      const attacker = new TestBrowser(t.app);
      await attacker.register('attacker_player');
      const response = await attacker.post('/callback/user/sessions/revoke', { id: victimId });
      expect(response.statusCode).toBe(404);
      expect((await me(victim)).state.isLoggedIn).toBe(true);

      const guest = new TestBrowser(t.app);
      expect((await guest.get('/callback/user/sessions')).statusCode).toBe(401);
      expect((await guest.post('/callback/user/sessions/revoke-others')).statusCode).toBe(401);
      const bad = await attacker.post('/callback/user/sessions/revoke', { id: '../../etc' });
      expect(bad.statusCode).toBe(400);
    });

    it('logging out this session from the list ends it here', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('self_revoker');
      const [own] = (await browser.get('/callback/user/sessions')).json().sessions;
      expect((await browser.post('/callback/user/sessions/revoke', { id: own.id })).json()).toEqual({
        ok: true,
      });
      expect((await me(browser)).state.isLoggedIn).toBe(false);
    });
  });

  describe('password change', () => {
    it('needs the current password, keeps this session and logs out the others', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('changer');
      const { browser: other } = await loggedIn('changer');
      const wrong = await browser.post('/callback/user/password/change', {
        currentPassword: 'not my password',
        newPassword: 'a better password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error).toEqual({
        code: 'password_wrong',
        message: M.password_wrong,
        field: 'password',
      });
      expect((await me(other)).state.isLoggedIn).toBe(true);

      const changed = await browser.post('/callback/user/password/change', {
        currentPassword: PASSWORD,
        newPassword: 'a better password',
      });
      expect(changed.json()).toEqual({ ok: true });
      expect((await me(browser)).state.isLoggedIn).toBe(true);
      expect((await me(other)).state.isLoggedIn).toBe(false);
      expect((await loggedIn('changer', 'a better password')).response.statusCode).toBe(200);
    });

    it('is limited to 10 password checks per 15 minutes', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('guesser');
      const attempt = () =>
        browser.post('/callback/user/password/change', {
          currentPassword: 'guess',
          newPassword: 'whatever123',
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(429);
    });
  });

  describe('closing one’s own account', () => {
    it('closes with the password (level 7), logs out everywhere, and keeps the member page', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('leaving_soon');
      const { browser: other } = await loggedIn('leaving_soon');
      const wrong = await browser.post('/callback/user/close', { password: 'nope nope' });
      expect(wrong.statusCode).toBe(403);
      expect((await me(browser)).state.isLoggedIn).toBe(true);

      expect((await browser.post('/callback/user/close', { password: PASSWORD })).json()).toEqual({
        ok: true,
      });
      expect((await me(browser)).state.isLoggedIn).toBe(false);
      expect((await me(other)).state.isLoggedIn).toBe(false);
      const profile = (await browser.get('/callback/member/profile/leaving_soon')).json();
      expect(profile).toMatchObject({ closed: true, membership: 'voluntarilyClosed', membershipLevel: 7 });
    });

    it('reopens on a login within the grace period, and says so', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('coming_back');
      await browser.post('/callback/user/close', { password: PASSWORD });
      t.clock.advance(CLOSE_GRACE_MS);
      const { browser: back, response } = await loggedIn('coming_back');
      expect(response.json()).toEqual({ ok: true, reopened: true });
      expect((await me(back)).user).toMatchObject({ membership: 'basic', membershipLevel: 10 });
      const { response: next } = await loggedIn('coming_back');
      expect(next.json()).toEqual({ ok: true });
    });

    it('refuses a login after the grace period with a clear reason', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('gone_for_good');
      await browser.post('/callback/user/close', { password: PASSWORD });
      t.clock.advance(CLOSE_GRACE_MS + 1);
      const { response } = await loggedIn('gone_for_good');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'account_closed', message: M.account_closed_for_good });
      const wrongPassword = await loggedIn('gone_for_good', 'not the password');
      expect(wrongPassword.response.statusCode).toBe(401);
    });

    it('a closure by staff is not reopened by logging in', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('closed_by_staff');
      const user = await t.services.accounts.findByUsername('closed_by_staff');
      await t.testDb.database.db.execute(
        `update users set closure = 'voluntarilyClosed' where user_id = ${user!.userId}` as never,
      );
      const { response } = await loggedIn('closed_by_staff');
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'account_closed',
        message: ACCOUNT_MESSAGES.account_closed,
      });
    });
  });
});
