/** Undoing percent-encoding more often than this is an attack, not a link. */
const MAX_DECODE_ROUNDS = 5;
const MAX_TARGET_LENGTH = 2048;
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Where `/login_and_go?target=…` may send someone: a path on this site, or `fallback`. The target is
 * percent-decoded until it stops changing and backslashes count as slashes, because browsers treat
 * `/\host`, `%2F%2Fhost` and `/\t/host` as another site; control characters (which browsers drop
 * from URLs) refuse it outright. The answer is the path the browser would resolve, never the input.
 */
export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || target.length > MAX_TARGET_LENGTH) return fallback;
  let decoded = target;
  for (let round = 0; ; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (round === MAX_DECODE_ROUNDS) return fallback;
    decoded = next;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  const path = decoded.replace(/\\/g, '/');
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  const url = new URL(path, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
