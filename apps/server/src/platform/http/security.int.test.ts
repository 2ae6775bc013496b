import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { listenForSockets, SocketClient } from '../../modules/play/socket/socket-client.fixture';

/** A built page in miniature: a module script, a module preload and a stylesheet, as Vite writes them. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Kingside</title>' +
  '<script type="module" crossorigin src="/bundles/index-x.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/bundles/vendor-x.js">' +
  '<link rel="stylesheet" crossorigin href="/bundles/index-x.css"></head><body><div id="root"></div></body></html>';

const ALLOWED = 'https://app.example:8443';

describe.each(DATABASE_KINDS)('security headers and origins on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'kingside-web-'));
    writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    t = await startTestApp(kind, {
      WEB_DIST: webDist,
      ALLOWED_ORIGINS: ALLOWED,
      CROSS_ORIGIN_ISOLATION: 'credentialless',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const nonceOf = (csp: string) =>
    /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic' 'self';/.exec(csp)?.[1];

  it('gives every page response its own nonce, on every script tag and in the policy', async () => {
    const [a, b] = [await new TestBrowser(t.app).get('/about'), await new TestBrowser(t.app).get('/play')];
    const nonces = [a, b].map((response) => {
      const csp = String(response.headers['content-security-policy']);
      const nonce = nonceOf(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('wasm-unsafe-eval');
      expect(response.body).toContain(
        `<script nonce="${nonce}" type="module" crossorigin src="/bundles/index-x.js">`,
      );
      expect(response.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
      expect(response.body.match(/nonce="/g)).toHaveLength(2);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the same-origin headers, and cross-origin isolation when configured', async () => {
    const response = await new TestBrowser(t.app).get('/about');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBe('credentialless');
  });

  it('sends HSTS and Secure cookies only over HTTPS, which a client cannot claim (no proxy is trusted)', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const plain = await new TestBrowser(t.app).get('/about', headers);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    }
  });

  it('allows no inline style but its own, and connections to this site only', async () => {
    const csp = String((await new TestBrowser(t.app).get('/play')).headers['content-security-policy']);
    const nonce = nonceOf(csp);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`; style-src 'self' 'nonce-${nonce}'; style-src-attr 'unsafe-hashes' 'sha256-`);
    expect(csp).toContain("; connect-src 'self' ws://localhost:80;");
    const forged = await new TestBrowser(t.app).get('/play', { 'x-forwarded-host': 'evil.example' });
    expect(String(forged.headers['content-security-policy'])).toContain(
      "; connect-src 'self' ws://localhost:80;",
    );
  });

  it('refuses a web callback sent by a page of another site, and changes nothing', async () => {
    const users = await t.services.accounts.count();
    const browser = new TestBrowser(t.app);
    await browser.get('/');
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await browser.request({
        method: 'POST',
        url: '/register',
        headers,
        payload: {
          username: 'forged',
          email: 'forged@example.com',
          password: 'correct horse battery',
          _token: browser.csrfToken,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('origin_forbidden');
    }
    expect(await t.services.accounts.count()).toBe(users);
  });

  it('guards the page POST (the member page) the same way', async () => {
    const browser = new TestBrowser(t.app);
    await browser.get('/');
    const response = await browser.request({
      method: 'POST',
      url: '/member/somebody',
      headers: { origin: 'https://evil.example' },
      payload: { _token: browser.csrfToken },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('origin_forbidden');
  });

  /** A fresh visitor's logout, with its valid CSRF token: only the headers decide. */
  async function logoutWith(headers: Record<string, string>) {
    const browser = new TestBrowser(t.app);
    await browser.get('/');
    return browser.request({
      method: 'POST',
      url: '/logout',
      headers,
      payload: { _token: browser.csrfToken },
    });
  }

  it('compares the scheme too: an https page is another origin than this http site', async () => {
    for (const origin of ['https://localhost', 'https://localhost:80', 'http://localhost:443']) {
      const response = await logoutWith({ origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error.code).toBe('origin_forbidden');
    }
  });

  it('believes no X-Forwarded-Host of a client: another site stays another site, valid token or not', async () => {
    const response = await logoutWith({
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('origin_forbidden');
  });

  it('lets our own origin and the configured ones through', async () => {
    for (const origin of ['http://localhost', ALLOWED]) {
      const response = await logoutWith({ origin });
      expect(response.statusCode, origin).toBeLessThan(400);
    }
  });

  it('refuses a socket opened from another site or an opaque origin, accepts a configured one', async () => {
    const url = await listenForSockets(t.app);
    await expect(SocketClient.open(url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(SocketClient.open(url, { origin: 'null' })).rejects.toThrow(/403/);
    // Same host and port, other scheme: refused; the exact origin of the page is accepted.
    const host = new URL(url).host;
    await expect(SocketClient.open(url, { origin: `https://${host}` })).rejects.toThrow(/403/);
    const own = await SocketClient.open(url, { origin: `http://${host}` });
    await own.close();
    const ok = await SocketClient.open(url, { origin: ALLOWED });
    await ok.close();
  });
});
