import { PLATFORM } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../platform/http/context';
import type { PlatformTokens } from './platform-tokens.service';

/** Generous for many tabs refreshing every few minutes; a loop asking non-stop is stopped. */
export const TOKEN_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * `POST /bff-token` (spec §7): a web callback, so the session cookie and the CSRF token prove the
 * caller; it hands the page a short-lived bearer token for the platform services.
 */
export function platformTokenRoutes(app: FastifyInstance, ctx: RouteContext, tokens: PlatformTokens): void {
  app.post(PLATFORM.tokenPath, async (request, reply) => {
    const session = await ctx.sessions.ensure(request, reply);
    await ctx.limits.enforce(reply, [[`bff-token:${session.idHash}`, TOKEN_LIMIT]]);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return tokens.issue({ ...request.viewer, session });
  });
}
