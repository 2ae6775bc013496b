import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { insertContentShell } from '../content';
import { DEMO_COURSES } from './demo-courses';
import { renderLesson } from './lesson-text';
import { createLessonsRepo } from './lessons.repo';

const DAY_MS = 86_400_000;

/** The demo courses (content's shell by staff, published a few days back, then the lessons); their number. */
export async function seedDemoLessons(
  tx: DbOrTx,
  idOf: Map<AssignableLevel, number>,
  now: Date,
): Promise<number> {
  const repo = createLessonsRepo();
  let made = 0;
  for (const [i, course] of DEMO_COURSES.entries()) {
    const courseId = await insertContentShell(
      tx,
      {
        kind: 'lesson_course',
        slug: course.slug,
        title: course.title,
        summary: course.summary,
        body: course.body,
        authorId: idOf.get('staff') ?? null,
        tags: course.tags,
        publishedAt: new Date(now.getTime() - (5 - i) * DAY_MS),
        featured: course.featured,
      },
      now,
    );
    if (courseId === null) continue;
    const lessons = course.lessons.map((lesson, l) => ({
      lesson: {
        position: l + 1,
        title: lesson.title,
        body: lesson.body,
        html: renderLesson(lesson.body),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
      },
      steps: lesson.steps.map((step, s) => ({
        position: s + 1,
        fen: step.fen,
        line: step.line,
        prompt: step.prompt,
        hint: step.hint,
      })),
    }));
    if (await repo.insertCourse(tx, courseId, course.tier, lessons)) made++;
  }
  return made;
}
