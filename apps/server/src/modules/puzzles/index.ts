/** Puzzles (issue 18): mined positions, answers checked here, Glicko-2, daily, streaks, drills. Others use only this file. */

export { createPuzzleMining, MINE_GAMES_PER_RUN, type PuzzleMining } from './miner/puzzle-mining';
export { checkAnswer } from './puzzle-answer';
export { DEMO_PUZZLES, seedDemoPuzzles } from './puzzles.demo';
export { puzzlesRoutes } from './puzzles.routes';
export { createPuzzles, type Puzzles } from './puzzles.service';
