import {
  type FollowSuggestionsResponse,
  type FriendsPage,
  type InviteLinkResponse,
  MEMBER_ACTIONS,
  type RelationResponse,
} from '@kingside/contract';
import {
  dismissFollowBody,
  friendRequestBody,
  friendsQuery,
  relationTarget,
  usernameTarget,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { Relations } from './relations.service';
import type { FriendInvites } from './relations-invites';

/** Changes per member: plenty for a person clicking through lists, little for a script. */
const WRITE_LIMIT: RateRule = { limit: 60, windowMs: 10 * 60_000 };
/** Friend requests are what spam looks like: fewer of them. */
const REQUEST_LIMIT: RateRule = { limit: 30, windowMs: 60 * 60_000 };

const said = (message: string): RelationResponse => ({ ok: true, message });

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated('Log in to keep friends, follow, block or track members.');
  return user;
}

/** Friends, follows, blocks and tracking (spec §7), web callbacks for members only (§6). */
export function relationsRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { relations, invites }: { relations: Relations; invites: FriendInvites },
): void {
  /** After the input is valid: the member, then their budget for changes (and for requests). */
  async function writer(request: FastifyRequest, reply: FastifyReply, asking = false) {
    const me = member(request);
    await ctx.limits.enforce(reply, [
      [`relations:${me.userId}`, WRITE_LIMIT],
      ...(asking ? [[`friend-request:${me.userId}`, REQUEST_LIMIT] as [string, RateRule]] : []),
    ]);
    return me;
  }

  app.post('/callback/friend/request/:user', async (request, reply): Promise<RelationResponse> => {
    const { user } = validate(relationTarget, request.params);
    const body = validate(friendRequestBody, request.body ?? {});
    if (body.user !== undefined && body.user.toLowerCase() !== user.toLowerCase()) {
      throw badRequest('validation_failed', 'The user in the body must be the one in the path.', 'user');
    }
    const me = await writer(request, reply, true);
    return said(await relations.requestFriend(me, user, String(body.recommendation) === '1'));
  });

  // The friend calls that name one member and change one relation: same checks, one service call.
  const FRIEND_CHANGES = [
    ['PUT', '/callback/friend/accept/:user', relations.acceptFriend],
    ['POST', '/callback/friend/cancel/request/:user', relations.cancelRequest],
    ['DELETE', '/callback/friend/decline/request/:user', relations.declineRequest],
    ['DELETE', '/callback/friend/delete/:user', relations.deleteFriend],
  ] as const;
  for (const [method, url, change] of FRIEND_CHANGES) {
    app.route({
      method,
      url,
      handler: async (request, reply): Promise<RelationResponse> => {
        const params = validate(relationTarget, request.params);
        const me = await writer(request, reply);
        return said(await change(me, params.user));
      },
    });
  }

  app.get('/callback/friends/:username/get-friends', async (request): Promise<FriendsPage> => {
    const { username } = validate(usernameTarget, request.params);
    const { page } = validate(friendsQuery, request.query);
    member(request);
    return relations.friends(username, page);
  });

  app.get('/callback/friend/registration-invite-link', async (request): Promise<InviteLinkResponse> => {
    const me = member(request);
    return { link: await invites.link(me, siteOrigin(ctx.config, request)) };
  });

  for (const action of MEMBER_ACTIONS) {
    app.post(`/callback/member/${action}/:username`, async (request, reply): Promise<RelationResponse> => {
      const params = validate(usernameTarget, request.params);
      const me = await writer(request, reply);
      return said(await relations.act(me, action, params.username));
    });
  }

  app.get('/callback/user/follow_suggestions', async (request): Promise<FollowSuggestionsResponse> => {
    return relations.followSuggestions(member(request));
  });

  app.post('/callback/user/dismiss_follow/:username', async (request, reply): Promise<RelationResponse> => {
    const params = validate(usernameTarget, request.params);
    validate(dismissFollowBody, request.body ?? {});
    const me = await writer(request, reply);
    return said(await relations.dismissFollow(me, params.username));
  });
}
