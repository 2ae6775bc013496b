/** What the arena cores are given: one player's finished games, and the players waiting for a game. */

export type ArenaOutcome = 'win' | 'draw' | 'loss';

/** One finished game, from one player's side. */
export interface ArenaGame {
  readonly outcome: ArenaOutcome;
  /** Full moves in the game (a move by each side counts one). */
  readonly moves: number;
  /** Did this player berserk (half the clock, no increment)? */
  readonly berserk: boolean;
  readonly opponentRating: number;
}

/** A player in the arena's pool. */
export interface ArenaPlayer {
  readonly id: string;
  readonly rating: number;
  readonly score: number;
  /** Paused players are not paired until they rejoin. */
  readonly paused: boolean;
  /** Waiting for a game since (platform clock, ms); null while playing. */
  readonly waitingSince: number | null;
  readonly lastOpponent: string | null;
  /** Games as white minus games as black, so colours even out. */
  readonly colourBalance: number;
}

export interface ArenaPairing {
  readonly white: string;
  readonly black: string;
}
