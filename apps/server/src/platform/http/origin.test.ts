import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

const extra = new Set(['https://app.example:8443']);
const on = (scheme: string, host: string) => (origin: string | undefined, fetchSite?: string) =>
  isAllowedOrigin({ origin, fetchSite, scheme, host }, extra);

describe('origin check', () => {
  const at = on('http', 'kingside.test:3000');
  it.each([
    ['same origin', 'http://kingside.test:3000', undefined, true],
    ['absent (curl, the CLI)', undefined, undefined, true],
    ['absent, same-site fetch', undefined, 'same-origin', true],
    ['absent but the browser says cross-site', undefined, 'cross-site', false],
    ['another site', 'https://evil.example', 'cross-site', false],
    ['same host name, other port', 'http://kingside.test:4000', undefined, false],
    ['same host and port over https on an http site', 'https://kingside.test:3000', undefined, false],
    ['a look-alike host', 'http://kingside.test:3000.evil.example', undefined, false],
    ['the opaque null origin', 'null', undefined, false],
    ['a file page', 'file:///tmp/page.html', undefined, false],
    ['garbage', 'not a url', undefined, false],
    ['a configured extra origin', 'https://app.example:8443', 'cross-site', true],
    ['the extra host with another scheme', 'http://app.example:8443', undefined, false],
  ])('%s → %s', (_name, origin, fetchSite, expected) => {
    expect(at(origin, fetchSite)).toBe(expected);
  });

  it('compares the scheme and the port, with the default ports of each scheme', () => {
    const https = on('https', 'kingside.test');
    expect(https('https://kingside.test')).toBe(true);
    expect(https('https://kingside.test:443')).toBe(true);
    expect(https('http://kingside.test')).toBe(false);
    expect(https('http://kingside.test:443')).toBe(false);
    expect(on('https', 'kingside.test:443')('https://kingside.test')).toBe(true);
    expect(on('http', 'kingside.test:80')('http://kingside.test')).toBe(true);
    expect(on('http', 'kingside.test:443')('https://kingside.test')).toBe(false);
    expect(on('http', 'kingside.test')('https://kingside.test')).toBe(false);
  });
});
