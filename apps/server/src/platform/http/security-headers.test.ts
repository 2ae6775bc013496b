import { describe, expect, it } from 'vitest';
import { HSTS, makeNonce, pageCsp } from './security-headers';

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
    const csp = pageCsp('abc');
    const directives = new Map(
      csp.split('; ').map((d) => [d.split(' ')[0], d.slice(d.indexOf(' ') + 1)] as const),
    );
    expect(directives.get('script-src')).toBe("'nonce-abc' 'strict-dynamic' 'self'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("adds 'wasm-unsafe-eval' only for pages that compile WebAssembly", () => {
    expect(pageCsp('abc', true)).toContain(
      "script-src 'nonce-abc' 'strict-dynamic' 'self' 'wasm-unsafe-eval';",
    );
    expect(pageCsp('abc', false)).not.toContain('wasm');
  });

  it('pins HSTS to a year with subdomains', () => {
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});
