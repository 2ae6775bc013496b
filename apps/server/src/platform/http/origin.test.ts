import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

const extra = new Set(['https://app.example:8443']);
const at = (origin: string | undefined, fetchSite?: string) =>
  isAllowedOrigin({ origin, fetchSite, host: 'kingside.test:3000' }, extra);

describe('origin check', () => {
  it.each([
    ['same origin', 'http://kingside.test:3000', undefined, true],
    ['same origin over https behind a proxy', 'https://kingside.test:3000', 'same-origin', true],
    ['absent (curl, the CLI)', undefined, undefined, true],
    ['absent, same-site fetch', undefined, 'same-origin', true],
    ['absent but the browser says cross-site', undefined, 'cross-site', false],
    ['another site', 'https://evil.example', 'cross-site', false],
    ['same host name, other port', 'http://kingside.test:4000', undefined, false],
    ['a look-alike host', 'http://kingside.test:3000.evil.example', undefined, false],
    ['the opaque null origin', 'null', undefined, false],
    ['garbage', 'not a url', undefined, false],
    ['a configured extra origin', 'https://app.example:8443', 'cross-site', true],
    ['the extra host with another scheme', 'http://app.example:8443', undefined, false],
  ])('%s → %s', (_name, origin, fetchSite, expected) => {
    expect(at(origin, fetchSite)).toBe(expected);
  });
});
