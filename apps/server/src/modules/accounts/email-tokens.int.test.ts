import { statSync } from 'node:fs';
import { ACCOUNT_MESSAGES, ACCOUNT_SECURITY_MESSAGES as M, RESET_TOKEN_TTL_MS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME, loggedIn as logIn, me, PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { lastToken, nextToken, readOutbox } from '../../../test/outbox';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('email verification and password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const loggedIn = (login: string, password = PASSWORD, userAgent = CHROME) =>
    logIn(t.app, login, password, userAgent);
  const mailsTo = (email: string) => readOutbox(t.testDb.dataDir).filter((m) => m.to === email);

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

    it('refuses a link asked for before the member changed the password themselves', async () => {
      await new TestBrowser(t.app).register('mind_changer', PASSWORD, 'mind_changer@example.com');
      await new TestBrowser(t.app).post('/callback/user/password/forgot', {
        email: 'mind_changer@example.com',
      });
      const token = await nextToken(t.testDb.dataDir, 'mind_changer@example.com', '/reset-password');
      const { browser } = await loggedIn('mind_changer');
      const changed = await browser.post('/callback/user/password/change', {
        currentPassword: PASSWORD,
        newPassword: 'changed on purpose',
      });
      expect(changed.json()).toEqual({ ok: true });

      const stale = await new TestBrowser(t.app).post('/callback/user/password/reset', {
        token,
        password: 'taken over by the link',
      });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toEqual({ code: 'token_invalid', message: M.token_invalid });
      expect((await loggedIn('mind_changer', 'changed on purpose')).response.statusCode).toBe(200);
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
          remoteAddress: ip,
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
});
