import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../errors';
import { UNSAFE_METHODS } from './unsafe-methods';

/** What the browser tells about who is calling, and where this server answers. */
export interface OriginFacts {
  origin: string | undefined;
  fetchSite: string | undefined;
  /** How and where this request reached us: `http`/`https` and the Host (a trusted proxy's forwarded ones). */
  scheme: string;
  host: string;
}

/**
 * A browser names the page that sent a request in `Origin` (and `Sec-Fetch-Site`). Our own origin
 * (scheme, host and port) and the configured extra origins pass; so does a request without either
 * header (curl, the CLI, old browsers on same-origin GETs). `null` is an opaque origin (sandboxed
 * frame, file): refused.
 */
export function isAllowedOrigin(facts: OriginFacts, extra: ReadonlySet<string>): boolean {
  if (facts.origin === undefined) return facts.fetchSite !== 'cross-site';
  const origin = serialized(facts.origin);
  if (origin === null) return false;
  return extra.has(origin) || origin === serialized(`${facts.scheme}://${facts.host}`);
}

/** `https://site:443` and `https://site` are one origin, `http://site` another: URL writes them alike. */
function serialized(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const crossSite = () =>
  new AppError('origin_forbidden', 403, 'This request came from another site and was refused.');

/** Web callbacks and the socket carry the session cookie: a page of another site must not use it. */
export function createOriginCheck(config: Pick<Config, 'publicUrl' | 'allowedOrigins'>) {
  // PUBLIC_URL is this site too: behind a TLS proxy that is not trusted, the request itself looks like http.
  const configured = config.publicUrl ? [config.publicUrl, ...config.allowedOrigins] : config.allowedOrigins;
  const extra = new Set(configured.map(serialized).filter((origin) => origin !== null));
  const allowed = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    return isAllowedOrigin(
      {
        origin: typeof origin === 'string' ? origin : undefined,
        fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
        scheme: request.protocol,
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
