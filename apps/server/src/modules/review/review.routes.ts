import { type EntitlementStatus, REVIEW_MESSAGES, type ReviewInfo } from '@kingside/contract';
import { reviewParams, reviewSubmission } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthenticated } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { UserRow } from '../accounts';
import type { Entitlements } from '../entitlements';
import type { Review } from './review.service';

function member(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(REVIEW_MESSAGES.logIn);
  return user;
}

/** A game id that is not one names no game: 404, like the page. */
function gameId(params: unknown): string {
  const parsed = reviewParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** Game review's callbacks (web scope): book moves and the saved review, saving one, the deep setting's allowance. */
export function reviewRoutes(
  app: FastifyInstance,
  deps: { review: Review; entitlements: Pick<Entitlements, 'consume'> },
): void {
  app.get('/callback/review/:id', async (request): Promise<ReviewInfo> => {
    return deps.review.info(gameId(request.params), request.viewer.user);
  });

  app.post('/callback/review/:id', async (request, reply) => {
    const user = member(request);
    const id = gameId(request.params);
    const body = validate(reviewSubmission, request.body ?? {});
    await deps.review.save(id, user, body);
    return reply.code(201).send({ saved: true });
  });

  // Only the deep setting counts, once the game is known to be there and over.
  app.post('/callback/review/:id/deep', async (request): Promise<EntitlementStatus> => {
    const user = member(request);
    const id = gameId(request.params);
    return deps.review.startDeep(id, user, () => deps.entitlements.consume(user, 'gameReview'));
  });
}
