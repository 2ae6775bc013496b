import type { Color, GameStatus } from '@kingside/contract';

/** A game's two sides as notices name them (a guest has no user id). */
export interface NoticeGame {
  id: string;
  white: { userId: number | null; name: string };
  black: { userId: number | null; name: string };
}

/** A daily game's notice to one of its players. */
export interface DailyNotice {
  gameId: string;
  userId: number;
  opponentId: number | null;
  opponentName: string;
}

/**
 * What live chess tells members beyond the players' own sockets (modules/notifications: the bell,
 * wired in services.ts, so play depends on no other module for it). Each is called once the change
 * is durable and never awaited on a game's path; a failure is logged.
 */
export interface PlayNotices {
  /** A member was challenged by name (not a rematch, not an open link). */
  challenged(challenge: {
    id: string;
    toUserId: number;
    fromUserId: number | null;
    fromName: string;
    tc: { initial: number; increment: number };
    /** A daily challenge's days per move. */
    days?: number;
    rated: boolean;
  }): Promise<void>;
  gameStarted(game: NoticeGame): Promise<void>;
  /** A daily game waits for `userId`'s move (the opponent just moved). */
  dailyYourMove(notice: DailyNotice): Promise<void>;
  /** `userId`'s time to move in a daily game runs out soon (told once per turn). */
  dailyTimeRunningOut(notice: DailyNotice & { leftMs: number }): Promise<void>;
  /** `noStart`: an aborted game's side whose first move never came while the other waited. */
  gameFinished(
    game: NoticeGame & { status: GameStatus; winner: Color | null; noStart: Color | null },
  ): Promise<void>;
}
