import {
  CHALLENGE_API,
  CHALLENGE_ID_PATTERN,
  type ChallengeListResponse,
  GAME_ID_PATTERN,
} from '@kingside/contract';
import { createChallengeRequest, declineChallengeRequest } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, unauthenticated } from '../../../platform/errors';
import type { RouteContext } from '../../../platform/http/context';
import { validate } from '../../../platform/http/validate';
import { guestIdOf } from '../../../platform/session/session.plugin';
import { type AccountsService, presentMemberProfile } from '../../accounts';
import { playerOf } from '../player';
import type { ChallengeService } from './challenge.service';

export const challengeParams = z.object({
  id: z.string().regex(CHALLENGE_ID_PATTERN, 'must be a challenge id'),
});
export const gameParams = z.object({ id: z.string().regex(GAME_ID_PATTERN, 'must be a game id') });
/** Challenges made per person: generous for people, not for scripts. */
const CREATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const viewerOf = (request: FastifyRequest) => playerOf(request.viewer.user, guestIdOf(request.viewer));

function need(request: FastifyRequest) {
  const player = viewerOf(request);
  if (!player) throw unauthenticated('Open the site first, so we know who you are.');
  return player;
}

/** Challenges and rematches (web callbacks: inside the session + CSRF scope). */
export function challengeRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { challenges, accounts }: { challenges: ChallengeService; accounts: AccountsService },
): void {
  app.post(CHALLENGE_API.create, async (request, reply) => {
    const input = validate(createChallengeRequest, request.body);
    const player = need(request);
    await ctx.limits.enforce(reply, [[`challenge:${player.userId ?? player.guestId}`, CREATE_LIMIT]]);
    let destination = null;
    if (input.username !== undefined) {
      const user = await accounts.findByUsername(input.username);
      if (!user) throw notFound(`No member is called ${input.username}.`);
      destination = {
        userId: user.userId,
        username: user.username,
        closed: presentMemberProfile(user).closed,
      };
    }
    const view = await challenges.create(player, {
      destination,
      tc: input.timeControl ?? { initial: 0, increment: 0 },
      rated: input.rated,
      color: input.color,
      ...(input.days === undefined
        ? {}
        : { daily: { days: input.days, weekendPause: input.weekendPause ?? false } }),
    });
    return reply.code(201).send(view);
  });

  app.get(CHALLENGE_API.list, async (request): Promise<ChallengeListResponse> => {
    return challenges.list(viewerOf(request));
  });

  app.get('/callback/challenge/:id', async (request) => {
    const { id } = validate(challengeParams, request.params);
    const view = await challenges.view(id, viewerOf(request));
    if (!view) throw notFound('There is no such challenge.');
    return view;
  });

  app.post('/callback/challenge/:id/accept', async (request) => {
    const { id } = validate(challengeParams, request.params);
    return challenges.accept(id, need(request));
  });

  app.post('/callback/challenge/:id/decline', async (request) => {
    const { id } = validate(challengeParams, request.params);
    const { reason } = validate(declineChallengeRequest, request.body);
    return challenges.decline(id, need(request), reason);
  });

  app.post('/callback/challenge/:id/cancel', async (request) => {
    const { id } = validate(challengeParams, request.params);
    return challenges.cancel(id, need(request));
  });

  app.post('/callback/game/:id/rematch', async (request) => {
    const { id } = validate(gameParams, request.params);
    return challenges.rematch(id, need(request));
  });
}
