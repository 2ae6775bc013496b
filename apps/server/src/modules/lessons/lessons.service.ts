import {
  LESSONS_MESSAGES,
  type LessonCourseIndex,
  type LessonCourseView,
  type LessonProgress,
  type LessonVerdict,
  type LessonView,
  TIERS,
  type Tier,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isStale, MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import type { Content, ContentViewer } from '../content';
import { type Entitlements, type Member, tierOf } from '../entitlements';
import { checkAnswer } from '../puzzles';
import { renderLesson } from './lesson-text';
import { presentCourseCard, presentStep, progressOf } from './lessons.present';
import { type CourseFacts, createLessonsRepo } from './lessons.repo';

export interface LessonsDeps {
  db: Db;
  clock: Clock;
  entitlements: Pick<Entitlements, 'requireTier' | 'consume'>;
  /** The course's shell (title, slug, author, publish state…) is a content item of kind `lesson_course`. */
  content: Pick<Content, 'index' | 'page' | 'visibleItem'>;
}

const KIND = 'lesson_course';
const NO_FACTS: CourseFacts = { tier: 'basic', lessonCount: 0, stepCount: 0 };

const lessonNotFound = () => new AppError('lesson_not_found', 404, LESSONS_MESSAGES.lesson_not_found);
const unprocessable = (code: 'lesson_illegal_move' | 'lesson_too_many_moves') =>
  new AppError(code, 422, LESSONS_MESSAGES[code], 'moves');

/** Whether the viewer's tier reaches the course's (a guest reaches only basic courses). */
function reaches(user: Member | null, tier: Tier): boolean {
  const own = user ? tierOf(user) : 'basic';
  return own !== null && TIERS.indexOf(own) >= TIERS.indexOf(tier);
}

/**
 * Lesson courses: the index and a course with the viewer's progress, a lesson's text and positions
 * (never their answers), and answers judged here; the first solve of a position is kept, and is
 * what stats' solving streak counts.
 */
export function createLessons(deps: LessonsDeps) {
  const { db, clock } = deps;
  const repo = createLessonsRepo();

  async function shownHtml(lesson: { id: number; body: string; html: string; htmlVersion: number }) {
    if (!isStale(lesson.htmlVersion)) return lesson.html;
    const html = renderLesson(lesson.body);
    await repo.saveHtml(db, lesson.id, html, MARKDOWN_RENDERER_VERSION);
    return html;
  }

  async function courseProgress(userId: number, courseId: number): Promise<LessonProgress> {
    const facts = (await repo.courseFacts(db, [courseId])).get(courseId) ?? NO_FACTS;
    const solved = (await repo.solvedPerCourse(db, userId, [courseId])).get(courseId) ?? 0;
    return progressOf(solved, facts.stepCount);
  }

  return {
    async index(
      viewer: ContentViewer,
      filters: { tag?: string; language?: string; search?: string },
      after: string | undefined,
    ): Promise<LessonCourseIndex> {
      const page = await deps.content.index(KIND, filters, after);
      const ids = [...page.featured, ...page.items].map((card) => card.id);
      const facts = await repo.courseFacts(db, ids);
      const solved = viewer.user ? await repo.solvedPerCourse(db, viewer.user.userId, ids) : null;
      const card = (item: (typeof page.items)[number]) =>
        presentCourseCard(item, facts.get(item.id) ?? NO_FACTS, solved);
      return { featured: page.featured.map(card), items: page.items.map(card), next: page.next };
    },

    /** A course's page: null (404) when there is none the viewer may see. */
    async course(slug: string, viewer: ContentViewer): Promise<LessonCourseView | null> {
      const course = await deps.content.page(KIND, slug, viewer);
      if (!course) return null;
      const facts = (await repo.courseFacts(db, [course.id])).get(course.id) ?? NO_FACTS;
      const list = await repo.lessonsOf(db, course.id);
      const solved = viewer.user ? await repo.solvedPerLesson(db, viewer.user.userId, course.id) : null;
      const total = list.reduce((sum, lesson) => sum + lesson.steps, 0);
      const done = solved ? [...solved.values()].reduce((sum, n) => sum + n, 0) : 0;
      return {
        course,
        tier: facts.tier,
        locked: !reaches(viewer.user, facts.tier),
        lessons: list.map((lesson) => {
          const progress = solved ? progressOf(solved.get(lesson.id) ?? 0, lesson.steps) : null;
          return {
            position: lesson.position,
            title: lesson.title,
            progress,
            done: progress !== null && progress.total > 0 && progress.solved >= progress.total,
          };
        }),
        progress: solved ? progressOf(done, total) : null,
      };
    },

    /** A lesson to take: members whose tier reaches the course's (403 `upgrade_required` naming it otherwise). */
    async lesson(
      slug: string,
      position: number,
      viewer: ContentViewer & { user: Member },
    ): Promise<LessonView> {
      const course = await deps.content.page(KIND, slug, viewer);
      if (!course) throw lessonNotFound();
      const facts = (await repo.courseFacts(db, [course.id])).get(course.id) ?? NO_FACTS;
      deps.entitlements.requireTier(viewer.user, 'lessons', facts.tier);
      const lesson = await repo.lessonAt(db, course.id, position);
      if (!lesson) throw lessonNotFound();
      const steps = await repo.stepsOf(db, lesson.id);
      const solved = await repo.solvedOf(
        db,
        viewer.user.userId,
        steps.map((step) => step.id),
      );
      return {
        course: { id: course.id, slug: course.slug, title: course.title, tier: facts.tier },
        position: lesson.position,
        title: lesson.title,
        html: await shownHtml(lesson),
        steps: steps.map((step) => presentStep(step, solved.has(step.id))),
        lessonCount: facts.lessonCount,
      };
    },

    /**
     * The member's moves so far in a position: right (the board's reply, or solved), or wrong (try
     * again, with the hint). The first answer in a lesson takes a `lessons` use.
     */
    async answer(
      viewer: ContentViewer & { user: Member },
      stepId: number,
      moves: string[],
    ): Promise<LessonVerdict> {
      const member = viewer.user;
      const found = await repo.step(db, stepId);
      if (!found) throw lessonNotFound();
      const { step, lesson } = found;
      try {
        await deps.content.visibleItem(lesson.courseId, viewer);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw lessonNotFound();
        throw error;
      }
      const facts = (await repo.courseFacts(db, [lesson.courseId])).get(lesson.courseId) ?? NO_FACTS;
      deps.entitlements.requireTier(member, 'lessons', facts.tier);
      const check = checkAnswer({ fen: step.fen, solution: step.line }, moves);
      if (check.kind === 'illegal') throw unprocessable('lesson_illegal_move');
      if (check.kind === 'too_many') throw unprocessable('lesson_too_many_moves');

      if (!(await repo.hasStarted(db, member.userId, lesson.id))) {
        await deps.entitlements.consume(member, 'lessons');
        await repo.start(db, member.userId, lesson.id, clock.now());
      }
      if (check.kind === 'wrong') return { status: 'wrong', hint: step.hint };
      if (check.kind === 'continue') return { status: 'continue', reply: check.reply };

      await repo.solve(db, member.userId, step.id, clock.now());
      const steps = await repo.stepsOf(db, lesson.id);
      const solved = await repo.solvedOf(
        db,
        member.userId,
        steps.map((s) => s.id),
      );
      const inLesson = progressOf(solved.size, steps.length);
      return {
        status: 'solved',
        line: step.line,
        lessonDone: inLesson.solved >= inLesson.total,
        lesson: inLesson,
        course: await courseProgress(member.userId, lesson.courseId),
      };
    },

    /** When the member solved lesson positions (stats' SolveDays: the solving streak), newest first. */
    solvedAt: (userId: number, window: { from?: Date; to?: Date } = {}, limit = 20_000) =>
      repo.solvedAt(db, userId, window, limit),
  };
}

export type Lessons = ReturnType<typeof createLessons>;
