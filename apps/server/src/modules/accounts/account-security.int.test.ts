import { statSync } from 'node:fs';
import {
  ACCOUNT_MESSAGES,
  CLOSE_GRACE_MS,
  ACCOUNT_SECURITY_MESSAGES as M,
  RESET_TOKEN_TTL_MS,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { lastToken, nextToken, readOutbox } from '../../../test/outbox';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const PASSWORD = 'correct horse battery';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(DATABASE_KINDS)('account security on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const me = async (browser: TestBrowser) => (await browser.get('/callback/user/current')).json();
  const mailsTo = (email: string) => readOutbox(t.testDb.dataDir).filter((m) => m.to === email);

  /** A member logged in on a fresh browser with its own User-Agent. */
  async function loggedIn(login: string, password = PASSWORD, userAgent = CHROME) {
    const browser = new TestBrowser(t.app);
    await browser.request({ method: 'GET', url: '/', headers: { 'user-agent': userAgent } });
    const response = await browser.request({
      method: 'POST',
      url: '/login_check',
      headers: { 'user-agent': userAgent },
      payload: { _username: login, _password: password, _token: browser.csrfToken },
    });
    return { browser, response };
  }

  describe('email verification', () => {
    it('mails a link on sign-up into an owner-only outbox file; the link activates once', async () => {
      const browser = new TestBrowser(t.app);
      await browser.register('verify_me');
      expect((await me(browser)).user.isActivated).toBe(false);
      const [mail] = mailsTo('verify_me@example.com');
      expect(mail!.subject).toBe('Confirm your email address on Kingside');
      expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
      expect(statSync(mail!.file).mode & 0o777).toBe(0o600);

      const token = lastToken(t.testDb.dataDir, 'verify_me@example.com', '/verify-email');
      const guest = new TestBrowser(t.app);
      expect((await guest.post('/callback/user/email/verify', { token })).json()).toEqual({ ok: true });
      expect((await me(browser)).user.isActivated).toBe(true);

      const again = await guest.post('/callback/user/email/verify', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toEqual({ code: 'token_invalid', message: M.token_invalid });
    });

    it('resends only to a logged-in, unverified member, three times an hour', async () => {
      const anonymous = await new TestBrowser(t.app).post('/callback/user/email/resend');
      expect(anonymous.statusCode).toBe(401);

      const browser = new TestBrowser(t.app);
      await browser.register('resender');
      const first = lastToken(t.testDb.dataDir, 'resender@example.com', '/verify-email');
      for (let i = 0; i < 3; i++) {
        const sent = await browser.post('/callback/user/email/resend');
        expect(sent.json()).toEqual({ ok: true, message: M.verification_sent });
      }
      const limited = await browser.post('/callback/user/email/resend');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(mailsTo('resender@example.com')).toHaveLength(4);

      // Only the newest link works.
      const stale = await browser.post('/callback/user/email/verify', { token: first });
      expect(stale.json().error.code).toBe('token_invalid');
      const newest = lastToken(t.testDb.dataDir, 'resender@example.com', '/verify-email');
      expect((await browser.post('/callback/user/email/verify', { token: newest })).statusCode).toBe(200);

      t.clock.advance(60 * 60_000 + 1);
      const done = await browser.post('/callback/user/email/resend');
      expect(done.statusCode).toBe(409);
      expect(done.json().error).toEqual({ code: 'already_activated', message: M.already_activated });
    });

    it.each([
      ['a forged token', { token: 'A'.repeat(43) }, 400, 'token_invalid'],
      ['a short token', { token: 'abc' }, 400, 'validation_failed'],
      ['no token', {}, 400, 'validation_failed'],
      ['a number', { token: 42 }, 400, 'validation_failed'],
    ])('refuses %s', async (_, body, status, code) => {
      const response = await new TestBrowser(t.app).post('/callback/user/email/verify', body);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    });
  });

  describe('password reset', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      await new TestBrowser(t.app).register('forgetful', PASSWORD, 'forgetful@example.com');
      const before = readOutbox(t.testDb.dataDir).length;
      const known = await new TestBrowser(t.app).post('/callback/user/password/forgot', {
        email: 'Forgetful@Example.com',
      });
      const unknown = await new TestBrowser(t.app).post('/callback/user/password/forgot', {
        email: 'nobody@example.com',
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ ok: true, message: M.reset_requested });
      expect(unknown.json()).toEqual(known.json());
      await nextToken(t.testDb.dataDir, 'forgetful@example.com', '/reset-password', before);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const mails = readOutbox(t.testDb.dataDir).slice(before);
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        ['forgetful@example.com', 'Reset your Kingside password'],
      ]);
    });

    it('sets a new password once, logs every session out, and the old password stops working', async () => {
      await new TestBrowser(t.app).register('resetter', PASSWORD, 'resetter@example.com');
      const { browser: other } = await loggedIn('resetter');
      expect((await me(other)).state.isLoggedIn).toBe(true);

      await new TestBrowser(t.app).post('/callback/user/password/forgot', { email: 'resetter@example.com' });
      const token = await nextToken(t.testDb.dataDir, 'resetter@example.com', '/reset-password');
      const guest = new TestBrowser(t.app);
      const tooShort = await guest.post('/callback/user/password/reset', { token, password: 'short' });
      expect(tooShort.json().error).toEqual({
        code: 'password_too_short',
        message: ACCOUNT_MESSAGES.password_too_short,
        field: 'password',
      });
      const reset = await guest.post('/callback/user/password/reset', {
        token,
        password: 'a brand new secret',
      });
      expect(reset.json()).toEqual({ ok: true });
      expect((await me(other)).state.isLoggedIn).toBe(false);

      const replay = await guest.post('/callback/user/password/reset', {
        token,
        password: 'yet another one!',
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error.code).toBe('token_invalid');

      expect((await loggedIn('resetter', PASSWORD)).response.statusCode).toBe(401);
      expect((await loggedIn('resetter', 'a brand new secret')).response.json()).toEqual({ ok: true });
    });

    it('refuses a link after an hour, and changes nothing', async () => {
      await new TestBrowser(t.app).register('slowpoke', PASSWORD, 'slowpoke@example.com');
      await new TestBrowser(t.app).post('/callback/user/password/forgot', { email: 'slowpoke@example.com' });
      const token = await nextToken(t.testDb.dataDir, 'slowpoke@example.com', '/reset-password');
      t.clock.advance(RESET_TOKEN_TTL_MS);
      const late = await new TestBrowser(t.app).post('/callback/user/password/reset', {
        token,
        password: 'too late for this',
      });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toEqual({ code: 'token_invalid', message: M.token_invalid });
      expect((await loggedIn('slowpoke', PASSWORD)).response.statusCode).toBe(200);
    });

    it('limits requests per address (3 an hour) and per IP (10 an hour) with 429', async () => {
      const browser = new TestBrowser(t.app);
      const ask = (email: string, ip: string) =>
        browser.request({
          method: 'POST',
          url: '/callback/user/password/forgot',
          headers: { 'x-forwarded-for': ip },
          payload: { email, _token: browser.csrfToken },
        });
      await browser.get('/');
      for (let i = 0; i < 3; i++)
        expect((await ask('target@example.com', `10.0.0.${i}`)).statusCode).toBe(200);
      const perEmail = await ask('TARGET@example.com', '10.0.0.9');
      expect(perEmail.statusCode).toBe(429);
      expect(perEmail.json().error.code).toBe('rate_limited');

      for (let i = 0; i < 10; i++) expect((await ask(`n${i}@example.com`, '10.9.9.9')).statusCode).toBe(200);
      const perIp = await ask('fresh@example.com', '10.9.9.9');
      expect(perIp.statusCode).toBe(429);
      expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
    });

    it.each([
      ['no email', {}],
      ['an email too long', { email: `${'a'.repeat(250)}@example.com` }],
      ['an object', { email: { $ne: '' } }],
    ])('refuses %s with 400', async (_, body) => {
      const response = await new TestBrowser(t.app).post('/callback/user/password/forgot', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    });

    it('needs the CSRF token', async () => {
      const browser = new TestBrowser(t.app);
      await browser.get('/');
      const response = await browser.post(
        '/callback/user/password/forgot',
        { email: 'x@example.com' },
        { csrf: false },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_token_invalid');
    });
  });

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
