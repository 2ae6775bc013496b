import type { ClubMatchGameResult, Color } from '@kingside/contract';

/** How a match game ended, as play records it (the `MatchGames` port's `outcome`). */
export interface MatchGameOutcome {
  ended: boolean;
  winner: Color | null;
  aborted: boolean;
  /**
   * An aborted game's side whose first move's time ran out while its opponent was at the game, as
   * play recorded it on the game's end (its end reason); null for any other game.
   */
  noStart: Color | null;
}

/**
 * Which side a game's result goes to: its winner's club, a draw, or, for an aborted game, nothing,
 * unless one side let its first move's time run out while the other was there: then, as chess.com
 * scores team matches, that side lost. A player's abort, a first move missed with nobody waiting, and
 * games aborted before play recorded the reason (older rows: no end reason) score nothing, as before.
 */
export function resultOf(
  homeColor: Color,
  outcome: Pick<MatchGameOutcome, 'winner' | 'aborted' | 'noStart'>,
): ClubMatchGameResult {
  if (outcome.aborted) {
    if (outcome.noStart === null) return 'aborted';
    return outcome.noStart === homeColor ? 'away' : 'home';
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
