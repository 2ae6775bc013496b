/** Puzzles (issue 18): what the web app asks the server and what it answers. */

/** What a puzzle can be about, tagged from its solution (review/puzzle-themes.ts). */
export const PUZZLE_THEMES = [
  'mateIn1',
  'mateIn2',
  'mateIn3',
  'backRankMate',
  'fork',
  'pin',
  'skewer',
  'hangingPiece',
  'promotion',
  'sacrifice',
] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

export const PUZZLES_API = {
  /** GET `?min&max&theme` → `PuzzleNext`: an unplayed puzzle near the member's rating (or in the range). */
  next: '/callback/puzzles/next',
  /** GET → `PuzzleShown`: a puzzle by id, to retry or drill. */
  one: (id: number | string) => `/callback/puzzles/${id}`,
  /**
   * POST `{ moves, mode }` → `PuzzleVerdict`: the solver's moves so far (UCI), checked here against
   * the solution; the opponent's replies come back one at a time.
   */
  moves: (id: number | string) => `/callback/puzzles/${id}/moves`,
  /** GET → `PuzzleDaily`: today's puzzle (UTC day), the same for everyone. */
  daily: '/callback/puzzles/daily',
  /** GET → `PuzzleStreakView`; POST start → a new run (a `puzzleRush` use). */
  streak: '/callback/puzzles/streak',
  streakStart: '/callback/puzzles/streak/start',
  /** GET → `PuzzleThemeCount[]`. */
  themes: '/callback/puzzles/themes',
  /** GET `?cursor` → `PuzzleDrillsPage`: failed puzzles due again, soonest first. */
  drills: '/callback/puzzles/drills',
  /** GET → `PuzzleMe`: the member's puzzle rating and counts. */
  me: '/callback/puzzles/me',
} as const;

export const PUZZLE_MODES = ['rated', 'daily', 'streak', 'drill'] as const;
export type PuzzleMode = (typeof PUZZLE_MODES)[number];

export const PUZZLE_LIMITS = {
  /** Ratings a range filter may name. */
  minRating: 400,
  maxRating: 3000,
  /** Without a range: puzzles this close to the member's rating. */
  window: 300,
  /** A solution is never longer than this many plies. */
  maxPlies: 40,
  drillsPageSize: 20,
} as const;

/** Days until a failed puzzle comes back: after a miss the first, then the next after each solve; past the last it is learnt. */
export const DRILL_INTERVAL_DAYS = [1, 3, 7, 14] as const;

/** A puzzle as the solver sees it: never the solution. */
export interface PuzzleShown {
  id: number;
  /** The position with the solver to move. */
  fen: string;
  rating: number;
  themes: PuzzleTheme[];
  /** Solver moves the solution takes. */
  solverMoves: number;
}

export interface PuzzleRatingView {
  rating: number;
  deviation: number;
  provisional: boolean;
}

export interface PuzzleNext {
  puzzle: PuzzleShown | null;
  me: PuzzleRatingView;
}

export type PuzzleVerdict =
  | { status: 'continue' /** The opponent's reply (UCI). */; reply: string }
  | {
      status: 'solved' | 'failed';
      /** The whole solution (UCI), solver first. */
      solution: string[];
      /** Set when the attempt counted for the rating: before and after. */
      rating: { before: number; after: number } | null;
      /** With mode `streak`: the run after this answer. */
      streak?: PuzzleStreakView;
      /** With mode `drill`: when the puzzle comes back, null when it is learnt. */
      drillDueAt?: string | null;
    };

export interface PuzzleDaily {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  puzzle: PuzzleShown;
  /** The member's result today, null when not tried (or a guest). */
  result: 'solved' | 'failed' | null;
}

export interface PuzzleStreakView {
  /** Puzzles solved in a row in the current (or last) run. */
  current: number;
  best: number;
  /** The run's puzzle to solve now; null when no run is going. */
  puzzle: PuzzleShown | null;
}

export interface PuzzleThemeCount {
  theme: PuzzleTheme;
  count: number;
}

export interface PuzzleDrill {
  puzzle: PuzzleShown;
  /** How many solves in a row so far (index into DRILL_INTERVAL_DAYS). */
  step: number;
  dueAt: string;
}

export interface PuzzleDrillsPage {
  drills: PuzzleDrill[];
  /** Pass back as `cursor` for the next page; null at the end. */
  next: string | null;
}

export interface PuzzleMe extends PuzzleRatingView {
  solved: number;
  failed: number;
  bestStreak: number;
  drillsDue: number;
}
