import { RECOVERY_CODE_PATTERN } from '@kingside/contract';
import { twoFactorCode } from '@kingside/contract/schemas';
import { describe, expect, it } from 'vitest';
import { decryptSecret, deriveTotpKey, encryptSecret } from './two-factor.crypto';
import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './two-factor.totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes, cut to 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const STEP_MS = 30_000;
const NOW = Date.UTC(2026, 5, 1, 12, 0, 10);

describe('TOTP', () => {
  it('computes the codes of RFC 6238', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the current code and one step of drift either way, not two', () => {
    const secret = newTotpSecret();
    const step = totpStep(NOW);
    expect(checkTotp(secret, totpCode(secret, NOW), NOW, null)).toEqual({ ok: true, step });
    expect(checkTotp(secret, totpCode(secret, NOW - STEP_MS), NOW, null)).toEqual({
      ok: true,
      step: step - 1,
    });
    expect(checkTotp(secret, totpCode(secret, NOW + STEP_MS), NOW, null)).toEqual({
      ok: true,
      step: step + 1,
    });
    expect(checkTotp(secret, totpCode(secret, NOW - 2 * STEP_MS), NOW, null)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkTotp(secret, totpCode(secret, NOW + 2 * STEP_MS), NOW, null)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a replay of the last accepted step, and any older step', () => {
    const secret = newTotpSecret();
    const step = totpStep(NOW);
    const code = totpCode(secret, NOW);
    expect(checkTotp(secret, code, NOW, step)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, totpCode(secret, NOW - STEP_MS), NOW, step)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    expect(checkTotp(secret, totpCode(secret, NOW + STEP_MS), NOW, step)).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it('refuses a code of another secret', () => {
    const code = totpCode(newTotpSecret(), NOW);
    expect(checkTotp(newTotpSecret(), code, NOW, null).ok).toBe(false);
  });

  it('makes a 160-bit base32 secret and an otpauth URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'Magnus_C'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kingside:Magnus_C');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Kingside',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes of the documented shape', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  it('hashes a code the same however it is typed once the request schema normalised it', () => {
    const [code] = newRecoveryCodes(1) as [string];
    const typed = twoFactorCode.parse(` ${code.toUpperCase().replace('-', ' - ')} `);
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toContain(code.replace('-', ''));
  });

  it('accepts only 6 digits or a recovery code in requests', () => {
    expect(twoFactorCode.parse('123 456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdefghi1', '', 'abcde-abcd!', '１２３４５６']) {
      expect(twoFactorCode.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('sealed TOTP secrets', () => {
  const key = deriveTotpKey('server-secret');

  it('round-trips, and never stores the secret in the clear', () => {
    const secret = newTotpSecret();
    const sealed = encryptSecret(key, secret, 7);
    expect(sealed).not.toContain(secret);
    expect(decryptSecret(key, sealed, 7)).toBe(secret);
  });

  it('cannot be opened with another server secret or moved to another member', () => {
    const sealed = encryptSecret(key, newTotpSecret(), 7);
    expect(() => decryptSecret(deriveTotpKey('another-secret'), sealed, 7)).toThrow();
    expect(() => decryptSecret(key, sealed, 8)).toThrow();
  });
});
