import { describe, expect, it } from 'vitest';
import { platformTokenKey, signPlatformToken, verifyPlatformToken } from './platform-token';

const key = platformTokenKey('test secret');
const claims = {
  sid: 'session-hash',
  sub: 7,
  scopes: ['settings:read', 'themes:read'] as const,
  iat: 1000,
  exp: 1300,
};
const token = signPlatformToken(key, { ...claims, scopes: [...claims.scopes] });

describe('platform tokens', () => {
  it('verifies its own token until the second it expires', () => {
    expect(token).toMatch(/^kp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPlatformToken(key, token, 1_299_999)).toEqual({ ...claims, scopes: [...claims.scopes] });
    expect(verifyPlatformToken(key, token, 1_300_000)).toBeNull();
  });

  it('refuses another key, a changed payload, a changed signature and junk', () => {
    expect(verifyPlatformToken(platformTokenKey('other secret'), token, 1_000_000)).toBeNull();
    const [prefix, payload, signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(
      JSON.stringify({ sid: 'session-hash', sub: 1, scp: 'settings:write', iat: 1000, exp: 9e9 }),
    ).toString('base64url');
    expect(verifyPlatformToken(key, `${prefix}.${raised}.${signature}`, 1_000_000)).toBeNull();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPlatformToken(key, `${prefix}.${payload}.${flipped}`, 1_000_000)).toBeNull();
    for (const junk of ['', 'kp1', 'kp1..', `ks_${payload}`, `kp2.${payload}.${signature}`, `${token}.x`]) {
      expect(verifyPlatformToken(key, junk, 1_000_000)).toBeNull();
    }
    expect(verifyPlatformToken(key, 'x'.repeat(600), 1_000_000)).toBeNull();
  });

  it('carries a guest as sub null and drops scopes it does not know', () => {
    const guest = signPlatformToken(key, { sid: 's', sub: null, scopes: ['themes:read'], iat: 1, exp: 2 });
    expect(verifyPlatformToken(key, guest, 1000)).toMatchObject({ sub: null, scopes: ['themes:read'] });
  });
});
