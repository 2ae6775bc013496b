/** Lesson courses (issue 17): ordered lessons of positions to solve, answers judged here, progress per member. Others use only this file. */
export { DEMO_COURSES } from './demo-courses';
export { seedDemoLessons } from './lessons.demo';
export { lessonsRoutes } from './lessons.routes';
export { createLessons, type Lessons } from './lessons.service';
