import type { BffTokenResponse } from '@kingside/contract';

/**
 * The platform access token of this tab (`POST /bff-token`) and the one refresh everybody shares:
 * when several calls fail together with the same stale token (axios 401s, Connect
 * `unauthenticated`), they all wait for a single new token and retry once each.
 */
export interface PlatformToken {
  /** The token to call with, asking for one first when there is none or it is about to expire. */
  current(): Promise<string>;
  /** A call made with `used` was refused: the token that replaces it, fetched once for all callers. */
  refresh(used: string): Promise<string>;
}

/** Renew a little before the server's expiry so calls in flight do not race it. */
const EARLY_MS = 10_000;

export function createPlatformToken(
  fetchToken: () => Promise<BffTokenResponse>,
  now: () => number = () => Date.now(),
): PlatformToken {
  let token: string | null = null;
  let expiresAt = 0;
  let pending: Promise<string> | null = null;

  function load(): Promise<string> {
    pending ??= fetchToken()
      .then((response) => {
        token = response.access_token;
        expiresAt = now() + response.expires_in * 1000 - EARLY_MS;
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    current() {
      if (pending) return pending;
      return token !== null && now() < expiresAt ? Promise.resolve(token) : load();
    },
    refresh(used) {
      if (pending) return pending;
      // Someone else already replaced the token this call failed with: use theirs.
      if (token !== null && token !== used) return Promise.resolve(token);
      return load();
    },
  };
}
