import { COMPUTER_API, COMPUTER_MESSAGES } from '@kingside/contract';
import { recordComputerGameRequest } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../../platform/errors';
import type { RouteContext } from '../../../platform/http/context';
import { validate } from '../../../platform/http/validate';
import type { ComputerGames } from './computer.service';

/** Games stored per member: one every few seconds at most is far more than a person plays. */
const RECORD_LIMIT = { limit: 60, windowMs: 60 * 60_000 };

/** `POST /callback/computer/games` (web scope: session + CSRF). */
export function computerRoutes(app: FastifyInstance, ctx: RouteContext, computer: ComputerGames): void {
  app.post(COMPUTER_API.games, async (request, reply) => {
    const input = validate(recordComputerGameRequest, request.body);
    const user = request.viewer.user;
    if (!user) throw unauthenticated(COMPUTER_MESSAGES.membersOnly);
    await ctx.limits.enforce(reply, [[`computer-game:${user.userId}`, RECORD_LIMIT]]);
    const record = await computer.record({ userId: user.userId, username: user.username }, input);
    return reply.code(201).send(record);
  });
}
