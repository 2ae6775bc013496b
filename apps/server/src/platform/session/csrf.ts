import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens are an HMAC of the session id: a token is valid for exactly one session, so a cookie
 * planted from a sibling subdomain, or a token lifted from another session, does not pass.
 */
export function makeCsrfToken(secret: string, sessionIdHash: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionIdHash}`).digest('base64url');
}

export function verifyCsrfToken(secret: string, sessionIdHash: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
  const expected = Buffer.from(makeCsrfToken(secret, sessionIdHash));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
