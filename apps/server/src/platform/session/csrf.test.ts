import { describe, expect, it } from 'vitest';
import { makeCsrfToken, verifyCsrfToken } from './csrf';

const secret = 'a'.repeat(43);

describe('csrf tokens', () => {
  it('verifies a token made for the same session', () => {
    const token = makeCsrfToken(secret, 'session-1');
    expect(verifyCsrfToken(secret, 'session-1', token)).toBe(true);
  });

  it('refuses a token made for another session', () => {
    const token = makeCsrfToken(secret, 'session-1');
    expect(verifyCsrfToken(secret, 'session-2', token)).toBe(false);
  });

  it('refuses a token signed with another secret', () => {
    const token = makeCsrfToken('b'.repeat(43), 'session-1');
    expect(verifyCsrfToken(secret, 'session-1', token)).toBe(false);
  });

  it.each([undefined, null, 42, '', 'x'.repeat(500), ['t']])('refuses a malformed token %#', (token) => {
    expect(verifyCsrfToken(secret, 'session-1', token)).toBe(false);
  });

  it('is deterministic and URL-safe', () => {
    const token = makeCsrfToken(secret, 's');
    expect(token).toBe(makeCsrfToken(secret, 's'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
