import {
  PUZZLES_API,
  type PuzzleDaily,
  type PuzzleDrillsPage,
  type PuzzleMe,
  type PuzzleMode,
  type PuzzleNext,
  type PuzzleShown,
  type PuzzleStreakView,
  type PuzzleTheme,
  type PuzzleThemeCount,
  type PuzzleVerdict,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export interface PuzzleQuery {
  min?: number;
  max?: number;
  theme?: PuzzleTheme;
}

/** The puzzle callbacks (members only, but the daily puzzle and the themes). */
export const puzzlesApi = (http: AxiosInstance) => ({
  next: async (query: PuzzleQuery) => (await http.get<PuzzleNext>(PUZZLES_API.next, { params: query })).data,
  one: async (id: number) => (await http.get<PuzzleShown>(PUZZLES_API.one(id))).data,
  me: async () => (await http.get<PuzzleMe>(PUZZLES_API.me)).data,
  daily: async () => (await http.get<PuzzleDaily>(PUZZLES_API.daily)).data,
  streak: async () => (await http.get<PuzzleStreakView>(PUZZLES_API.streak)).data,
  startStreak: async () => (await http.post<PuzzleStreakView>(PUZZLES_API.streakStart, {})).data,
  themes: async () => (await http.get<PuzzleThemeCount[]>(PUZZLES_API.themes)).data,
  drills: async (cursor?: string) =>
    (await http.get<PuzzleDrillsPage>(PUZZLES_API.drills, { params: cursor ? { cursor } : {} })).data,
  /** The solver's moves so far; the server says whether they are right. */
  answer: async (id: number, moves: string[], mode: PuzzleMode) =>
    (await http.post<PuzzleVerdict>(PUZZLES_API.moves(id), { moves, mode })).data,
});

export type PuzzlesApi = ReturnType<typeof puzzlesApi>;
