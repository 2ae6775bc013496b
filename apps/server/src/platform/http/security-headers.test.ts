import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOARD_SVG_STYLE, HSTS, makeNonce, pageCsp } from './security-headers';

const site = { scheme: 'http', host: 'kingside.test:3000' };
const directivesOf = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)] as const));

describe('security headers', () => {
  it('makes a fresh 16-byte base64 nonce each time', () => {
    const a = makeNonce();
    const b = makeNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(a).not.toBe(b);
  });

  it('never repeats a nonce across pool refills', () => {
    const seen = new Set(Array.from({ length: 1000 }, makeNonce));
    expect(seen.size).toBe(1000);
    for (const nonce of seen) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('lets only nonced scripts (and what they load) run, framed by nobody', () => {
    const csp = pageCsp('abc', site);
    const directives = directivesOf(csp);
    expect(directives.get('script-src')).toBe("'nonce-abc' 'strict-dynamic' 'self'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("adds 'wasm-unsafe-eval' only for pages that compile WebAssembly", () => {
    expect(pageCsp('abc', site, true)).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' 'self' 'wasm-unsafe-eval';",
    );
    expect(pageCsp('abc', site, false)).not.toContain('wasm');
  });

  it("allows no inline style but nonced elements and the board layers' one attribute", () => {
    const csp = pageCsp('abc', site);
    const directives = directivesOf(csp);
    expect(csp).not.toContain('unsafe-inline');
    expect(directives.get('style-src')).toBe("'self' 'nonce-abc'");
    const hash = createHash('sha256').update(BOARD_SVG_STYLE).digest('base64');
    expect(directives.get('style-src-attr')).toBe(`'unsafe-hashes' 'sha256-${hash}'`);
  });

  it('lets scripts connect to this site only, its socket included', () => {
    expect(directivesOf(pageCsp('abc', site)).get('connect-src')).toBe("'self' ws://kingside.test:3000");
    expect(directivesOf(pageCsp('abc', { scheme: 'https', host: 'kingside.test' })).get('connect-src')).toBe(
      "'self' wss://kingside.test",
    );
    expect(directivesOf(pageCsp('abc', { scheme: 'http', host: '[::1]:3000' })).get('connect-src')).toBe(
      "'self' ws://[::1]:3000",
    );
    for (const host of ['evil.example; script-src *', 'a b', '', 'host:port'])
      expect(directivesOf(pageCsp('abc', { scheme: 'http', host })).get('connect-src'), host).toBe("'self'");
  });

  it('keeps each host its own policy, whatever was asked before, with each view its own nonce', () => {
    const https = { scheme: 'https', host: 'kingside.test' };
    const first = pageCsp('one', site);
    pageCsp('two', https, true);
    for (let n = 0; n < 300; n++) pageCsp('x', { scheme: 'http', host: `h${n}.test` });
    expect(pageCsp('three', site)).toBe(first.replaceAll("'nonce-one'", "'nonce-three'"));
    const again = directivesOf(pageCsp('four', https, true));
    expect(again.get('script-src')).toBe("'nonce-four' 'strict-dynamic' 'self' 'wasm-unsafe-eval'");
    expect(again.get('connect-src')).toBe("'self' wss://kingside.test");
    expect(directivesOf(pageCsp('five', https)).get('script-src')).toBe(
      "'nonce-five' 'strict-dynamic' 'self'",
    );
  });

  it('pins HSTS to a year with subdomains', () => {
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});
