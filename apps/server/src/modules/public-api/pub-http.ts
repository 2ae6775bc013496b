/**
 * The public API's HTTP manners, as chess.com's published-data API has them: readable from any
 * origin, conditional GETs (ETag / If-None-Match, Last-Modified / If-Modified-Since → 304),
 * serial use unlimited but parallel floods refused (429 + Retry-After), and errors as
 * `{"code": 0, "message": …}`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Limits } from '../../platform/http/limits';

/** Requests one address may have in flight at once; the next waits for one to finish or gets 429. */
export const PUB_PARALLEL_LIMIT = 4;
/** A count nobody touches this long is dropped (a node that died mid-request). */
const IN_FLIGHT_TTL_MS = 60_000;

/** chess.com's error body. */
export const pubError = (message: string) => ({ code: 0, message });

export interface Cacheable {
  body: string;
  type: string;
  /** Seconds a client or proxy may reuse the answer. */
  maxAge: number;
  lastModified: Date | null;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function matchesEtag(header: string, etag: string): boolean {
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); dates compare to the second. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date | null): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  if (!lastModified || Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

export function sendCacheable(request: FastifyRequest, reply: FastifyReply, answer: Cacheable) {
  const etag = etagOf(answer.body);
  reply.header('etag', etag).header('cache-control', `public, max-age=${answer.maxAge}`);
  if (answer.lastModified) reply.header('last-modified', answer.lastModified.toUTCString());
  if (notModified(request, etag, answer.lastModified)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}

const LEFT = Symbol('pub in-flight left');

/**
 * The scope's hooks: CORS on every answer, the preflight, the count of requests in flight per
 * address (in the platform's limiter store: shared by every node with Redis), chess.com's errors.
 */
export function installPubManners(pub: FastifyInstance, limits: Limits): void {
  pub.addHook('onRequest', async (request, reply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-expose-headers', 'ETag, Last-Modified, Retry-After');
    const key = `pub:${request.ip}`;
    if (!(await limits.enter(key, PUB_PARALLEL_LIMIT, IN_FLIGHT_TTL_MS))) {
      reply.header('retry-after', '1');
      throw new AppError('rate_limited', 429, 'Too many parallel requests. Please make them one at a time.');
    }
    let left = false;
    (request as FastifyRequest & { [LEFT]?: () => Promise<void> })[LEFT] = async () => {
      if (left) return;
      left = true;
      await limits.leave(key);
    };
  });
  const leave = async (request: FastifyRequest) => {
    await (request as FastifyRequest & { [LEFT]?: () => Promise<void> })[LEFT]?.();
  };
  pub.addHook('onResponse', leave);
  pub.addHook('onRequestAbort', leave);

  pub.options('/*', async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', '*')
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });

  pub.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send(pubError(error.message));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send(pubError('The request could not be understood.'));
    request.log.error({ err: error }, 'public API error');
    return reply.code(500).send(pubError('An internal error has occurred.'));
  });
  // Anything else under /pub is ours to refuse, in chess.com's shape (not the site's 404 page).
  pub.get('/*', async (_request, reply) => reply.code(404).send(pubError('No such endpoint.')));
}

/**
 * On the public-API host (PUBLIC_API_HOST) only `/pub/…` answers: everything else is a 404 in
 * chess.com's shape, before any other hook (no session, no page). Registered only when the host
 * is configured, and synchronous: the site's own requests pay one string comparison.
 */
export function publicApiHostGuard(host: string) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (
      request.hostname.toLowerCase() !== host ||
      request.url === '/pub' ||
      request.url.startsWith('/pub/')
    ) {
      return done();
    }
    reply.code(404).header('access-control-allow-origin', '*').send(pubError('No such endpoint.'));
  };
}
