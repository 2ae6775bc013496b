import {
  CLUB_CREATE_RATE,
  CLUB_MESSAGES,
  CLUBS_API,
  type ClubActionResponse,
  type ClubLiveGames,
  type ClubMembersPage,
  type ClubSummary,
  type ClubsPage,
  type ClubView,
} from '@kingside/contract';
import {
  clubInviteBody,
  clubMemberParams,
  clubNewsBody,
  clubOfParams,
  clubParams,
  clubRoleBody,
  clubsQuery,
  newClubBody,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { UserRow } from '../accounts';
import type { Clubs } from './clubs.service';

function member(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(CLUB_MESSAGES.membersOnly);
  return user;
}

/** Clubs' web callbacks: reads for anyone, joining and running a club for members (web scope). */
export function clubsRoutes(app: FastifyInstance, ctx: RouteContext, clubs: Clubs): void {
  app.get(CLUBS_API.list, async (request): Promise<ClubsPage> => {
    const { after } = validate(clubsQuery, request.query);
    return clubs.page(after);
  });

  app.post(CLUBS_API.list, async (request, reply): Promise<ClubView> => {
    const body = validate(newClubBody, request.body ?? {});
    const me = member(request);
    await ctx.limits.enforce(reply, [[`club-create:${me.userId}`, CLUB_CREATE_RATE]]);
    return clubs.create(me, body);
  });

  app.get('/callback/clubs/of/:username', async (request): Promise<{ clubs: ClubSummary[] }> => {
    const { username } = validate(clubOfParams, request.params);
    return { clubs: await clubs.clubsOf(username) };
  });

  app.get('/callback/clubs/:slug', async (request): Promise<ClubView> => {
    const { slug } = validate(clubParams, request.params);
    return clubs.view(slug, request.viewer.user);
  });

  app.get('/callback/clubs/:slug/members', async (request): Promise<ClubMembersPage> => {
    const { slug } = validate(clubParams, request.params);
    const { after } = validate(clubsQuery, request.query);
    return clubs.members(slug, after);
  });

  app.get('/callback/clubs/:slug/games/live', async (request): Promise<ClubLiveGames> => {
    const { slug } = validate(clubParams, request.params);
    return clubs.liveGames(slug, request.viewer.user?.userId ?? null);
  });

  app.post('/callback/clubs/:slug/join', async (request): Promise<ClubActionResponse> => {
    const { slug } = validate(clubParams, request.params);
    return clubs.join(member(request), slug);
  });

  app.post('/callback/clubs/:slug/leave', async (request): Promise<ClubActionResponse> => {
    const { slug } = validate(clubParams, request.params);
    return clubs.leave(member(request), slug);
  });

  app.post('/callback/clubs/:slug/invite', async (request): Promise<ClubActionResponse> => {
    const { slug } = validate(clubParams, request.params);
    const { username } = validate(clubInviteBody, request.body ?? {});
    return clubs.invite(member(request), slug, username);
  });

  app.post(
    '/callback/clubs/:slug/requests/:username/accept',
    async (request): Promise<ClubActionResponse> => {
      const { slug, username } = validate(clubMemberParams, request.params);
      return clubs.accept(member(request), slug, username);
    },
  );

  app.post('/callback/clubs/:slug/members/:username/role', async (request): Promise<ClubActionResponse> => {
    const { slug, username } = validate(clubMemberParams, request.params);
    const { role } = validate(clubRoleBody, request.body ?? {});
    return clubs.setRole(member(request), slug, username, role);
  });

  app.post('/callback/clubs/:slug/news', async (request): Promise<ClubActionResponse> => {
    const { slug } = validate(clubParams, request.params);
    const { title, body } = validate(clubNewsBody, request.body ?? {});
    return clubs.postNews(member(request), slug, title, body);
  });
}
