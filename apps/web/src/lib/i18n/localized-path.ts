import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type Language,
  type LanguageCode,
  languageFromHost,
} from '@kingside/contract';

/** The language prefix of a pathname (`/es/about` → `es`), if it has one of §2's codes. */
export function pathPrefix(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguageCode(first) ? first : null;
}

/**
 * The language a page is in, as the server decides it (§2): the URL prefix, else the host's subdomain
 * (`schach.` pages are German), else English.
 */
export function languageOfPath(pathname: string, host = window.location.hostname): Language {
  return pathPrefix(pathname) ?? languageFromHost(host);
}

/** The same page in another language: `/about` → `/es/about`, `/es/about` → `/about` for English. */
export function pathInLanguage(pathname: string, language: Language): string {
  const rest = pathPrefix(pathname) ? pathname.replace(/^\/[^/]+/, '') : pathname;
  const unprefixed = rest === '' ? '/' : rest;
  if (language === DEFAULT_LANGUAGE) return unprefixed;
  return unprefixed === '/' ? `/${language}` : `/${language}${unprefixed}`;
}
