import { LIVE_GAMES_LIMIT, type LiveGamesResponse } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../platform/http/validate';
import type { GameService } from './game.service';
import { createLiveGames } from './live-games';

export const liveQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIVE_GAMES_LIMIT.max).default(LIVE_GAMES_LIMIT.default),
});

/** `GET /callback/games/live?limit=`: what `/watch` lists (no session needed: anyone may watch). */
export function liveGamesRoutes(app: FastifyInstance, games: GameService): void {
  const liveGames = createLiveGames(games.repo, games.committer.current);
  app.get('/callback/games/live', async (request): Promise<LiveGamesResponse> => {
    const { limit } = validate(liveQuery, request.query);
    return liveGames(limit);
  });
}
