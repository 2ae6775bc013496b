import {
  type BffTokenResponse,
  GUEST_SCOPES,
  MEMBER_SCOPES,
  PLATFORM,
  type PlatformScope,
  READ_SCOPES,
} from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import type { CachedSession } from '../../platform/session/session.cache';
import type { Viewer } from '../../platform/session/session.plugin';
import type { UserRow } from '../accounts/accounts.tables';
import {
  type PlatformTokenClaims,
  platformTokenKey,
  signPlatformToken,
  verifyPlatformToken,
} from './platform-token';

/** Who a platform token speaks for, checked against the live session on every call. */
export interface PlatformCaller {
  user: UserRow | null;
  /** The session's guest id: guests have no user row but still a stable identity. */
  guestId: string;
  scopes: readonly PlatformScope[];
  /** Staff viewing the site as `user` (§4): nothing they do is saved for the member. */
  impersonating: boolean;
}

export interface PlatformTokenDeps {
  secret: string;
  clock: Clock;
  /** The session lookup (through the per-node session cache) that makes revocation apply. */
  findSession(idHash: string): Promise<CachedSession | null>;
}

/** Verified tokens remembered per node: a client sends the same one on every call until it refreshes. */
const MAX_VERIFIED = 10_000;

export function createPlatformTokens(deps: PlatformTokenDeps) {
  const key = platformTokenKey(deps.secret);
  // Only tokens whose signature checked out are kept, each until it expires (checked on every use);
  // the session behind it is still looked up on every call, so revocation is not delayed.
  const verified = new Map<string, PlatformTokenClaims>();

  function claimsOf(token: string, nowMs: number): PlatformTokenClaims | null {
    const known = verified.get(token);
    if (known) {
      if (known.exp * 1000 > nowMs) return known;
      verified.delete(token);
      return null;
    }
    const claims = verifyPlatformToken(key, token, nowMs);
    if (!claims) return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  return {
    /** A fresh token for this session; asking again is the refresh (spec §7). */
    issue(viewer: Viewer & { session: NonNullable<Viewer['session']> }): BffTokenResponse {
      const scopes = !viewer.user ? GUEST_SCOPES : viewer.impersonator ? READ_SCOPES : MEMBER_SCOPES;
      const iat = Math.floor(deps.clock.now().getTime() / 1000);
      const token = signPlatformToken(key, {
        sid: viewer.session.idHash,
        sub: viewer.user?.userId ?? null,
        scopes: [...scopes],
        iat,
        exp: iat + PLATFORM.tokenTtlSeconds,
      });
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: PLATFORM.tokenTtlSeconds,
        scope: scopes.join(' '),
      };
    },

    /**
     * The caller behind a token, or null. The session must still be live and still belong to the
     * same member: logging out or revoking a session ends its tokens at once on this node, and
     * within the session cache's few seconds on the others.
     */
    async authenticate(token: string): Promise<PlatformCaller | null> {
      const claims = claimsOf(token, deps.clock.now().getTime());
      if (!claims) return null;
      const found = await deps.findSession(claims.sid);
      // The member the session acts as: starting or ending an impersonation ends its tokens too.
      if (!found || (found.user?.userId ?? null) !== claims.sub) return null;
      // A closed account keeps its data, not its access (§4 levels 5–8).
      if (claims.sub !== null && (!found.user || found.user.closure)) return null;
      return {
        user: found.user,
        guestId: found.session.guestId,
        scopes: claims.scopes,
        impersonating: Boolean(found.impersonator),
      };
    },
  };
}

export type PlatformTokens = ReturnType<typeof createPlatformTokens>;
