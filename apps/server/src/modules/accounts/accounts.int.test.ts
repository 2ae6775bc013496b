import { ACCOUNT_MESSAGES, CLOSURE_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser, uncachedSessionStore } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('registers, logs in on a fresh session id, shows the current user, logs out', async () => {
    const browser = new TestBrowser(t.app);
    await browser.get('/');
    const guestSession = browser.cookies.get('kingside_session');
    const guest = (await browser.get('/callback/user/current')).json();
    expect(guest.user.isGuest).toBe(true);
    expect(guest.user.membershipLevel).toBe(0);
    expect(guest.state.isLoggedIn).toBe(false);

    const registered = await browser.register('Magnus_C');
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ ok: true });
    expect(browser.cookies.get('kingside_session')).not.toBe(guestSession);

    const me = (await browser.get('/callback/user/current')).json();
    expect(me.user).toMatchObject({
      username: 'Magnus_C',
      isGuest: false,
      membership: 'basic',
      membershipLevel: 10,
    });
    expect(me.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof me.user.userId).toBe('number');
    expect(me.state).toMatchObject({ isLoggedIn: true, archiveView: 'grid', homeContentType: 'following' });
    expect((await browser.get('/callback/security/user/roles')).json()).toEqual({
      roles: ['ROLE_USER', 'ROLE_BASIC'],
    });

    expect((await browser.post('/logout')).json()).toEqual({ ok: true });
    expect((await browser.get('/callback/user/current')).json().state.isLoggedIn).toBe(false);
    expect((await browser.get('/callback/security/user/roles')).json()).toEqual({ roles: [] });

    const login = await browser.login('magnus_c', 'correct horse battery');
    expect(login.json()).toEqual({ ok: true });
    expect((await browser.get('/callback/user/current')).json().user.username).toBe('Magnus_C');
  });

  it('logs in by email and records the last login with the platform clock', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('hikaru', 'blitz-is-life', 'Hikaru@Example.com');
    await browser.post('/logout');
    t.clock.advance(60_000);
    expect((await browser.login('hikaru@example.com', 'blitz-is-life')).json()).toEqual({ ok: true });
    const me = (await browser.get('/callback/user/current')).json();
    expect(me.state.lastLoginDate).toBe(t.clock.now().toISOString());
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('fabiano', 'st-louis-2026');
    await browser.post('/logout');
    const wrong = await browser.login('fabiano', 'not-the-password');
    const unknown = await browser.login('nobody_here', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: ACCOUNT_MESSAGES.invalid_credentials },
      });
    }
  });

  it('refuses a taken username ignoring case (a taken email: register-taken-email.int.test.ts)', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('Judit', 'queen-of-chess', 'judit@example.com');
    const again = await new TestBrowser(t.app).register('JUDIT', 'queen-of-chess', 'other@example.com');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('username_taken');
  });

  it.each([
    ['ab', 'username_invalid'],
    ['has space', 'username_invalid'],
    ['ünïcode', 'username_invalid'],
    ['a'.repeat(26), 'username_invalid'],
    ['es', 'username_invalid'],
    ['pt-BR', 'username_reserved'],
    ['admin', 'username_reserved'],
  ])('refuses the username %j (%s) and creates nothing', async (username, code) => {
    const before = await t.services.accounts.count();
    const response = await new TestBrowser(t.app).register(
      username,
      'long-enough-password',
      'valid@example.com',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(await t.services.accounts.count()).toBe(before);
  });

  it('refuses a password under 8 characters', async () => {
    const response = await new TestBrowser(t.app).register('shortpass', '1234567');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'password_too_short',
      message: ACCOUNT_MESSAGES.password_too_short,
      field: 'password',
    });
  });

  it('says whether a username is valid and free, also under a locale prefix', async () => {
    await new TestBrowser(t.app).register('anish');
    const browser = new TestBrowser(t.app);
    expect((await browser.get('/callback/user/valid?username=ANISH')).json()).toMatchObject({
      valid: true,
      available: false,
      code: 'username_taken',
    });
    expect((await browser.get('/callback/user/valid?username=free_name')).json()).toEqual({
      valid: true,
      available: true,
    });
    expect((await browser.get('/es/callback/user/valid?username=x')).json()).toMatchObject({
      valid: false,
      code: 'username_invalid',
    });
    expect((await browser.get('/xx/callback/user/valid?username=abc')).statusCode).toBe(404);
    expect((await browser.get('/callback/user/valid')).statusCode).toBe(400);
  });

  it('gives a staff member the staff roles, derived from the stored role', async () => {
    await t.services.accounts.register({
      username: 'the_arbiter',
      email: 'arb@example.com',
      password: 'fair-play-1',
      level: 'staff',
    });
    const browser = new TestBrowser(t.app);
    await browser.login('the_arbiter', 'fair-play-1');
    const me = (await browser.get('/callback/user/current')).json();
    expect(me.user).toMatchObject({ membership: 'staff', membershipLevel: 90, isModerator: true });
    expect((await browser.get('/callback/security/user/roles')).json().roles).toEqual([
      'ROLE_USER',
      'ROLE_BASIC',
      'ROLE_STAFF',
      'ROLE_MODERATOR',
    ]);
  });

  it('keeps a closed account out, saying why', async () => {
    await new TestBrowser(t.app).register('closed_one', 'goodbye-chess');
    const user = await t.services.accounts.findByUsername('closed_one');
    const { users } = await import('./accounts.tables');
    const { eq } = await import('drizzle-orm');
    await t.testDb.database.db.update(users).set({ closure: 'abuser' }).where(eq(users.userId, user!.userId));
    const response = await new TestBrowser(t.app).login('closed_one', 'goodbye-chess');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'account_closed',
      message: CLOSURE_MESSAGES.abuser,
    });
  });

  it('logs in from a plain HTML form and lands on a page', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('form_user', 'form-password');
    await browser.post('/logout');
    await browser.get('/login');
    const response = await browser.request({
      method: 'POST',
      url: '/login_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _username: 'form_user',
        _password: 'form-password',
        _token: browser.csrfToken!,
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('stops password guessing on one account with 429 and Retry-After, before checking the password', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('guessed', 'the-real-password');
    await browser.post('/logout');
    for (let i = 0; i < 10; i++) expect((await browser.login('guessed', `wrong-${i}`)).statusCode).toBe(401);
    const limited = await browser.login('guessed', 'the-real-password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await browser.login('guessed', 'the-real-password')).statusCode).toBe(200);
  });

  it('ends a session that was not used for 30 days, and sweeps it from the table', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('sleepy_player');
    t.clock.advance(29 * 24 * 60 * 60_000);
    expect((await browser.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
    t.clock.advance(29 * 24 * 60 * 60_000);
    expect((await browser.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await browser.get('/callback/user/current')).json().state.isLoggedIn).toBe(false);
    expect(await uncachedSessionStore(t).deleteExpired()).toBeGreaterThan(0);
  });

  it('shows a level change to a logged-in member on the next request', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('rising_star');
    expect((await browser.get('/callback/user/current')).json().user.membership).toBe('basic');
    await t.services.accounts.setLevel('rising_star', 'platinum');
    expect((await browser.get('/callback/user/current')).json().user).toMatchObject({
      membership: 'platinum',
      membershipLevel: 40,
    });
  });
});
