import {
  type InboxPage,
  MESSAGE_RATE,
  MESSAGES_API,
  MESSAGES_TEXTS,
  NEW_ACCOUNT_DAYS,
  type SendMessageResponse,
  type ThreadPage,
} from '@kingside/contract';
import { inboxQuery, messagePartner, sendMessageBody, threadQuery } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { Messages } from './messages.service';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Reads are cheap, but a script paging through everything is not a person. */
const READ_LIMIT: RateRule = { limit: 600, windowMs: 10 * 60_000 };

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(MESSAGES_TEXTS.membersOnly);
  return user;
}

/** Direct messages (members only): the inbox, a conversation, sending and reading. */
export function messagesRoutes(app: FastifyInstance, ctx: RouteContext, messages: Messages): void {
  const thread = `${MESSAGES_API.inbox}/:username`;
  const read = `${MESSAGES_API.inbox}/:username/read`;

  app.get(MESSAGES_API.inbox, async (request, reply): Promise<InboxPage> => {
    const { page } = validate(inboxQuery, request.query);
    const me = member(request);
    await ctx.limits.enforce(reply, [[`messages-read:${me.userId}`, READ_LIMIT]]);
    return messages.inbox(me, page);
  });

  app.get(thread, async (request, reply): Promise<ThreadPage> => {
    const { username } = validate(messagePartner, request.params);
    const { before } = validate(threadQuery, request.query);
    const me = member(request);
    await ctx.limits.enforce(reply, [[`messages-read:${me.userId}`, READ_LIMIT]]);
    return messages.thread(me, username, before);
  });

  app.post(thread, async (request, reply): Promise<SendMessageResponse> => {
    const { username } = validate(messagePartner, request.params);
    const { text } = validate(sendMessageBody, request.body ?? {});
    const me = member(request);
    // New accounts are what spam comes from: a smaller budget until they are NEW_ACCOUNT_DAYS old.
    const young = ctx.clock.now().getTime() - me.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
    const perHour = young ? MESSAGE_RATE.newAccountPerHour : MESSAGE_RATE.perHour;
    await ctx.limits.enforce(reply, [[`messages-send:${me.userId}`, { limit: perHour, windowMs: HOUR_MS }]]);
    return messages.send(me, username, text);
  });

  app.post(read, async (request, reply): Promise<{ unreadTotal: number }> => {
    const { username } = validate(messagePartner, request.params);
    const me = member(request);
    await ctx.limits.enforce(reply, [[`messages-read:${me.userId}`, READ_LIMIT]]);
    return messages.markRead(me, username);
  });
}
