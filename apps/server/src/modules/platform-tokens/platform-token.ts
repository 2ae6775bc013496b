import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLATFORM_SCOPES, type PlatformScope } from '@kingside/contract';

/**
 * Platform access tokens: `kp1.<payload>.<signature>`, base64url JSON signed with HMAC-SHA256.
 * Only this server makes and reads them, so a JWT library would add algorithm negotiation
 * (and its `alg: none` history) without buying anything; the fixed prefix keeps them apart from
 * the personal API tokens (`ks_…`) and from CSRF tokens, and the key is derived for this use only.
 */
export interface PlatformTokenClaims {
  /** Hash of the session the token was issued to: it dies with the session. */
  sid: string;
  /** The member's id, or null for a guest. */
  sub: number | null;
  scopes: PlatformScope[];
  /** Issued and expiry times, seconds since the epoch. */
  iat: number;
  exp: number;
}

const PREFIX = 'kp1';
/** Larger than any token this server makes; anything longer is refused before any work. */
export const MAX_TOKEN_LENGTH = 512;

export function platformTokenKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('kingside platform token v1').digest();
}

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signPlatformToken(key: Buffer, claims: PlatformTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      sid: claims.sid,
      sub: claims.sub,
      scp: claims.scopes.join(' '),
      iat: claims.iat,
      exp: claims.exp,
    }),
  ).toString('base64url');
  const body = `${PREFIX}.${payload}`;
  return `${body}.${sign(key, body)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else (no reason is given away). */
export function verifyPlatformToken(key: Buffer, token: string, nowMs: number): PlatformTokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const expected = Buffer.from(sign(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = parseClaims(raw);
  if (!claims || claims.exp * 1000 <= nowMs) return null;
  return claims;
}

function parseClaims(raw: unknown): PlatformTokenClaims | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { sid, sub, scp, iat, exp } = raw as Record<string, unknown>;
  if (typeof sid !== 'string' || typeof scp !== 'string') return null;
  if (!(sub === null || Number.isSafeInteger(sub))) return null;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  const scopes = scp
    .split(' ')
    .filter((s): s is PlatformScope => (PLATFORM_SCOPES as readonly string[]).includes(s));
  return { sid, sub: sub as number | null, scopes, iat: iat as number, exp: exp as number };
}
