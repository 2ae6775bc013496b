import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createBearerAuth } from '../../platform/http/bearer';
import type { Limits } from '../../platform/http/limits';
import { accountRoutes, tokenTestRoute } from './account.routes';
import { createApiRateLimit } from './api-guard';
import type { BoardApiDeps } from './board-api.deps';
import { challengeApiRoutes } from './challenge.routes';
import { eventStreamRoute } from './event-stream';
import { gameRoutes } from './game.routes';
import { installLichessErrors } from './lichess-errors';
import { createNdjsonStreams } from './ndjson';
import { seekRoute } from './seek.routes';

/**
 * The open API under `/api`, lichess-compatible: bearer tokens (scopes checked per route), a rate
 * limit per token and per member, errors as `{"error": "…"}`. Registered in its own scope (app.ts).
 */
export function boardApiRoutes(
  app: FastifyInstance,
  ctx: { config: Config; limits: Limits },
  deps: BoardApiDeps,
): void {
  const streams = createNdjsonStreams();
  const routeDeps = { ...deps, streams };
  app.addHook('preClose', async () => streams.endAll());
  app.register(async (open) => {
    installLichessErrors(open);
    tokenTestRoute(open, ctx.limits, deps);
  });
  app.register(async (api) => {
    installLichessErrors(api);
    api.addHook(
      'preHandler',
      createBearerAuth((token) => deps.apiTokens.authenticate(token)),
    );
    api.addHook('preHandler', createApiRateLimit(ctx.limits));
    accountRoutes(api, ctx.config, deps);
    eventStreamRoute(api, ctx.config, routeDeps);
    challengeApiRoutes(api, ctx.config, deps);
    gameRoutes(api, routeDeps);
    seekRoute(api, routeDeps);
  });
}
