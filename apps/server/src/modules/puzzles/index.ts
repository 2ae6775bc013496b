/** Puzzles (issue 18): mined positions, answers checked here, Glicko-2, daily, streaks, drills. Others use only this file. */
export { checkAnswer } from './puzzle-answer';
export { puzzlesRoutes } from './puzzles.routes';
export { createPuzzles, type Puzzles } from './puzzles.service';
