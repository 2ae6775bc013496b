import type { Tier } from '@kingside/contract';
import { index, integer, pgTable, primaryKey, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { contentItems } from '../content/content.tables';

/**
 * A lesson course is a content item of kind `lesson_course` (title, slug, author, cover, language,
 * tags, publish state, comments and featuring are content's); this row adds what only a course has:
 * the lowest tier whose members may take its lessons.
 */
export const lessonCourses = pgTable('lesson_courses', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  tier: text('tier').$type<Tier>().notNull().default('basic'),
});

/** A course's lessons in order (`position` from 1): a short Markdown text, rendered like content's. */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lessonCourses.courseId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    html: text('html').notNull(),
    htmlVersion: smallint('html_version').notNull(),
  },
  (t) => [unique('lessons_course_position').on(t.courseId, t.position)],
);

/**
 * A lesson's positions in order: the member is to move in `fen`; `line` alternates their moves and
 * the board's replies, in UCI, member first. `hint` is shown after a wrong move. The line never
 * leaves the server before the position is solved.
 */
export const lessonSteps = pgTable(
  'lesson_steps',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fen: text('fen').notNull(),
    line: text('line').array().notNull(),
    prompt: text('prompt').notNull(),
    hint: text('hint').notNull(),
  },
  (t) => [unique('lesson_steps_lesson_position').on(t.lessonId, t.position)],
);

/** Positions a member has solved, once each (the first time); stats' solving streak reads `solved_at`. */
export const lessonSolves = pgTable(
  'lesson_solves',
  {
    userId: memberId('user_id'),
    stepId: integer('step_id')
      .notNull()
      .references(() => lessonSteps.id, { onDelete: 'cascade' }),
    solvedAt: at('solved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.stepId] }),
    index('lesson_solves_member_at_idx').on(t.userId, t.solvedAt.desc()),
  ],
);

/** Lessons a member has begun: the first answer in a lesson takes one use of the `lessons` allowance. */
export const lessonStarts = pgTable(
  'lesson_starts',
  {
    userId: memberId('user_id'),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

export type LessonRow = typeof lessons.$inferSelect;
export type LessonStepRow = typeof lessonSteps.$inferSelect;
