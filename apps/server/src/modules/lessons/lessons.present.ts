import type { ContentCard, LessonCourseCard, LessonProgress, LessonStepShown } from '@kingside/contract';
import type { CourseFacts } from './lessons.repo';
import type { LessonStepRow } from './lessons.tables';

export const progressOf = (solved: number, total: number): LessonProgress => ({
  solved: Math.min(solved, total),
  total,
});

/** A course on the index: content's card with its tier, size and the viewer's progress (null: a guest). */
export function presentCourseCard(
  card: ContentCard,
  facts: CourseFacts,
  solved: Map<number, number> | null,
): LessonCourseCard {
  return {
    ...card,
    tier: facts.tier,
    lessonCount: facts.lessonCount,
    progress: solved ? progressOf(solved.get(card.id) ?? 0, facts.stepCount) : null,
  };
}

/** A position as the member sees it: how many moves it takes, never which. */
export function presentStep(step: LessonStepRow, solved: boolean): LessonStepShown {
  return {
    id: step.id,
    fen: step.fen,
    prompt: step.prompt,
    solverMoves: Math.ceil(step.line.length / 2),
    solved,
  };
}
