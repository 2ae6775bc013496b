import { ERROR_CODES, type ErrorBody } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

/** Every state-changing web callback that exists so far. */
const CALLBACKS = [
  '/login_check',
  '/register',
  '/logout',
  '/member/somebody',
  '/callback/user/password/forgot',
  '/callback/user/password/reset',
  '/callback/user/password/change',
  '/callback/user/email/verify',
  '/callback/user/email/resend',
  '/callback/user/sessions/revoke',
  '/callback/user/sessions/revoke-others',
  '/callback/user/close',
  '/bff-token',
];

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let t: TestApp;
  let browser: TestBrowser;
  let users: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    browser = new TestBrowser(t.app);
    await browser.get('/');
    users = await t.services.accounts.count();
  });
  afterAll(async () => {
    // Nothing any of these requests sent was written.
    expect(await t.services.accounts.count()).toBe(users);
    await t.close();
  });

  function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect(response.statusCode).toBe(status);
    const body = response.json() as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(ERROR_CODES).toContain(body.error.code);
    expect(typeof body.error.message).toBe('string');
    expect(body.error.message.length).toBeGreaterThan(5);
  }

  it.each(CALLBACKS)('%s refuses a request without a CSRF token and hands out a fresh one', async (url) => {
    const response = await browser.post(url, { _username: 'a', _password: 'b' }, { csrf: false });
    expectError(response, 403, 'csrf_token_invalid');
    expect(response.json()._token).toBe(browser.csrfToken);
  });

  it.each(CALLBACKS)('%s refuses a token from another session', async (url) => {
    const other = new TestBrowser(t.app);
    await other.get('/');
    const response = await browser.request({
      method: 'POST',
      url,
      payload: { _token: other.csrfToken },
    });
    expectError(response, 403, 'csrf_token_invalid');
  });

  it('accepts the token in the X-XSRF-TOKEN header too', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/logout',
      payload: {},
      headers: { 'x-xsrf-token': browser.csrfToken! },
    });
    expect(response.statusCode).toBe(200);
    await browser.get('/');
  });

  it.each(['/login_check', '/register'])('%s refuses malformed JSON', async (url) => {
    const response = await browser.post(url, '{"_username": "x",', { csrf: false });
    expectError(response, 400, 'invalid_json');
  });

  it.each([
    ['/login_check', {}, '_username'],
    ['/login_check', { _username: 'bob' }, '_password'],
    ['/login_check', { _username: 42, _password: 'x' }, '_username'],
    ['/login_check', { _username: 'b'.repeat(300), _password: 'x' }, '_username'],
    ['/login_check', { _username: 'bob', _password: ['x'] }, '_password'],
    ['/register', {}, 'username'],
    ['/register', { username: 'okname', email: 'not-an-email', password: 'long-enough' }, 'email'],
    ['/register', { username: 'okname', email: 'a@b.co', password: 'p'.repeat(2000) }, 'password'],
    ['/register', { username: { $gt: '' }, email: 'a@b.co', password: 'long-enough' }, 'username'],
    ['/register', { username: 'u'.repeat(500), email: 'a@b.co', password: 'long-enough' }, 'username'],
    ['/callback/user/password/forgot', {}, 'email'],
    ['/callback/user/password/forgot', { email: ['a@b.co'] }, 'email'],
    ['/callback/user/password/reset', { token: 'short', password: 'long-enough' }, 'token'],
    ['/callback/user/password/reset', { token: `${'a'.repeat(42)}\u0000`, password: 'x' }, 'token'],
    ['/callback/user/email/verify', { token: { $ne: '' } }, 'token'],
    ['/callback/user/sessions/revoke', { id: 'a/b' }, 'id'],
    [
      '/callback/user/password/change',
      { currentPassword: '', newPassword: 'long-enough' },
      'currentPassword',
    ],
    ['/callback/user/close', { password: 'p'.repeat(300) }, 'password'],
  ])('%s refuses %j naming the field', async (url, body, field) => {
    const response = await browser.post(url, body as Record<string, unknown>);
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.field).toBe(field);
  });

  it.each([
    ['/login_check', { _username: 'a\u0000b', _password: 'x' }, '_username'],
    ['/login_check', { _username: 'bob', _password: 'x', timezone: 'Europe/\u0000' }, 'timezone'],
    ['/register', { username: 'nul\u0000name', email: 'a@b.co', password: 'long-enough' }, 'username'],
    ['/callback/user/password/forgot', { email: 'a\u0000b' }, 'email'],
    [
      '/callback/challenge',
      { username: 'bob\u001b', timeControl: { initial: 60, increment: 0 }, rated: 0, color: 'random' },
      'username',
    ],
    [
      '/register',
      { username: 'okname', email: 'a@b.co', password: 'long-enough', timezone: '<script>' },
      'timezone',
    ],
  ])('%s refuses control characters and junk in %j', async (url, body, field) => {
    const response = await browser.post(url, body as Record<string, unknown>);
    expectError(response, 400, 'validation_failed');
    expect(response.json().error.field).toBe(field);
  });

  it.each([
    '/member/a%00b',
    '/callback/member/profile/a%00b',
    '/article/view/x%00y',
    '/callback/user/valid?username=a%00b',
  ])('never answers 500 to a NUL byte in %s', async (url) => {
    const response = await browser.get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers a URL that cannot be decoded with a JSON 400', async () => {
    expectError(await browser.get('/member/%zz'), 400, 'bad_request');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await browser.post('/register', {
      username: 'x',
      email: 'a@b.co',
      password: 'y'.repeat(70_000),
    });
    expectError(response, 413, 'payload_too_large');
  });

  it('refuses an unknown content type with 415', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/login_check',
      payload: 'hello',
      headers: { 'content-type': 'text/x-chess' },
    });
    expectError(response, 415, 'unsupported_media_type');
  });

  it.each([
    ['GET', '/callback/unknown'],
    ['POST', '/callback/unknown'],
    ['DELETE', '/register'],
    ['GET', '/callback/member/profile/nobody_here'],
    ['GET', '/api/anything'],
  ])('%s %s answers a JSON 404', async (method, url) => {
    const response = await browser.request({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expectError(response, 404, 'not_found');
  });

  it('refuses a wrong-typed username query', async () => {
    expectError(
      await browser.get(`/callback/user/valid?username=${'a'.repeat(100)}`),
      400,
      'validation_failed',
    );
  });

  it('ignores a forged or oversized session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/callback/user/current',
      headers: { cookie: `kingside_session=${'z'.repeat(4000)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().state.isLoggedIn).toBe(false);
  });
});
