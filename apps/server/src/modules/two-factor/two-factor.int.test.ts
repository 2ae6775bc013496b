import { TWO_FACTOR_MESSAGES } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startNode, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { totpCode } from './two-factor.totp';

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;

describe.each(DATABASE_KINDS)('two-factor login on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const code = (secret: string, offsetSteps = 0) =>
    totpCode(secret, t.clock.now().getTime() + offsetSteps * STEP_MS);
  const isLoggedIn = async (browser: TestBrowser) =>
    (await browser.get('/callback/user/current')).json().state.isLoggedIn as boolean;

  /** A member with 2FA on, logged out; returns the TOTP secret and the recovery codes. */
  async function memberWithTwoFactor(username: string) {
    const browser = new TestBrowser(t.app);
    expect((await browser.register(username)).statusCode).toBe(200);
    const setup = await browser.post('/callback/security/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const enabled = await browser.post('/callback/security/two-factor/enable', { code: code(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    await browser.post('/logout');
    // The enabling code's step is spent: logins in these tests use the next one.
    t.clock.advance(STEP_MS);
    return { browser, secret, recoveryCodes: recoveryCodes as string[] };
  }

  it('sets up with a QR code and a secret, and stays off until a code confirms it', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('setup_user');
    expect((await browser.get('/callback/security/two-factor')).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = (await browser.post('/callback/security/two-factor/setup')).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain('otpauth://totp/Kingside:setup_user');
    const svg = Buffer.from(setup.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg /);

    const wrong = await browser.post('/callback/security/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('two_factor_invalid_code');
    expect((await browser.get('/callback/security/two-factor')).json().enabled).toBe(false);
    // Still off: the password alone logs in.
    await browser.post('/logout');
    expect((await browser.login('setup_user', PASSWORD)).json()).toEqual({ ok: true });

    const enabled = await browser.post('/callback/security/two-factor/enable', { code: code(setup.secret) });
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect((await browser.get('/callback/security/two-factor')).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const again = await browser.post('/callback/security/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('two_factor_already_enabled');
  });

  it('keeps secrets sealed in the database', async () => {
    const { secret } = await memberWithTwoFactor('sealed_user');
    const rows = await t.testDb.database.db.execute('select secret_enc from two_factor_secrets');
    const stored = JSON.stringify(rows);
    expect(stored).toContain('v1.');
    expect(stored).not.toContain(secret);
  });

  it('asks for the second factor, then logs in on a fresh session with a TOTP code', async () => {
    const { browser, secret } = await memberWithTwoFactor('totp_user');
    const login = await browser.login('totp_user', PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ ok: false, twoFactor: true });
    expect(await isLoggedIn(browser)).toBe(false);
    const page = await browser.get('/2fa');
    expect(page.statusCode).toBe(200);

    const pendingSession = browser.cookies.get('kingside_session');
    const done = await browser.post('/login_check/2fa', { code: code(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect(browser.cookies.get('kingside_session')).not.toBe(pendingSession);
    expect((await browser.get('/callback/user/current')).json().user.username).toBe('totp_user');
  });

  it('reopens a self-closed account only once the second factor is given', async () => {
    const { browser, secret } = await memberWithTwoFactor('closer');
    await browser.login('closer', PASSWORD);
    await browser.post('/login_check/2fa', { code: code(secret) });
    expect((await browser.post('/callback/user/close', { password: PASSWORD })).json()).toEqual({ ok: true });
    t.clock.advance(STEP_MS);
    const closure = async () => (await t.services.accounts.findByUsername('closer'))?.closure ?? null;

    expect((await browser.login('closer', PASSWORD)).json()).toEqual({ ok: false, twoFactor: true });
    expect(await closure()).toBe('voluntarilyClosed');
    expect((await browser.post('/login_check/2fa', { code: '000000' })).statusCode).toBe(400);
    expect(await closure()).toBe('voluntarilyClosed');

    const done = await browser.post('/login_check/2fa', { code: code(secret) });
    expect(done.json()).toEqual({ ok: true, reopened: true });
    expect(await closure()).toBeNull();
    expect((await browser.get('/callback/user/current')).json().user.username).toBe('closer');
  });

  it('accepts one step of drift either way, not two', async () => {
    const { browser, secret } = await memberWithTwoFactor('drift_user');
    t.clock.advance(5 * STEP_MS);
    await browser.login('drift_user', PASSWORD);
    const tooEarly = await browser.post('/login_check/2fa', { code: code(secret, -2) });
    expect(tooEarly.json().error.code).toBe('two_factor_invalid_code');
    const tooLate = await browser.post('/login_check/2fa', { code: code(secret, 2) });
    expect(tooLate.json().error.code).toBe('two_factor_invalid_code');
    expect((await browser.post('/login_check/2fa', { code: code(secret, -1) })).statusCode).toBe(200);

    await browser.post('/logout');
    await browser.login('drift_user', PASSWORD);
    expect((await browser.post('/login_check/2fa', { code: code(secret, 1) })).statusCode).toBe(200);
  });

  it('refuses a replayed code, even in another login', async () => {
    const { browser, secret } = await memberWithTwoFactor('replay_user');
    await browser.login('replay_user', PASSWORD);
    const used = code(secret);
    expect((await browser.post('/login_check/2fa', { code: used })).statusCode).toBe(200);
    await browser.post('/logout');

    const thief = new TestBrowser(t.app);
    await thief.login('replay_user', PASSWORD);
    const replay = await thief.post('/login_check/2fa', { code: used });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: 'two_factor_code_used',
      message: TWO_FACTOR_MESSAGES.two_factor_code_used,
      field: 'code',
    });
    expect(await isLoggedIn(thief)).toBe(false);
  });

  it('logs in with each recovery code exactly once', async () => {
    const { browser, recoveryCodes } = await memberWithTwoFactor('recovery_user');
    const [first, second] = recoveryCodes as [string, string];
    await browser.login('recovery_user', PASSWORD);
    expect((await browser.post('/login_check/2fa', { code: first.toUpperCase() })).statusCode).toBe(200);
    expect((await browser.get('/callback/security/two-factor')).json().recoveryCodesLeft).toBe(9);
    await browser.post('/logout');

    await browser.login('recovery_user', PASSWORD);
    const reused = await browser.post('/login_check/2fa', { code: first });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('two_factor_invalid_code');
    expect((await browser.post('/login_check/2fa', { code: second })).statusCode).toBe(200);
  });

  it('changes nothing on a wrong or malformed code', async () => {
    const { browser, secret } = await memberWithTwoFactor('wrong_user');
    await browser.login('wrong_user', PASSWORD);
    for (const bad of ['000000', 'abcde-fghij', '12', '<script>', 42, null]) {
      const response = await browser.post('/login_check/2fa', { code: bad });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(['two_factor_invalid_code', 'validation_failed']).toContain(response.json().error.code);
    }
    expect(await isLoggedIn(browser)).toBe(false);
    // The pending login survived the mistakes: the right code still works.
    expect((await browser.post('/login_check/2fa', { code: code(secret) })).statusCode).toBe(200);
  });

  it('needs the password first: no pending login, no second step', async () => {
    const { secret } = await memberWithTwoFactor('nopending_user');
    const stranger = new TestBrowser(t.app);
    const response = await stranger.post('/login_check/2fa', { code: code(secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('two_factor_not_pending');
    expect(await isLoggedIn(stranger)).toBe(false);
  });

  it('forgets the pending login after five minutes', async () => {
    const { browser, secret } = await memberWithTwoFactor('expiry_user');
    await browser.login('expiry_user', PASSWORD);
    t.clock.advance(5 * 60_000 + 1);
    const late = await browser.post('/login_check/2fa', { code: code(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.message).toBe(TWO_FACTOR_MESSAGES.two_factor_not_pending);
    expect(await isLoggedIn(browser)).toBe(false);
  });

  it('limits code attempts per account with 429 and Retry-After, before checking the code', async () => {
    // Earlier tests spent this IP's allowance (every inject comes from 127.0.0.1): start a new window.
    t.clock.advance(15 * 60_000);
    const { browser, secret } = await memberWithTwoFactor('limited_user');
    await browser.login('limited_user', PASSWORD);
    // Ten codes per account: the one that enabled 2FA, then nine wrong ones.
    for (let i = 0; i < 9; i++) {
      expect((await browser.post('/login_check/2fa', { code: '000000' })).statusCode).toBe(400);
    }
    const limited = await browser.post('/login_check/2fa', { code: code(secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await isLoggedIn(browser)).toBe(false);

    // Another browser on the same account is limited too: the count is the account's.
    const other = new TestBrowser(t.app);
    await other.login('limited_user', PASSWORD);
    expect((await other.post('/login_check/2fa', { code: code(secret) })).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    await other.login('limited_user', PASSWORD);
    expect((await other.post('/login_check/2fa', { code: code(secret) })).statusCode).toBe(200);
  });

  it('limits code attempts per IP across accounts', async () => {
    t.clock.advance(15 * 60_000);
    const members = [];
    for (const name of ['ip_user_a', 'ip_user_b', 'ip_user_c', 'ip_user_d'])
      members.push(await memberWithTwoFactor(name));
    const fromOneIp = (browser: TestBrowser, code: string) =>
      browser.request({
        method: 'POST',
        url: '/login_check/2fa',
        remoteAddress: '203.0.113.7',
        payload: { code, _token: browser.csrfToken },
      });
    // 30 wrong codes from one address, spread so that no account reaches its own limit.
    for (const [index, member] of members.slice(0, 3).entries()) {
      await member.browser.login(`ip_user_${'abc'[index]}`, PASSWORD);
      for (let i = 0; i < 9; i++) expect((await fromOneIp(member.browser, '000000')).statusCode).toBe(400);
    }
    const [, , , fourth] = members as [unknown, unknown, unknown, (typeof members)[number]];
    await fourth.browser.login('ip_user_d', PASSWORD);
    for (let i = 0; i < 3; i++) expect((await fromOneIp(fourth.browser, '000000')).statusCode).toBe(400);
    const limited = await fromOneIp(fourth.browser, code(fourth.secret));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    const elsewhere = await fourth.browser.post('/login_check/2fa', { code: code(fourth.secret) });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('disables only with a current code, and then the password alone logs in', async () => {
    const { browser, secret } = await memberWithTwoFactor('disable_user');
    await browser.login('disable_user', PASSWORD);
    await browser.post('/login_check/2fa', { code: code(secret) });

    const noCode = await browser.post('/callback/security/two-factor/disable', {});
    expect(noCode.statusCode).toBe(400);
    const replayed = await browser.post('/callback/security/two-factor/disable', { code: code(secret) });
    expect(replayed.json().error.code).toBe('two_factor_code_used');
    expect((await browser.get('/callback/security/two-factor')).json().enabled).toBe(true);

    t.clock.advance(STEP_MS);
    const off = await browser.post('/callback/security/two-factor/disable', { code: code(secret) });
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await browser.post('/logout');
    expect((await browser.login('disable_user', PASSWORD)).json()).toEqual({ ok: true });
  });

  it('points to a recovery code when the server secret changed and TOTP secrets cannot be opened', async () => {
    const { secret, recoveryCodes } = await memberWithTwoFactor('rotated_user');
    const rotated = await startNode(t.testDb, { SESSION_SECRET: 'a-new-secret-of-more-than-32-characters' });
    rotated.clock.set(t.clock.now());
    try {
      const browser = new TestBrowser(rotated.app);
      await browser.login('rotated_user', PASSWORD);
      const totp = await browser.post('/login_check/2fa', { code: code(secret) });
      expect(totp.statusCode).toBe(409);
      expect(totp.json().error).toEqual({
        code: 'two_factor_unavailable',
        message: TWO_FACTOR_MESSAGES.two_factor_unavailable,
        field: 'code',
      });
      expect((await browser.post('/login_check/2fa', { code: recoveryCodes[0] })).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('serves /2fa as to someone not logged in, even to a member (§2)', async () => {
    const browser = new TestBrowser(t.app);
    await browser.register('page_user');
    const page = pageContextOf((await browser.get('/2fa')).body);
    expect(page.current.state.isLoggedIn).toBe(false);
    expect(page.current.user.isGuest).toBe(true);
    expect(pageContextOf((await browser.get('/es/2fa')).body).current.state.isLoggedIn).toBe(false);
    expect(pageContextOf((await browser.get('/about')).body).current.state.isLoggedIn).toBe(true);
  });

  it('refuses the settings calls to guests and without a CSRF token', async () => {
    const guest = new TestBrowser(t.app);
    expect((await guest.get('/callback/security/two-factor')).statusCode).toBe(401);
    expect((await guest.post('/callback/security/two-factor/setup')).statusCode).toBe(401);
    const member = new TestBrowser(t.app);
    await member.register('csrf_user');
    const forged = await member.post('/callback/security/two-factor/setup', {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_token_invalid');
  });

  it('sends a plain form login that needs a second factor to /2fa', async () => {
    const { browser } = await memberWithTwoFactor('form_user');
    await browser.get('/');
    const response = await browser.request({
      method: 'POST',
      url: '/login_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _username: 'form_user',
        _password: PASSWORD,
        _token: browser.csrfToken!,
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/2fa');
  });
});
