import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP as TOTP_RULES, TOTP_WINDOW } from '@kingside/contract';
import { Secret, TOTP } from 'otpauth';

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_RULES.issuer,
    label,
    algorithm: TOTP_RULES.algorithm,
    digits: TOTP_RULES.digits,
    period: TOTP_RULES.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });

/** 160 random bits, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_RULES.periodSeconds);
}

/** For tests and tools: the code an authenticator app shows at `nowMs`. */
export function totpCode(secretBase32: string, nowMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: nowMs });
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/**
 * A code is good within ±TOTP_WINDOW steps of `nowMs`; it is a replay when its step is not after
 * `lastStep`, the last one accepted (codes only move forward, so an older one is refused too).
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): TotpCheck {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = totpStep(nowMs) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `abcde-23456`: 50 random bits each, enough that a hash of it cannot be guessed back. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are compared as typed without the hyphen, in lower case (the request schema normalises). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('base64url');
}
