import { type Language, languageFromHost, parseLocale } from '@kingside/contract';
import type { FastifyRequest } from 'fastify';

/** A `/es/…` prefix wins, then the host's subdomain (§2), then English. */
export function requestLanguage(request: FastifyRequest, prefix?: string): Language {
  if (prefix) {
    const fromPrefix = parseLocale(prefix);
    if (fromPrefix) return fromPrefix;
  }
  return languageFromHost(request.hostname ?? '');
}
