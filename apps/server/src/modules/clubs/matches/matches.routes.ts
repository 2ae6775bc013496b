import {
  CLUB_MATCHES_API,
  CLUB_MESSAGES,
  type ClubMatchActionResponse,
  type ClubMatchesOfClub,
  type ClubMatchView,
} from '@kingside/contract';
import { clubMatchParams, clubParams, proposeClubMatchBody } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../platform/errors';
import type { RouteContext } from '../../../platform/http/context';
import { validate } from '../../../platform/http/validate';
import type { UserRow } from '../../accounts';
import type { ClubMatches } from './matches.service';

function member(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(CLUB_MESSAGES.membersOnly);
  return user;
}

type Action = 'accept' | 'cancel' | 'startNow' | 'register' | 'withdraw';
const ACTIONS: [string, Action][] = [
  ['accept', 'accept'],
  ['cancel', 'cancel'],
  ['start', 'startNow'],
  ['register', 'register'],
  ['withdraw', 'withdraw'],
];

/** Club matches' web callbacks: reads for anyone, the rest for members (web scope). */
export function clubMatchesRoutes(app: FastifyInstance, _ctx: RouteContext, matches: ClubMatches): void {
  app.post(CLUB_MATCHES_API.propose, async (request): Promise<ClubMatchActionResponse> => {
    const body = validate(proposeClubMatchBody, request.body ?? {});
    return matches.propose(member(request), body);
  });

  app.get('/callback/club-matches/:id', async (request): Promise<ClubMatchView> => {
    const { id } = validate(clubMatchParams, request.params);
    return matches.view(id, request.viewer.user);
  });

  app.get('/callback/clubs/:slug/matches', async (request): Promise<ClubMatchesOfClub> => {
    const { slug } = validate(clubParams, request.params);
    return matches.ofClub(slug);
  });

  for (const [path, action] of ACTIONS)
    app.post(`/callback/club-matches/:id/${path}`, async (request): Promise<ClubMatchActionResponse> => {
      const { id } = validate(clubMatchParams, request.params);
      return matches[action](member(request), id);
    });
}
