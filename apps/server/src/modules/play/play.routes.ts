import { GAME_ID_PATTERN, type RecentOpponentsResponse } from '@kingside/contract';
import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { guestIdOf } from '../../platform/session/session.plugin';
import type { AccountsService } from '../accounts';
import { type ChallengeService, challengeRoutes } from './challenges';
import { type DailyService, dailyRoutes, type VacationDaysOf } from './daily';
import type { GameService } from './game.service';
import { liveGamesRoutes } from './live-games.routes';
import type { PlayHistory } from './play.history';
import { playerOf } from './player';

export const gameParams = z.object({ id: z.string().regex(GAME_ID_PATTERN, 'must be a game id') });
export const scoreParams = z.object({ user: text(64).min(1), opponent: text(64).min(1) });

export interface PlayRoutesDeps {
  play: { games: GameService; history: PlayHistory; challenges: ChallengeService; daily: DailyService };
  accounts: AccountsService;
  vacationDaysOf: VacationDaysOf;
}

/** The JSON calls of live chess (web callbacks: inside the session + CSRF scope). */
export function playRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { play, accounts, vacationDaysOf }: PlayRoutesDeps,
): void {
  liveGamesRoutes(app, play.games);
  challengeRoutes(app, ctx, { challenges: play.challenges, accounts });
  dailyRoutes(app, ctx, { daily: play.daily, challenges: play.challenges, vacationDaysOf });
  app.get('/callback/game/:id', async (request) => {
    const { id } = validate(gameParams, request.params);
    const game = await play.games.view(id, playerOf(request.viewer.user, guestIdOf(request.viewer)));
    if (!game) throw notFound('There is no such game.');
    return game;
  });

  app.get('/callback/user/lifetime-score/:user/:opponent', async (request) => {
    const { user, opponent } = validate(scoreParams, request.params);
    const [a, b] = await Promise.all([accounts.findByUsername(user), accounts.findByUsername(opponent)]);
    if (!a || !b) throw notFound(`No member is called ${!a ? user : opponent}.`);
    return play.history.lifetimeScore(a.userId, b.userId);
  });

  app.get('/callback/recent/opponents', async (request): Promise<RecentOpponentsResponse> => {
    const user = request.viewer.user;
    if (!user) throw unauthenticated();
    return { opponents: await play.history.recentOpponents(user.userId) };
  });
}
