import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { createBearerAuth } from '../../platform/http/bearer';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { type AccountsService, presentMemberProfile } from '../accounts';
import type { ApiCaller, ApiTokens } from '../api-tokens';
import { presentPlayer } from './public-api.present';

export const playerParams = z.object({ username: text(64).min(1) });

/**
 * The open API (`/api`, bearer token) and the public player API of spec §2 (`/pub/player/{username}`,
 * no credentials, readable from any origin).
 */
export function publicApiRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { accounts, apiTokens }: { accounts: AccountsService; apiTokens: ApiTokens },
): void {
  app.register(async (api) => {
    api.addHook(
      'preHandler',
      createBearerAuth((token) => apiTokens.authenticate(token)),
    );
    api.get('/api/account', async (request) => presentMemberProfile((request.caller as ApiCaller).user));
  });

  app.get('/pub/player/:username', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    const user = await accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
    return presentPlayer(user, ctx.config.publicUrl);
  });
}
