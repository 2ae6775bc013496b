import { COOKIES, ONE_DAY_SECONDS } from '@kingside/contract';

export function readCookie(name: string, cookieString = document.cookie): string | null {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** Writes a first-party cookie; spec §9 caps every cookie's lifetime at 365 days, so longer asks are cut. */
export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.min(days, COOKIES.maxAgeDays) * ONE_DAY_SECONDS;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox and Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
