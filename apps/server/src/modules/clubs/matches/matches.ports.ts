import type { Color, TimeControl } from '@kingside/contract';

/** What club matches need of live and daily chess (modules/play), wired in services.ts. */
export interface MatchGames {
  /** Starts a game between two members now. */
  create(input: {
    white: { userId: number; name: string };
    black: { userId: number; name: string };
    tc: TimeControl;
    rated: boolean;
    daysPerMove: number | null;
  }): Promise<{ id: string }>;
  /** How a game stands: null when there is no such game. */
  outcome(gameId: string): Promise<{ ended: boolean; winner: Color | null } | null>;
  /** Members' current ratings for a speed (`daily`, `blitz`, …), rounded. */
  ratings(userIds: number[], speed: string): Promise<Map<number, number>>;
}
