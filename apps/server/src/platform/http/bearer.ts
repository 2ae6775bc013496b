import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token says is calling; set on the open API and platform services only. */
    caller: unknown;
  }
}

/**
 * Platform services and the open API prove who calls with `Authorization: Bearer <token>`: no
 * cookies, so no CSRF. What a token means is the caller's to say (`authenticate`).
 */
/** What a 401 says: the token was not good, or there was none. */
export interface BearerMessages {
  invalid: string;
  missing: string;
}

const API_TOKEN_MESSAGES: BearerMessages = {
  invalid: 'This API token is not valid (unknown, expired or revoked).',
  missing: 'Send an API token: Authorization: Bearer <token>.',
};

const defaultParse = (header: string | undefined) =>
  /^Bearer ([^\s]{1,200})$/i.exec(header ?? '')?.[1] ?? null;

export function createBearerAuth<C>(
  authenticate: (token: string) => Promise<C | null>,
  messages: BearerMessages = API_TOKEN_MESSAGES,
  parse: (header: string | undefined) => string | null = defaultParse,
) {
  return async function requireBearer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = parse(request.headers.authorization);
    const caller = token ? await authenticate(token) : null;
    if (!caller) {
      // RFC 6750: an `invalid_token` error tells the client to get a new token and retry.
      reply.header('www-authenticate', `Bearer realm="kingside"${token ? ', error="invalid_token"' : ''}`);
      throw new AppError('unauthenticated', 401, token ? messages.invalid : messages.missing);
    }
    request.caller = caller;
  };
}
