/**
 * Daily (correspondence) chess: a game whose side to move has N days (DAILY_DAYS, play.ts) for
 * each move. Seeks of the open daily lobby are open challenges with `days` that stay until
 * someone takes them or their player cancels them (accept and cancel are CHALLENGE_API's).
 */
import type { ChallengeColor, ChallengeView } from './challenge';
import type { Color } from './play';

/** Daily games per page of the "my games" list. */
export const DAILY_GAMES_PAGE_SIZE = 20;
/** The open daily lobby shows at most this many seeks, newest first. */
export const DAILY_SEEKS_LIMIT = 50;

/** `POST DAILY_API.seek` (members only). */
export interface CreateDailySeekRequest {
  days: number;
  rated: boolean;
  color: ChallengeColor;
  weekendPause?: boolean;
}

/** `GET DAILY_API.seeks`. */
export interface DailySeeksResponse {
  seeks: ChallengeView[];
}

/** One of a member's daily games in the "my games" list. */
export interface DailyGameSummary {
  id: string;
  daysPerMove: number;
  weekendPause: boolean;
  rated: boolean;
  /** The viewer's colour. */
  color: Color;
  opponent: { username: string; rating: number | null };
  /** Whether the viewer is to move. */
  myTurn: boolean;
  /** When the side to move runs out of time (ISO). */
  deadline: string;
  /** Milliseconds left to the side to move, as of the answer. */
  timeLeftMs: number;
  fen: string;
  /** The last move in UCI; null before the first. */
  lastMove: string | null;
  plies: number;
}

/** `GET DAILY_API.games`: the viewer's games where they are to move first, each part by time left. */
export interface DailyGamesPage {
  games: DailyGameSummary[];
  /** How many of the viewer's daily games wait for their move (all pages). */
  myTurnCount: number;
  page: number;
  hasMore: boolean;
}

/** Conditional moves of one daily game: lines of UCI moves, the opponent's first. */
export interface ConditionalMovesView {
  /** The game's plies when the lines were saved; null: none saved. */
  plies: number | null;
  lines: string[][];
}

/** `POST DAILY_API.conditional(id)`: replaces the lines (an empty list clears them). */
export interface SaveConditionalMovesRequest {
  lines: string[][];
}

export const CONDITIONAL_MOVE_LIMITS = { lines: 20, plies: 20 } as const;

/** `GET/POST DAILY_API.vacation…`: the member's vacation now. */
export interface VacationStatus {
  onVacation: boolean;
  /** When the vacation on now ends (ISO); null when none is on. */
  endsAt: string | null;
  /** Days left to take this year. */
  daysLeft: number;
}

export const DAILY_API = {
  /** GET → `VacationStatus` (members only). */
  vacation: '/callback/daily/vacation',
  /** POST → `VacationStatus`: starts a vacation (409 `vacation_on`, `vacation_used_up`). */
  vacationStart: '/callback/daily/vacation/start',
  /** POST → `VacationStatus`: ends it now (409 `vacation_off`). */
  vacationEnd: '/callback/daily/vacation/end',
  /** GET → `DailySeeksResponse`. */
  seeks: '/callback/daily/seeks',
  /** POST `CreateDailySeekRequest` → 201 `ChallengeView` (an open daily challenge in the lobby). */
  seek: '/callback/daily/seek',
  /** GET `?page=` (from 1) → `DailyGamesPage` (members only). */
  /** GET → `ConditionalMovesView` of the viewer; POST `SaveConditionalMovesRequest` → the same. */
  conditional: (gameId: string) => `/callback/daily/game/${encodeURIComponent(gameId)}/conditional`,
  games: (page?: number) => `/callback/daily/games${page === undefined ? '' : `?page=${page}`}`,
} as const;
