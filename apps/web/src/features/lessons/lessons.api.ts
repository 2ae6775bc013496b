import {
  LESSONS_API,
  type LessonCourseIndex,
  type LessonCourseView,
  type LessonVerdict,
  type LessonView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export interface CourseFilters {
  tag?: string;
  lang?: string;
  q?: string;
}

/** The lesson callbacks: the index and courses for anyone, lessons and answers for members. */
export const lessonsApi = (http: AxiosInstance) => ({
  index: async (filters: CourseFilters, after: string | null, signal?: AbortSignal) => {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
    if (after) params.after = after;
    return (await http.get<LessonCourseIndex>(LESSONS_API.index, { params, signal })).data;
  },
  course: async (slug: string, signal?: AbortSignal) =>
    (await http.get<LessonCourseView>(LESSONS_API.course(slug), { signal })).data,
  lesson: async (slug: string, position: number, signal?: AbortSignal) =>
    (await http.get<LessonView>(LESSONS_API.lesson(slug, position), { signal })).data,
  /** The member's moves so far in a position; the server says whether they are right. */
  answer: async (stepId: number, moves: string[]) =>
    (await http.post<LessonVerdict>(LESSONS_API.moves(stepId), { moves })).data,
});

export type LessonsApi = ReturnType<typeof lessonsApi>;
