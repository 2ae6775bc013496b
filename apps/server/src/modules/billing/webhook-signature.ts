import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox provider's webhook signature, shaped like Stripe's: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">`. A signature older or newer than the tolerance is refused, so
 * a captured delivery cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'kingside-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, rawBody: string | Buffer, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${digest(secret, t, rawBody)}`;
}

export type SignatureCheck = 'ok' | 'malformed' | 'mismatch' | 'stale';

export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return 'malformed';
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const candidates = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3));
  if (!Number.isSafeInteger(t) || candidates.length === 0) return 'malformed';
  const expected = Buffer.from(digest(secret, t, rawBody), 'hex');
  const matches = candidates.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) return 'stale';
  return 'ok';
}

function digest(secret: string, t: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
}
