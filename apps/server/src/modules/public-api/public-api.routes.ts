import type { FastifyInstance } from 'fastify';
import { createBearerAuth } from '../../platform/http/bearer';
import { type AccountsService, presentMemberProfile } from '../accounts';
import type { ApiCaller, ApiTokens } from '../api-tokens';

/** The open API (`/api`, bearer token); the public player API is pub.routes.ts. */
export function publicApiRoutes(
  app: FastifyInstance,
  { apiTokens }: { accounts: AccountsService; apiTokens: ApiTokens },
): void {
  app.register(async (api) => {
    api.addHook(
      'preHandler',
      createBearerAuth((token) => apiTokens.authenticate(token)),
    );
    api.get('/api/account', async (request) => presentMemberProfile((request.caller as ApiCaller).user));
  });
}
