/** HTTP client constants of spec §9. */
export const HTTP = {
  timeout: 0,
  method: 'get',
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  accept: 'application/json, text/plain, */*',
  successMin: 200,
  successMax: 299,
  csrfField: '_token',
  requestIdHeader: 'X-Request-Id',
  clientIdentityHeader: 'X-Client-Identity',
} as const;

/** Cookie names and lifetimes (§9: no cookie lives longer than 365 days). */
export const COOKIES = {
  session: 'kingside_session',
  /** A guest nothing is kept for yet: the random value its identity and CSRF token are bound to (no row). */
  guest: 'kingside_guest',
  deviceId: 'kingside_device',
  maxAgeDays: 365,
  deviceIdDays: 365,
} as const;

export const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Compression threshold of §9. */
export const COMPRESSION_MIN_BYTES = 1024;

/** Script chunk loading of §9. */
export const CHUNK_LOADING = { timeoutMs: 120_000, retries: 2, bundlesPath: '/bundles/' } as const;

export function isSuccessStatus(status: number): boolean {
  return status >= HTTP.successMin && status <= HTTP.successMax;
}
