import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { presentMemberProfile } from '../accounts';

export const params = z.object({ username: text(64).min(1) });

export function membersRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/callback/member/profile/:username', async (request) => {
    const { username } = validate(params, request.params);
    const user = await ctx.services.accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    return presentMemberProfile(user);
  });
}
