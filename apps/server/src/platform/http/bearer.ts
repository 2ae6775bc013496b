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
export function createBearerAuth<C>(authenticate: (token: string) => Promise<C | null>) {
  return async function requireBearer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]{1,200})$/i.exec(header);
    const caller = match ? await authenticate(match[1]!) : null;
    if (!caller) {
      reply.header('www-authenticate', `Bearer realm="kingside"${match ? ', error="invalid_token"' : ''}`);
      throw new AppError(
        'unauthenticated',
        401,
        match
          ? 'This API token is not valid (unknown, expired or revoked).'
          : 'Send an API token: Authorization: Bearer <token>.',
      );
    }
    request.caller = caller;
  };
}
