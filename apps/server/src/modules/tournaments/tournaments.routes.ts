import {
  CLUB_MESSAGES,
  type ClubTournaments,
  TOURNAMENT_MESSAGES,
  TOURNAMENTS_API,
  type TournamentsPage,
  type TournamentView,
} from '@kingside/contract';
import { clubParams, newTournamentBody, tournamentParams, tournamentQuery } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthenticated } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { UserRow } from '../accounts';
import type { Tournaments } from './tournaments.service';

/** A slug no tournament can have names none: 404, like a route that does not match. */
function urlOf(params: unknown): string {
  const parsed = tournamentParams.safeParse(params);
  if (!parsed.success) throw notFound(TOURNAMENT_MESSAGES.notFound);
  return parsed.data.url;
}

function member(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(TOURNAMENT_MESSAGES.membersOnly);
  return user;
}

/** Tournaments' web callbacks (web scope: session + CSRF on POST). */
export function tournamentsRoutes(app: FastifyInstance, tournaments: Tournaments): void {
  app.get(
    TOURNAMENTS_API.list,
    async (request): Promise<TournamentsPage> => tournaments.list(request.viewer.user),
  );

  app.post(TOURNAMENTS_API.list, async (request): Promise<TournamentView> => {
    const user = member(request);
    const body = validate(newTournamentBody, request.body ?? {});
    return tournaments.create(user, body);
  });

  app.get('/callback/clubs/:slug/tournaments', async (request): Promise<ClubTournaments> => {
    const parsed = clubParams.safeParse(request.params);
    if (!parsed.success) throw notFound(CLUB_MESSAGES.noSuchClub);
    return tournaments.ofClub(parsed.data.slug);
  });

  app.get('/callback/tournament/:url', async (request): Promise<TournamentView> => {
    const url = urlOf(request.params);
    const { page } = validate(tournamentQuery, request.query);
    return tournaments.view(url, request.viewer.user, page);
  });

  for (const action of ['join', 'pause', 'withdraw'] as const) {
    app.post(`/callback/tournament/:url/${action}`, async (request): Promise<TournamentView> => {
      const url = urlOf(request.params);
      return tournaments[action](url, member(request));
    });
  }
}
