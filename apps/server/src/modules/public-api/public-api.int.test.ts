import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('open API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.services.accounts.register({
      username: 'Vishy',
      email: 'vishy@example.com',
      password: 'madras-tiger',
      level: 'gold',
    });
  });
  afterAll(async () => t.close());

  const account = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/account', headers: authorization ? { authorization } : {} });

  it('asks for a token, and refuses a malformed or unknown one', async () => {
    const none = await account();
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('Send an API token: Authorization: Bearer <token>.');
    expect(none.headers['www-authenticate']).toBe('Bearer realm="kingside"');
    for (const header of ['Bearer nonsense', `Bearer ks_${'A'.repeat(43)}`, 'Basic dXNlcjpwYXNz']) {
      const response = await account(header);
      expect(response.statusCode).toBe(401);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('answers the token owner, until the token expires', async () => {
    const { token } = await t.services.apiTokens.create('vishy', 'my bot', 30);
    expect(token).toMatch(/^ks_[A-Za-z0-9_-]{43}$/);
    const response = await account(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Vishy', membership: 'gold', membershipLevel: 30 });
    t.clock.advance(31 * 86_400_000);
    expect((await account(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('stops answering a revoked token', async () => {
    const { token, id } = await t.services.apiTokens.create('vishy', 'revoke me');
    expect((await account(`Bearer ${token}`)).statusCode).toBe(200);
    await t.services.apiTokens.revoke(id);
    expect((await account(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('does not take a session cookie in place of a token', async () => {
    const browser = new TestBrowser(t.app);
    await browser.login('vishy', 'madras-tiger');
    expect((await browser.get('/api/account')).statusCode).toBe(401);
  });

  it('refuses a token for nobody and an empty label', async () => {
    await expect(t.services.apiTokens.create('nobody_here', 'x')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(t.services.apiTokens.create('vishy', '  ')).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});
