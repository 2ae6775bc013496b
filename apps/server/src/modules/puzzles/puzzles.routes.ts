import { PUZZLES_API, PUZZLES_MESSAGES } from '@kingside/contract';
import {
  puzzleDrillsQuery,
  puzzleMovesRequest,
  puzzleNextQuery,
  puzzleNoQuery,
  puzzleTarget,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { Puzzles } from './puzzles.service';

/** A move every second or so is a quick solver; a loop goes far past it. */
const ANSWER_LIMIT: RateRule = { limit: 120, windowMs: 60_000 };

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated(PUZZLES_MESSAGES.logIn);
  return user;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Puzzle web callbacks (web scope): members only, except the daily puzzle and a puzzle's position. */
export function puzzlesRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { puzzles }: { puzzles: Puzzles },
): void {
  app.get(PUZZLES_API.next, async (request, reply) => {
    const query = validate(puzzleNextQuery, request.query);
    const me = member(request);
    noStore(reply);
    return puzzles.next(me.userId, query);
  });

  app.get(PUZZLES_API.me, async (request, reply) => {
    validate(puzzleNoQuery, request.query);
    const me = member(request);
    noStore(reply);
    return puzzles.me(me.userId);
  });

  app.get(PUZZLES_API.daily, async (request, reply) => {
    validate(puzzleNoQuery, request.query);
    noStore(reply);
    return puzzles.daily(request.viewer.user?.userId ?? null);
  });

  app.get(PUZZLES_API.streak, async (request, reply) => {
    validate(puzzleNoQuery, request.query);
    const me = member(request);
    noStore(reply);
    return puzzles.streak(me.userId);
  });

  app.post(PUZZLES_API.streakStart, async (request) => {
    const me = member(request);
    return puzzles.startStreak(me);
  });

  app.get(PUZZLES_API.themes, async (request, reply) => {
    validate(puzzleNoQuery, request.query);
    reply.header('cache-control', 'public, max-age=60');
    return puzzles.themes();
  });

  app.get(PUZZLES_API.drills, async (request, reply) => {
    const { cursor } = validate(puzzleDrillsQuery, request.query);
    const me = member(request);
    noStore(reply);
    return puzzles.drills(me.userId, cursor);
  });

  app.get('/callback/puzzles/:id', async (request, reply) => {
    const { id } = validate(puzzleTarget, request.params);
    validate(puzzleNoQuery, request.query);
    member(request);
    noStore(reply);
    return puzzles.shown(id);
  });

  app.post('/callback/puzzles/:id/moves', async (request, reply) => {
    const { id } = validate(puzzleTarget, request.params);
    const body = validate(puzzleMovesRequest, request.body);
    const me = member(request);
    await ctx.limits.enforce(reply, [[`puzzles:${me.userId}`, ANSWER_LIMIT]]);
    return puzzles.submit(me, id, body);
  });
}
