import { type ApiTokenScope, BOARD_API_MESSAGES } from '@kingside/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Limits } from '../../platform/http/limits';
import type { ApiCaller } from '../api-tokens';
import { type PlayerRef, playerOf } from '../play';

/**
 * Requests per token and per member a minute: a bot plays a bullet game in well under this
 * (a move, a stream, a chat line); a runaway loop meets 429 within a minute.
 */
export const API_RATE = {
  perToken: { limit: 600, windowMs: 60_000 },
  perUser: { limit: 1200, windowMs: 60_000 },
} as const;

export const callerOf = (request: FastifyRequest) => request.caller as ApiCaller;

export const playerOfCaller = (caller: ApiCaller): PlayerRef => playerOf(caller.user, null)!;

/** lichess answers a token without the scope a route needs with 403 `{"error":"Missing scope"}`. */
export function requireScope(request: FastifyRequest, ...anyOf: ApiTokenScope[]): ApiCaller {
  const caller = callerOf(request);
  if (!anyOf.some((scope) => caller.scopes.includes(scope))) {
    throw new AppError('forbidden', 403, BOARD_API_MESSAGES.missingScope);
  }
  return caller;
}

/** Counts the call against its token and its member; over either, 429 in lichess's shape. */
export function createApiRateLimit(limits: Limits) {
  return async function apiRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const caller = callerOf(request);
    const ok = await Promise.all([
      limits.allows(`api:token:${caller.tokenId}`, API_RATE.perToken),
      limits.allows(`api:user:${caller.user.userId}`, API_RATE.perUser),
    ]);
    if (ok.every(Boolean)) return;
    reply.header('retry-after', '60');
    throw new AppError('rate_limited', 429, BOARD_API_MESSAGES.rateLimited);
  };
}
