import { LESSONS_API, LESSONS_MESSAGES } from '@kingside/contract';
import {
  lessonCourseParams,
  lessonIndexQuery,
  lessonMovesRequest,
  lessonNoQuery,
  lessonParams,
  lessonStepTarget,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import type { UserRow } from '../accounts';
import { type ContentViewer, viewerOf } from '../content';
import type { Entitlements } from '../entitlements';
import type { Lessons } from './lessons.service';

/** A move every second or so is a quick learner; a loop goes far past it. */
const ANSWER_LIMIT: RateRule = { limit: 120, windowMs: 60_000 };
/** Index and course pages: far above any reader, a stop for a scraper. */
const READ_LIMIT: RateRule = { limit: 6000, windowMs: 60_000 };

function member(request: FastifyRequest): ContentViewer & { user: UserRow } {
  const viewer = viewerOf(request);
  if (!viewer.user) throw unauthenticated(LESSONS_MESSAGES.logIn);
  return viewer as ContentViewer & { user: UserRow };
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** Lesson web callbacks (web scope): the index and course pages for anyone, lessons and answers for members. */
export function lessonsRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { lessons, entitlements }: { lessons: Lessons; entitlements: Pick<Entitlements, 'require'> },
): void {
  const readKey = (request: FastifyRequest) => `lessons-read:${request.viewer.user?.userId ?? request.ip}`;

  app.get(LESSONS_API.index, async (request, reply) => {
    const query = validate(lessonIndexQuery, request.query);
    await ctx.limits.enforce(reply, [[readKey(request), READ_LIMIT]]);
    noStore(reply);
    return lessons.index(
      viewerOf(request),
      { tag: query.tag, language: query.lang, search: query.q || undefined },
      query.after,
    );
  });

  app.get('/callback/lessons/course/:slug', async (request, reply) => {
    const { slug } = validate(lessonCourseParams, request.params);
    validate(lessonNoQuery, request.query);
    await ctx.limits.enforce(reply, [[readKey(request), READ_LIMIT]]);
    noStore(reply);
    const course = await lessons.course(slug, viewerOf(request));
    if (!course) throw new AppError('lesson_not_found', 404, LESSONS_MESSAGES.lesson_not_found);
    return course;
  });

  app.get('/callback/lessons/course/:slug/:position', async (request, reply) => {
    const { slug, position } = validate(lessonParams, request.params);
    validate(lessonNoQuery, request.query);
    const me = member(request);
    entitlements.require(me.user, 'lessons');
    noStore(reply);
    return lessons.lesson(slug, position, me);
  });

  app.post('/callback/lessons/step/:id/moves', async (request, reply) => {
    const { id } = validate(lessonStepTarget, request.params);
    const { moves } = validate(lessonMovesRequest, request.body);
    const me = member(request);
    entitlements.require(me.user, 'lessons');
    await ctx.limits.enforce(reply, [[`lessons:${me.user.userId}`, ANSWER_LIMIT]]);
    return lessons.answer(me, id, moves);
  });
}
