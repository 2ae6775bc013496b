/** A member's game archive page (`/games/archive/{username}`) and the JSON it reads. */
import type { Color, Speed } from './play';

export const GAME_ARCHIVE_API = {
  /** `GET`: one page of the member's finished games, newest first; `after` is the last page's `next`. */
  page: (username: string) => `/callback/games/archive/${encodeURIComponent(username.toLowerCase())}`,
  /** The PGN of the same filter, streamed (lichess's `/api/games/user/{username}`). */
  pgn: (username: string) => `/api/games/user/${encodeURIComponent(username.toLowerCase())}`,
} as const;

export const GAME_ARCHIVE_PAGE_SIZE = 20;
export const ARCHIVE_RESULTS = ['win', 'loss', 'draw'] as const;
export type ArchiveResult = (typeof ARCHIVE_RESULTS)[number];

export interface ArchiveGame {
  id: string;
  speed: Speed;
  rated: boolean;
  /** e.g. `3+2`; daily games `1/86400` style, as the PGN's TimeControl. */
  timeControl: string;
  white: { name: string; rating: number | null };
  black: { name: string; rating: number | null };
  /** The member's colour and result in it. */
  color: Color;
  result: ArchiveResult;
  status: string;
  plies: number;
  /** The final position (the grid's small boards). */
  fen: string;
  endedAt: string;
}

export interface ArchivePageResponse {
  username: string;
  games: ArchiveGame[];
  /** Pass as `after` for the next page; null at the end. */
  next: string | null;
}
