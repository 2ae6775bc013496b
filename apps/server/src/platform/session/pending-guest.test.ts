import { describe, expect, it } from 'vitest';
import { makeCsrfToken, verifyCsrfToken } from './csrf';
import { newGuestCookieValue, recentPendingGuests } from './pending-guest';
import { hashSessionId } from './session.store';

/** A server's derivation, unkept: each call starts from the cookie alone. */
const pendingGuestOf = (cookie: string) => recentPendingGuests()(cookie);

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('pending guests', () => {
  it('derive the same guest id and token key from the same cookie, and others from another', () => {
    const cookie = newGuestCookieValue();
    expect(pendingGuestOf(cookie)).toEqual(pendingGuestOf(cookie));
    const other = pendingGuestOf(newGuestCookieValue());
    expect(other.guestId).not.toBe(pendingGuestOf(cookie).guestId);
    expect(other.csrfKey).not.toBe(pendingGuestOf(cookie).csrfKey);
  });

  it('have a UUID for a guest id, which the sessions row and clients take', () => {
    for (let i = 0; i < 50; i++) expect(pendingGuestOf(newGuestCookieValue()).guestId).toMatch(UUID_V4);
  });

  it('reveal nothing of the cookie in their guest id or token key', () => {
    const cookie = newGuestCookieValue();
    const { guestId, csrfKey } = pendingGuestOf(cookie);
    expect(guestId.replaceAll('-', '')).not.toContain(Buffer.from(cookie, 'base64url').toString('hex'));
    expect(csrfKey).not.toContain(cookie);
  });

  it("have tokens that never pass for the session of the cookie's value, nor the other way", () => {
    const secret = 'test-secret';
    const cookie = newGuestCookieValue();
    const { csrfKey } = pendingGuestOf(cookie);
    const sessionIdHash = hashSessionId(cookie);
    expect(verifyCsrfToken(secret, csrfKey, makeCsrfToken(secret, csrfKey))).toBe(true);
    expect(verifyCsrfToken(secret, sessionIdHash, makeCsrfToken(secret, csrfKey))).toBe(false);
    expect(verifyCsrfToken(secret, csrfKey, makeCsrfToken(secret, sessionIdHash))).toBe(false);
  });
});

describe('recentPendingGuests', () => {
  it('gives a returning visitor the same pending guest, equal to a fresh derivation, while among the last kept', () => {
    const of = recentPendingGuests(3);
    const cookies = Array.from({ length: 4 }, newGuestCookieValue);
    const first = of(cookies[0]!);
    expect(first).toEqual(pendingGuestOf(cookies[0]!));
    expect(of(cookies[0]!)).toBe(first);
    expect(of(cookies[1]!)).not.toBe(first);
    of(cookies[2]!);
    expect(of(cookies[0]!)).toBe(first);
    // A fourth visitor makes room: the longest kept goes, and comes back as an equal, new object.
    of(cookies[3]!);
    const again = of(cookies[0]!);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
