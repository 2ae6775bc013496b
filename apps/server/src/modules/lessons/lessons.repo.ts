import type { Tier } from '@kingside/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { newestTimes, type TimeWindow } from '../../db/newest-times';
import {
  type LessonRow,
  type LessonStepRow,
  lessonCourses,
  lessonSolves,
  lessonStarts,
  lessonSteps,
  lessons,
} from './lessons.tables';

/** A course's own facts: its tier and how much there is to do in it. */
export interface CourseFacts {
  tier: Tier;
  lessonCount: number;
  stepCount: number;
}

/** Every query on the lesson tables; nothing else touches them. */
export function createLessonsRepo() {
  return {
    /** Tier, lessons and positions of each course named (courses without a row are left out). */
    async courseFacts(db: DbOrTx, courseIds: number[]): Promise<Map<number, CourseFacts>> {
      if (courseIds.length === 0) return new Map();
      const tiers = await db.select().from(lessonCourses).where(inArray(lessonCourses.courseId, courseIds));
      const counts = await db
        .select({ courseId: lessons.courseId, lessonId: lessons.id, steps: count(lessonSteps.id) })
        .from(lessons)
        .leftJoin(lessonSteps, eq(lessonSteps.lessonId, lessons.id))
        .where(inArray(lessons.courseId, courseIds))
        .groupBy(lessons.courseId, lessons.id);
      const facts = new Map<number, CourseFacts>(
        tiers.map((row) => [row.courseId, { tier: row.tier, lessonCount: 0, stepCount: 0 }]),
      );
      for (const row of counts) {
        const course = facts.get(row.courseId);
        if (!course) continue;
        course.lessonCount += 1;
        course.stepCount += row.steps;
      }
      return facts;
    },

    /** Positions the member has solved per course. */
    async solvedPerCourse(db: DbOrTx, userId: number, courseIds: number[]): Promise<Map<number, number>> {
      if (courseIds.length === 0) return new Map();
      const rows = await db
        .select({ courseId: lessons.courseId, solved: count() })
        .from(lessonSolves)
        .innerJoin(lessonSteps, eq(lessonSteps.id, lessonSolves.stepId))
        .innerJoin(lessons, eq(lessons.id, lessonSteps.lessonId))
        .where(and(eq(lessonSolves.userId, userId), inArray(lessons.courseId, courseIds)))
        .groupBy(lessons.courseId);
      return new Map(rows.map((row) => [row.courseId, row.solved]));
    },

    /** A course's lessons in order, each with its number of positions. */
    async lessonsOf(db: DbOrTx, courseId: number): Promise<(LessonRow & { steps: number })[]> {
      const rows = await db
        .select({ lesson: lessons, steps: count(lessonSteps.id) })
        .from(lessons)
        .leftJoin(lessonSteps, eq(lessonSteps.lessonId, lessons.id))
        .where(eq(lessons.courseId, courseId))
        .groupBy(lessons.id)
        .orderBy(asc(lessons.position));
      return rows.map((row) => ({ ...row.lesson, steps: row.steps }));
    },

    /** Positions the member has solved per lesson of a course. */
    async solvedPerLesson(db: DbOrTx, userId: number, courseId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ lessonId: lessonSteps.lessonId, solved: count() })
        .from(lessonSolves)
        .innerJoin(lessonSteps, eq(lessonSteps.id, lessonSolves.stepId))
        .innerJoin(lessons, eq(lessons.id, lessonSteps.lessonId))
        .where(and(eq(lessonSolves.userId, userId), eq(lessons.courseId, courseId)))
        .groupBy(lessonSteps.lessonId);
      return new Map(rows.map((row) => [row.lessonId, row.solved]));
    },

    async lessonAt(db: DbOrTx, courseId: number, position: number): Promise<LessonRow | null> {
      const [row] = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.courseId, courseId), eq(lessons.position, position)))
        .limit(1);
      return row ?? null;
    },

    async saveHtml(db: DbOrTx, lessonId: number, html: string, version: number): Promise<void> {
      await db.update(lessons).set({ html, htmlVersion: version }).where(eq(lessons.id, lessonId));
    },

    stepsOf(db: DbOrTx, lessonId: number): Promise<LessonStepRow[]> {
      return db
        .select()
        .from(lessonSteps)
        .where(eq(lessonSteps.lessonId, lessonId))
        .orderBy(asc(lessonSteps.position));
    },

    /** A position with the lesson it belongs to. */
    async step(db: DbOrTx, id: number): Promise<{ step: LessonStepRow; lesson: LessonRow } | null> {
      const [row] = await db
        .select({ step: lessonSteps, lesson: lessons })
        .from(lessonSteps)
        .innerJoin(lessons, eq(lessons.id, lessonSteps.lessonId))
        .where(eq(lessonSteps.id, id))
        .limit(1);
      return row ?? null;
    },

    async solvedOf(db: DbOrTx, userId: number, stepIds: number[]): Promise<Set<number>> {
      if (stepIds.length === 0) return new Set();
      const rows = await db
        .select({ stepId: lessonSolves.stepId })
        .from(lessonSolves)
        .where(and(eq(lessonSolves.userId, userId), inArray(lessonSolves.stepId, stepIds)));
      return new Set(rows.map((row) => row.stepId));
    },

    async hasStarted(db: DbOrTx, userId: number, lessonId: number): Promise<boolean> {
      const [row] = await db
        .select({ lessonId: lessonStarts.lessonId })
        .from(lessonStarts)
        .where(and(eq(lessonStarts.userId, userId), eq(lessonStarts.lessonId, lessonId)))
        .limit(1);
      return row !== undefined;
    },

    async start(db: DbOrTx, userId: number, lessonId: number, at: Date): Promise<void> {
      await db.insert(lessonStarts).values({ userId, lessonId, startedAt: at }).onConflictDoNothing();
    },

    /** The first solve of a position counts; solving it again changes nothing. */
    async solve(db: DbOrTx, userId: number, stepId: number, at: Date): Promise<void> {
      await db.insert(lessonSolves).values({ userId, stepId, solvedAt: at }).onConflictDoNothing();
    },

    solvedAt(db: DbOrTx, userId: number, window: TimeWindow, limit: number): Promise<Date[]> {
      return newestTimes(
        db,
        { table: lessonSolves, userId: lessonSolves.userId, at: lessonSolves.solvedAt },
        { userId, window, limit },
      );
    },

    /** A seeded course's tier, lessons and positions (a course already there is left as it is). */
    async insertCourse(
      db: DbOrTx,
      courseId: number,
      tier: Tier,
      rows: {
        lesson: Omit<typeof lessons.$inferInsert, 'courseId'>;
        steps: Omit<typeof lessonSteps.$inferInsert, 'lessonId'>[];
      }[],
    ): Promise<boolean> {
      const made = await db
        .insert(lessonCourses)
        .values({ courseId, tier })
        .onConflictDoNothing()
        .returning({ courseId: lessonCourses.courseId });
      if (made.length === 0) return false;
      for (const { lesson, steps } of rows) {
        const [row] = await db
          .insert(lessons)
          .values({ ...lesson, courseId })
          .returning({ id: lessons.id });
        if (steps.length > 0)
          await db.insert(lessonSteps).values(steps.map((step) => ({ ...step, lessonId: row!.id })));
      }
      return true;
    },
  };
}

export type LessonsRepo = ReturnType<typeof createLessonsRepo>;
