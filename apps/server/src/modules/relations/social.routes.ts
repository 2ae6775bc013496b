import {
  type FriendRequestsResponse,
  MEMBER_SEARCH_API,
  MESSAGES,
  type MemberSearchResponse,
  RELATIONS_API,
  type RelationResponse,
} from '@kingside/contract';
import {
  customCriteriaQuery,
  inviteByEmailBody,
  memberSearchPath,
  memberSearchQuery,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { Social } from './social.service';

/** Searches per member: typing in a search box, not walking the member list. */
const SEARCH_LIMIT: RateRule = { limit: 120, windowMs: 60_000 };
/** Invitation mails go to people who never asked for them: a few batches a day at most. */
const INVITE_LIMIT: RateRule = { limit: 5, windowMs: 24 * 60 * 60_000 };

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated('Log in to find members, see your requests or invite friends.');
  return user;
}

/** The /social page's calls beyond §7's relation calls: requests, the member search, invitations. */
export function socialRoutes(app: FastifyInstance, ctx: RouteContext, { social }: { social: Social }): void {
  app.get(RELATIONS_API.friendRequests, async (request): Promise<FriendRequestsResponse> => {
    return social.requests(member(request));
  });

  app.post(RELATIONS_API.inviteByEmail, async (request, reply): Promise<RelationResponse> => {
    const { emails } = validate(inviteByEmailBody, request.body);
    const me = member(request);
    await ctx.limits.enforce(reply, [[`invite-email:${me.userId}`, INVITE_LIMIT]]);
    return { ok: true, message: await social.inviteByEmail(me, emails, siteOrigin(ctx.config, request)) };
  });

  async function searcher(request: FastifyRequest, reply: FastifyReply) {
    const me = member(request);
    await ctx.limits.enforce(reply, [[`member-search:${me.userId}`, SEARCH_LIMIT]]);
    return me;
  }

  // §7: the username in the path is optional; without it, `query` is the text.
  const searchHandler = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<MemberSearchResponse> => {
    const raw = request.query as Record<string, unknown>;
    if (raw.query !== undefined && typeof raw.query !== 'string') {
      throw badRequest('search_query_not_string', MESSAGES.searchUsernameNotString, 'query');
    }
    const { username } = validate(memberSearchPath, request.params);
    const { activeDays, query } = validate(memberSearchQuery, raw);
    const me = await searcher(request, reply);
    return social.searchUsername(me, username ?? query, activeDays);
  };
  app.get(MEMBER_SEARCH_API.search(), searchHandler);
  app.get(`${MEMBER_SEARCH_API.search()}/:username`, searchHandler);

  app.get(MEMBER_SEARCH_API.customCriteria, async (request, reply): Promise<MemberSearchResponse> => {
    const criteria = validate(customCriteriaQuery, request.query);
    const me = await searcher(request, reply);
    return social.searchCriteria(me, criteria);
  });
}
