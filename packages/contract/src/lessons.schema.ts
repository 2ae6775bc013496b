import { z } from 'zod';
import { CONTENT_SLUG, contentIndexQuery } from './content.schema';
import { LESSON_LIMITS } from './lessons';

const uciMove = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a UCI move');
const slug = z.string().max(100).regex(CONTENT_SLUG, 'must be lower-case words joined by hyphens');

/** `GET LESSONS_API.index`: the content indexes' filters and cursor. */
export const lessonIndexQuery = contentIndexQuery.strict();

/** `:slug` of a course. */
export const lessonCourseParams = z.object({ slug });

/** `:slug/:position` of a lesson: its place in the course, from 1. */
export const lessonParams = z.object({
  slug,
  position: z.coerce.number().int().min(1).max(LESSON_LIMITS.maxLessons),
});

/** `:id` of a lesson position. */
export const lessonStepTarget = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `POST LESSONS_API.moves(id)`: the member's moves so far in the position, in order. */
export const lessonMovesRequest = z.object({
  moves: z
    .array(uciMove)
    .min(1)
    .max(Math.ceil(LESSON_LIMITS.maxPlies / 2)),
});

/** Routes that take no query. */
export const lessonNoQuery = z.object({}).strict();
