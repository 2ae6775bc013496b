/**
 * X-Forwarded-For/-Host/-Proto name the client's address, the site's host and its scheme. Only a
 * proxy in TRUST_PROXY may say them: from anyone else they would choose the per-IP limit key, pass
 * the Origin check and steer the addresses a payment provider sends the member back to.
 */
import { BILLING_API, type SandboxCheckoutView } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { LOGIN_LIMITS } from '../../modules/accounts/accounts.limits';
import { checkoutRow, memberBrowser } from '../../modules/billing/billing.fixtures';

const PROXY = '10.0.0.2';
const STRANGER = '198.51.100.7';
const FORWARDED_SITE = {
  'x-forwarded-host': 'kingside.example',
  'x-forwarded-proto': 'https',
};

/** Wrong passwords for accounts that never repeat, so only the per-IP limit can answer 429. */
function loginAttempts(t: TestApp) {
  const browser = new TestBrowser(t.app);
  let n = 0;
  return async (headers: Record<string, string>, remoteAddress?: string) => {
    if (!browser.csrfToken) await browser.get('/');
    n++;
    return browser.request({
      method: 'POST',
      url: '/login_check',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: { _username: `nobody${n}`, _password: 'wrong password', _token: browser.csrfToken },
    });
  };
}

/** The sandbox checkout page's way back, for a checkout opened with these headers. */
async function cancelUrlOfCheckout(
  t: TestApp,
  name: string,
  headers: Record<string, string>,
  remoteAddress?: string,
) {
  const { browser } = await memberBrowser(t, name);
  const opened = await browser.request({
    method: 'POST',
    url: BILLING_API.checkout,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { tier: 'gold', interval: 'month', _token: browser.csrfToken },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const row = await checkoutRow(t, opened.json().checkoutId);
  const page = await t.app.inject({
    method: 'GET',
    url: BILLING_API.sandboxCheckout(row.providerCheckoutId!),
  });
  return (page.json() as SandboxCheckoutView).cancelUrl;
}

function logoutFrom(t: TestApp, origin: string, headers: Record<string, string>, remoteAddress: string) {
  return async () => {
    const browser = new TestBrowser(t.app);
    await browser.get('/');
    return browser.request({
      method: 'POST',
      url: '/logout',
      headers: { origin, ...headers },
      remoteAddress,
      payload: { _token: browser.csrfToken },
    });
  };
}

describe.each(DATABASE_KINDS)('forwarded headers on %s', (kind) => {
  describe('by default, no proxy is trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it('keys the login limit by the socket address, whatever X-Forwarded-For says', async () => {
      const attempt = loginAttempts(t);
      for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++)
        expect((await attempt({ 'x-forwarded-for': `203.0.113.${i}` })).statusCode).not.toBe(429);
      const limited = await attempt({ 'x-forwarded-for': '203.0.113.250' });
      expect(limited.statusCode).toBe(429);
    });

    it('passes no Origin check for a forwarded host', async () => {
      const response = await logoutFrom(t, 'https://kingside.example', FORWARDED_SITE, '127.0.0.1')();
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('origin_forbidden');
    });

    it('sends the member back to the host they called, not a forwarded one', async () => {
      const cancelUrl = await cancelUrlOfCheckout(t, 'tp_default', { 'x-forwarded-host': 'evil.example' });
      expect(cancelUrl).toBe('http://localhost:80/membership');
    });
  });

  describe('with TRUST_PROXY, the configured proxy is believed and no one else', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { TRUST_PROXY: '10.0.0.0/8' });
    });
    afterAll(() => t.close());

    it('keys the login limit by the client the proxy names', async () => {
      const attempt = loginAttempts(t);
      const client = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < LOGIN_LIMITS.perIp.limit; i++)
        expect((await attempt(client, PROXY)).statusCode).not.toBe(429);
      expect((await attempt(client, PROXY)).statusCode).toBe(429);
      expect((await attempt({ 'x-forwarded-for': '203.0.113.10' }, PROXY)).statusCode).not.toBe(429);
      // A stranger's own X-Forwarded-For is its claim only: its socket address is the key.
      expect((await attempt(client, STRANGER)).statusCode).not.toBe(429);
    });

    it('takes the site the proxy names for the Origin check, HSTS and the return addresses', async () => {
      expect(
        (await logoutFrom(t, 'https://kingside.example', FORWARDED_SITE, PROXY)()).statusCode,
      ).toBeLessThan(400);
      expect((await logoutFrom(t, 'https://kingside.example', FORWARDED_SITE, STRANGER)()).statusCode).toBe(
        403,
      );
      const page = await t.app.inject({
        method: 'GET',
        url: '/about',
        headers: FORWARDED_SITE,
        remoteAddress: PROXY,
      });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain(
        "connect-src 'self' wss://kingside.example;",
      );
      expect(await cancelUrlOfCheckout(t, 'tp_proxied', FORWARDED_SITE, PROXY)).toBe(
        'https://kingside.example/membership',
      );
      expect(await cancelUrlOfCheckout(t, 'tp_stranger', FORWARDED_SITE, STRANGER)).toBe(
        'http://localhost:80/membership',
      );
    });
  });
});
