import { type Language, languageFromHost, parseLocale } from '@kingside/contract';
import type { FastifyRequest } from 'fastify';
import { boundedMemo } from '../bounded-memo';

/** Hosts whose language is kept: a deployment answers on a few, but the Host header is the caller's to choose. */
const HOSTS_KEPT = 100;

/** languageFromHost is pure and parses the host anew (case, port, labels): once per host will do. */
const hostLanguage = boundedMemo(languageFromHost, HOSTS_KEPT);

/** A `/es/…` prefix wins, then the host's subdomain (§2), then English. */
export function requestLanguage(request: FastifyRequest, prefix?: string): Language {
  if (prefix) {
    const fromPrefix = parseLocale(prefix);
    if (fromPrefix) return fromPrefix;
  }
  return hostLanguage(request.hostname ?? '');
}
