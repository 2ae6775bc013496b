import { type Language, languageFromHost, parseLocale } from '@kingside/contract';
import type { FastifyRequest } from 'fastify';

/** Hosts whose language is kept: a deployment answers on a few, but the Host header is the caller's to choose. */
const HOSTS_KEPT = 100;
const hostLanguages = new Map<string, Language>();

/** languageFromHost is pure and parses the host anew (case, port, labels): once per host will do. */
function hostLanguage(hostname: string): Language {
  let language = hostLanguages.get(hostname);
  if (language === undefined) {
    language = languageFromHost(hostname);
    if (hostLanguages.size >= HOSTS_KEPT) hostLanguages.clear();
    hostLanguages.set(hostname, language);
  }
  return language;
}

/** A `/es/…` prefix wins, then the host's subdomain (§2), then English. */
export function requestLanguage(request: FastifyRequest, prefix?: string): Language {
  if (prefix) {
    const fromPrefix = parseLocale(prefix);
    if (fromPrefix) return fromPrefix;
  }
  return hostLanguage(request.hostname ?? '');
}
