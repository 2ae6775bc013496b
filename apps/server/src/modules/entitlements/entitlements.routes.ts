import { BILLING_API } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { Entitlements } from './entitlements.service';

/**
 * Web callback (web scope). Guests get 401, not a basic member's view: they have no quotas to
 * count, and /membership shows everyone the table itself.
 */
export function entitlementsRoutes(app: FastifyInstance, entitlements: Entitlements): void {
  app.get(BILLING_API.entitlements, async (request, reply) => {
    const status = await entitlements.status(request.viewer.user);
    return reply.header('cache-control', 'no-store').send(status);
  });
}
