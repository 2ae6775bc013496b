import { BILLING_API, SPEEDS } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../platform/http/validate';
import type { Insights } from './insights.service';

export const insightsQuery = z.object({
  speed: z.enum(SPEEDS).optional(),
  since: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
});

/** Web callback (web scope): the member's session says whose games; the tier check comes first. */
export function insightsRoutes(app: FastifyInstance, insights: Insights): void {
  app.get(BILLING_API.insights, async (request, reply) => {
    const query = validate(insightsQuery, request.query);
    const report = await insights.reportFor(request.viewer.user, {
      speed: query.speed ?? null,
      since: query.since ? new Date(query.since) : null,
    });
    return reply.header('cache-control', 'no-store').send(report);
  });
}
