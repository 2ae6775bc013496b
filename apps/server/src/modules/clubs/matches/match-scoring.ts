import type { ClubMatchGameResult, Color } from '@kingside/contract';

/**
 * A match game that was aborted (no result on the board: play aborts a game whose first moves did
 * not both come), with what decides whom it counts against.
 */
export interface AbortedGame {
  /** Plies played: 0 (white was to move) or 1 (black was). */
  plies: number;
  /** When the side to move's first move became due: the game's start, or white's first move. */
  turnFrom: Date;
  endedAt: Date;
  /** How long that first move may take: play's first-move window, or a daily game's days per move. */
  allowedMs: number;
  /** Whether the side not to move came to the game (a daily game's waits days for its turn: yes). */
  opponentCame: boolean;
}

/** How a match game ended, as play records it (the `MatchGames` port's `outcome`). */
export interface MatchGameOutcome {
  ended: boolean;
  winner: Color | null;
  aborted: AbortedGame | null;
}

/**
 * The side that lost an aborted game by never moving, as chess.com scores team matches: the side
 * whose first move's time ran out while its opponent was there. Nobody (null) when the game was
 * called off before that time ran out (a player's abort), or when neither side came.
 */
export function forfeitedBy(game: AbortedGame): Color | null {
  if (game.plies > 1) return null;
  if (game.endedAt.getTime() - game.turnFrom.getTime() < game.allowedMs) return null;
  if (!game.opponentCame) return null;
  return game.plies === 0 ? 'white' : 'black';
}

/** Which side a game's result goes to: its winner's club, a draw, or nothing (aborted before it could start). */
export function resultOf(
  homeColor: Color,
  outcome: Pick<MatchGameOutcome, 'winner' | 'aborted'>,
): ClubMatchGameResult {
  if (outcome.aborted) {
    const loser = forfeitedBy(outcome.aborted);
    if (loser === null) return 'aborted';
    return loser === homeColor ? 'away' : 'home';
  }
  if (outcome.winner === null) return 'draw';
  return outcome.winner === homeColor ? 'home' : 'away';
}

/** Doubled points (a draw is 1 each) a result gives each side; an aborted game gives none. */
export function pointsOf(result: ClubMatchGameResult): { home: number; away: number } {
  if (result === 'aborted') return { home: 0, away: 0 };
  if (result === 'draw') return { home: 1, away: 1 };
  return result === 'home' ? { home: 2, away: 0 } : { home: 0, away: 2 };
}
