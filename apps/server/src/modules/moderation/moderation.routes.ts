import {
  isAtLeast,
  MODERATION_MESSAGES,
  REPORT_API,
  REPORT_RATE,
  type ReportDetail,
  type ReportQueuePage,
  type ReportReasonsResponse,
  type ReportResponse,
  type ResolveResponse,
} from '@kingside/contract';
import {
  reportQueueQuery,
  reportTargetParams,
  reportTopicBody,
  reportTopicParams,
  reportUserBody,
  reportVideoParams,
  resolveReportsBody,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { levelOf, type UserRow } from '../accounts';
import type { ReportQueue } from './queue.service';
import type { Reports } from './reports.service';

const said = (message: string): ReportResponse => ({ ok: true, message });

/** Moderators and staff (§4 levels 80, 90), never while impersonating a member. */
function moderator(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated();
  if (request.viewer.impersonator || !isAtLeast(levelOf(user), 'moderator')) {
    throw forbidden(MODERATION_MESSAGES.moderators_only);
  }
  return user;
}

/** §7's report calls (members only) and the moderators' queue: web callbacks, in the web scope. */
export function moderationRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { reports, queue }: { reports: Reports; queue: ReportQueue },
): void {
  function member(request: FastifyRequest): UserRow {
    const user = request.viewer.user;
    if (!user) throw unauthenticated(MODERATION_MESSAGES.guest);
    return user;
  }

  /** After the input is valid: the member, then their budget of reports over every kind. */
  async function reporter(request: FastifyRequest, reply: FastifyReply): Promise<UserRow> {
    const me = member(request);
    await ctx.limits.enforce(reply, [[`reports:${me.userId}`, REPORT_RATE]]);
    return me;
  }

  app.get(REPORT_API.reportUser, async (request): Promise<ReportReasonsResponse> => {
    member(request);
    return reports.reasons();
  });

  app.post(REPORT_API.reportUser, async (request, reply): Promise<ReportResponse> => {
    const body = validate(reportUserBody, request.body ?? {});
    const me = await reporter(request, reply);
    return said(await reports.reportMember(me, body.username, body.reason_id, body.details));
  });

  app.post('/callback/report-forum-topic/:uuid', async (request, reply): Promise<ReportResponse> => {
    const { uuid } = validate(reportTopicParams, request.params);
    const body = validate(reportTopicBody, request.body ?? {});
    const me = await reporter(request, reply);
    return said(await reports.reportTopic(me, uuid, body.reason_id, body.details));
  });

  app.post('/chess-tv/callback/report/:reason/:video', async (request, reply): Promise<ReportResponse> => {
    const { reason, video } = validate(reportVideoParams, request.params);
    const me = await reporter(request, reply);
    return said(await reports.reportVideo(me, video, reason));
  });

  app.get(REPORT_API.queue, async (request, reply): Promise<ReportQueuePage> => {
    moderator(request);
    const { after } = validate(reportQueueQuery, request.query);
    reply.header('cache-control', 'no-store');
    return queue.queue(after);
  });

  app.get('/callback/staff/reports/:kind/:ref', async (request, reply): Promise<ReportDetail> => {
    moderator(request);
    const target = validate(reportTargetParams, request.params);
    reply.header('cache-control', 'no-store');
    return queue.detail(target);
  });

  app.post('/callback/staff/reports/:kind/:ref/resolve', async (request): Promise<ResolveResponse> => {
    const by = moderator(request);
    const target = validate(reportTargetParams, request.params);
    const body = validate(resolveReportsBody, request.body ?? {});
    const outcome = await queue.resolve(by, target, body);
    request.log.info({ actor: by.userId, target, action: body.action }, 'reports resolved');
    return outcome;
  });
}
