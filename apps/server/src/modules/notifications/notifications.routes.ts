import { NOTIFICATIONS_API, type NotificationsPage, type UnreadCount } from '@kingside/contract';
import { notificationsQuery, notificationTarget } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { Notifications } from './notifications.service';

/** Marking read is a click per notification: generous for a person, a wall for a loop. */
const MARK_LIMIT: RateRule = { limit: 120, windowMs: 60_000 };

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated('Log in to see your notifications.');
  return user;
}

/** The bell's web callbacks, members only (guests 401 `unauthenticated`); answers are never cached. */
export function notificationsRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { notifications }: { notifications: Notifications },
): void {
  async function marker(request: FastifyRequest, reply: FastifyReply) {
    const me = member(request);
    await ctx.limits.enforce(reply, [[`notifications:${me.userId}`, MARK_LIMIT]]);
    return me;
  }

  app.get(NOTIFICATIONS_API.list, async (request, reply): Promise<NotificationsPage> => {
    const { cursor } = validate(notificationsQuery, request.query);
    const me = member(request);
    reply.header('cache-control', 'no-store');
    return notifications.page(me.userId, cursor);
  });

  app.get(NOTIFICATIONS_API.unread, async (request, reply): Promise<UnreadCount> => {
    const me = member(request);
    reply.header('cache-control', 'no-store');
    return { unread: await notifications.unreadCount(me.userId) };
  });

  app.post('/callback/notifications/:id/read', async (request, reply): Promise<UnreadCount> => {
    const { id } = validate(notificationTarget, request.params);
    const me = await marker(request, reply);
    return { unread: await notifications.markRead(me.userId, id) };
  });

  app.post(NOTIFICATIONS_API.readAll, async (request, reply): Promise<UnreadCount> => {
    const me = await marker(request, reply);
    return { unread: await notifications.markAllRead(me.userId) };
  });
}
