import { createHash, randomBytes } from 'node:crypto';
import { hashSessionId } from './session.store';

/**
 * A guest before anything is kept for them (a first visit, a crawler, curl): no sessions row, only a
 * random value in an httpOnly cookie. Their identity and CSRF token are derived from it, so a page
 * view writes nothing; the row is made, with this same guest id, once something must be kept (the
 * first unsafe request, see session.plugin.ts). Like lichess's and chess.com's anonymous visitors.
 */
export interface PendingGuest {
  /** The guest id the session row will carry: a seek, game or page seen before it stays theirs. */
  guestId: string;
  /**
   * What the guest's CSRF token is an HMAC of. Its `guest:` prefix never starts a session id hash
   * (base64url), so a guest token never passes for a session and a session's never for a guest.
   */
  csrfKey: string;
}

export function newGuestCookieValue(): string {
  return randomBytes(32).toString('base64url');
}

/** Hashed first, as session ids are: neither the guest id nor the token's key reveals the cookie. */
const guestOfHash = (hashed: string): PendingGuest => ({
  guestId: uuidFrom(hashed),
  csrfKey: `guest:${hashed}`,
});

/**
 * A cookie's pending guest, for a server: the same visitor gets the same object while they are among
 * the last `max` pending guests seen, so what is memoised per visitor (their CSRF token's HMAC, their
 * page context) is made once, not on every page view. Kept by the cookie's hash, as sessions are:
 * no cookie value is held. The longest kept goes first.
 */
export function recentPendingGuests(max = 10_000): (cookie: string) => PendingGuest {
  const byHash = new Map<string, PendingGuest>();
  return (cookie) => {
    const hashed = hashSessionId(cookie);
    let guest = byHash.get(hashed);
    if (guest) return guest;
    guest = guestOfHash(hashed);
    if (byHash.size >= max) byHash.delete(byHash.keys().next().value!);
    byHash.set(hashed, guest);
    return guest;
  };
}

/** A version-4-shaped UUID (the column's type, and what clients expect of a guest id) from the hash. */
function uuidFrom(hashed: string): string {
  const hex = createHash('sha256').update(`guest-id:${hashed}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
