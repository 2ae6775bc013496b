import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { createBearerAuth } from '../../platform/http/bearer';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { presentMemberProfile } from '../accounts';
import type { ApiCaller } from '../api-tokens';
import { presentPlayer } from './public-api.present';

export const playerParams = z.object({ username: text(64).min(1) });

/**
 * The open API (`/api`, bearer token) and the public player API of spec §2 (`/pub/player/{username}`,
 * no credentials, readable from any origin).
 */
export function publicApiRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.register(async (api) => {
    api.addHook(
      'preHandler',
      createBearerAuth((token) => ctx.services.apiTokens.authenticate(token)),
    );
    api.get('/api/account', async (request) => presentMemberProfile((request.caller as ApiCaller).user));
  });

  app.get('/pub/player/:username', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    const user = await ctx.services.accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=60');
    return presentPlayer(user, ctx.config.publicUrl);
  });
}
