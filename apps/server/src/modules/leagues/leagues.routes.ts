import {
  type DivisionView,
  LEAGUE_MESSAGES,
  type LeagueResultsView,
  type MyLeagueView,
} from '@kingside/contract';
import { divisionParams, leagueMemberParams } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { Leagues } from './leagues.service';

/** Leagues' web callbacks (all reads): one division, the viewer's league, a member's results. */
export function leaguesRoutes(app: FastifyInstance, leagues: Leagues): void {
  app.get(
    '/callback/leagues/me',
    async (request): Promise<MyLeagueView> => leagues.mine(request.viewer.user),
  );

  app.get('/callback/leagues/member/:username', async (request): Promise<LeagueResultsView> => {
    const { username } = validate(leagueMemberParams, request.params);
    return leagues.results(username);
  });

  app.get('/callback/leagues/:league/:division', async (request): Promise<DivisionView> => {
    // §2: a league or division breaking the route's pattern names nothing: 404, as for an unknown one.
    const parsed = divisionParams.safeParse(request.params);
    if (!parsed.success) throw notFound(LEAGUE_MESSAGES.noSuchDivision);
    return leagues.division(parsed.data.league, parsed.data.division, request.viewer.user);
  });
}
