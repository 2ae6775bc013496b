import type { TimeControl } from '@kingside/contract';
import type { MatchGameOutcome } from './match-scoring';

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
  /** How a game stands (an aborted one with the side whose first move never came): null when there is no such game. */
  outcome(gameId: string): Promise<MatchGameOutcome | null>;
  /** Members' current ratings for a speed (`daily`, `blitz`, …), rounded. */
  ratings(userIds: number[], speed: string): Promise<Map<number, number>>;
}
