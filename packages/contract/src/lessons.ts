/** Lesson courses (issue 17): a content item of kind `lesson_course` with ordered lessons of positions to solve. */
import type { ContentCard, ContentView } from './content';
import type { Tier } from './membership';

export const LESSONS_API = {
  /** GET `?tag&lang&q&after` → `LessonCourseIndex`: published courses, featured first, with the viewer's progress. */
  index: '/callback/lessons',
  /** GET → `LessonCourseView`: the course, its lessons in order and what the viewer has done of each. */
  course: (slug: string) => `/callback/lessons/course/${slug}`,
  /** GET → `LessonView` (members; a gated course needs its tier): the text and the positions, never their answers. */
  lesson: (slug: string, position: number) => `/callback/lessons/course/${slug}/${position}`,
  /**
   * POST `{ moves }` → `LessonVerdict`: the member's moves so far in a position (UCI), judged here;
   * the board's replies come back one at a time. The first answer in a lesson is a `lessons` use.
   */
  moves: (stepId: number) => `/callback/lessons/step/${stepId}/moves`,
} as const;

export const LESSON_LIMITS = {
  /** A position's line is never longer than this many plies (the member's moves and the replies). */
  maxPlies: 12,
  /** Lessons a course holds at most (the route's `{lesson}` has three digits). */
  maxLessons: 999,
} as const;

/** What a member has done of something: positions solved of all. */
export interface LessonProgress {
  solved: number;
  total: number;
}

/** A course as the index lists it. */
export interface LessonCourseCard extends ContentCard {
  /** The lowest tier whose members may take its lessons. */
  tier: Tier;
  lessonCount: number;
  /** Null for guests. */
  progress: LessonProgress | null;
}

export interface LessonCourseIndex {
  featured: LessonCourseCard[];
  items: LessonCourseCard[];
  next: string | null;
}

export interface LessonSummary {
  position: number;
  title: string;
  /** Null for guests. */
  progress: LessonProgress | null;
  done: boolean;
}

export interface LessonCourseView {
  course: ContentView;
  tier: Tier;
  /** The viewer's tier is below the course's (guests: any course above basic). */
  locked: boolean;
  lessons: LessonSummary[];
  progress: LessonProgress | null;
}

/** A position of a lesson as the member sees it: never the answer. */
export interface LessonStepShown {
  id: number;
  /** The member is to move. */
  fen: string;
  /** What to look for, in a sentence. */
  prompt: string;
  /** Moves the member makes to solve it (the board plays the replies). */
  solverMoves: number;
  solved: boolean;
}

export interface LessonView {
  course: { id: number; slug: string; title: string; tier: Tier };
  position: number;
  title: string;
  /** The lesson's text, rendered and sanitised on the server. */
  html: string;
  steps: LessonStepShown[];
  lessonCount: number;
}

export type LessonVerdict =
  /** Right so far: the board plays `reply` (UCI) and waits for the next move. */
  | { status: 'continue'; reply: string }
  /** Not the move: try again from before it. */
  | { status: 'wrong'; hint: string }
  /** Solved: the whole line (UCI), and where the member stands now. */
  | {
      status: 'solved';
      line: string[];
      lessonDone: boolean;
      lesson: LessonProgress;
      course: LessonProgress;
    };
