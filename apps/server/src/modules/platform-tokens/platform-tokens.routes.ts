import { PLATFORM } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../platform/http/context';
import type { PlatformTokens } from './platform-tokens.service';

/**
 * `POST /bff-token` (spec §7): a web callback, so the session cookie and the CSRF token prove the
 * caller; it hands the page a short-lived bearer token for the platform services.
 */
export function platformTokenRoutes(app: FastifyInstance, ctx: RouteContext, tokens: PlatformTokens): void {
  app.post(PLATFORM.tokenPath, async (request, reply) => {
    const session = await ctx.sessions.ensure(request, reply);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return tokens.issue({ session, user: request.viewer.user });
  });
}
