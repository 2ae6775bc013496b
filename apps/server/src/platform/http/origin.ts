import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { UNSAFE_METHODS } from './unsafe-methods';

/** What the browser tells about who is calling, and where this server answers. */
export interface OriginFacts {
  origin: string | undefined;
  fetchSite: string | undefined;
  host: string;
}

/**
 * A browser names the page that sent a request in `Origin` (and `Sec-Fetch-Site`). Our own host and
 * the configured extra origins pass; so does a request without either header (curl, the CLI, old
 * browsers on same-origin GETs). `null` is an opaque origin (sandboxed frame, file): refused.
 */
export function isAllowedOrigin(facts: OriginFacts, extra: ReadonlySet<string>): boolean {
  const { origin } = facts;
  if (origin === undefined) return facts.fetchSite !== 'cross-site';
  if (extra.has(origin)) return true;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {}
  return host !== null && withoutDefaultPort(host) === withoutDefaultPort(facts.host);
}

/** `Host: site:443` and `Origin: https://site` name the same place. */
const withoutDefaultPort = (host: string) => host.replace(/:(?:80|443)$/, '');

const crossSite = () =>
  new AppError('origin_forbidden', 403, 'This request came from another site and was refused.');

/** Web callbacks and the socket carry the session cookie: a page of another site must not use it. */
export function createOriginCheck(allowedOrigins: readonly string[]) {
  const extra = new Set(allowedOrigins);
  const allowed = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    return isAllowedOrigin(
      {
        origin: typeof origin === 'string' ? origin : undefined,
        fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
        host: request.host,
      },
      extra,
    );
  };
  return {
    /** onRequest hook of a web scope: before the body is read, for state-changing methods only. */
    async unsafeMethods(request: FastifyRequest): Promise<void> {
      if (UNSAFE_METHODS.has(request.method) && !allowed(request)) throw crossSite();
    },
    /** For the WebSocket upgrade, a GET that opens a long-lived channel. */
    async always(request: FastifyRequest): Promise<void> {
      if (!allowed(request)) throw crossSite();
    },
  };
}

export type OriginCheck = ReturnType<typeof createOriginCheck>;
