import { text } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import { type AccountsService, presentMemberProfile } from '../accounts';

export const params = z.object({ username: text(64).min(1) });

export function membersRoutes(app: FastifyInstance, accounts: AccountsService): void {
  app.get('/callback/member/profile/:username', async (request) => {
    const { username } = validate(params, request.params);
    const user = await accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    return presentMemberProfile(user);
  });
}
