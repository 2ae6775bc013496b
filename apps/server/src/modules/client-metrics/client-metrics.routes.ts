import { CLIENT_METRICS, isAtLeast } from '@kingside/contract';
import { clientErrorReportRequest, clientErrorsQuery } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { levelOf } from '../accounts';
import { presentClientErrors } from './client-metrics.present';
import type { ClientMetrics } from './client-metrics.service';

const PER_MINUTE = 60_000;

/** Staff browse the reports; a closed staff account is no longer staff (closure beats role). */
export function requireStaff(request: FastifyRequest): void {
  const user = request.viewer.user;
  if (!user) throw unauthenticated();
  if (!isAtLeast(levelOf(user), 'staff')) throw forbidden('Only staff can see client errors.');
}

/** Web callbacks (registered in the web scope: Origin, session and CSRF are checked before these run). */
export function clientMetricsRoutes(app: FastifyInstance, ctx: RouteContext, metrics: ClientMetrics): void {
  app.post(CLIENT_METRICS.path, { bodyLimit: CLIENT_METRICS.maxBytes }, async (request, reply) => {
    const report = validate(clientErrorReportRequest, request.body);
    const session = request.viewer.session;
    await ctx.limits.enforce(reply, [
      [`client-metrics:ip:${request.ip}`, { limit: CLIENT_METRICS.perIpPerMinute, windowMs: PER_MINUTE }],
      [
        `client-metrics:session:${session?.idHash ?? request.ip}`,
        { limit: CLIENT_METRICS.perSessionPerMinute, windowMs: PER_MINUTE },
      ],
    ]);
    await metrics.record(report, {
      userId: request.viewer.user?.userId ?? null,
      guestId: session?.guestId ?? null,
      userAgent: request.headers['user-agent'],
    });
    return reply.code(204).send();
  });

  app.get(CLIENT_METRICS.staffPath, async (request, reply) => {
    requireStaff(request);
    const query = validate(clientErrorsQuery, request.query);
    const { rows, more } = await metrics.page(query.before);
    return reply.header('cache-control', 'no-store').send(presentClientErrors(rows, more));
  });
}
