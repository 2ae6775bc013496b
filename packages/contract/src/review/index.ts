/** Game review math (issue 18): pure, shared by the server (the puzzle miner) and the web app (review). */
export * from './board-tactics';
export * from './game-accuracy';
export * from './game-review';
export * from './move-accuracy';
export * from './move-class';
export * from './move-reason';
export * from './puzzle-themes';
export * from './win-percent';
