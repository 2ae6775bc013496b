/** What a Swiss tournament's pairing engine is given and gives back. */

export type Colour = 'white' | 'black';

export interface SwissEntrant {
  readonly id: string;
  readonly rating: number;
  /** The first round this player can be paired in (late entry); 1 when omitted. */
  readonly entersRound?: number;
  /** The first round this player is no longer paired in (withdrawal); never when omitted. */
  readonly withdrawsRound?: number;
}

/** A played game, or one decided by a forfeit (a no-show): forfeits score but are not games (colours). */
export type SwissGameResult =
  | 'white_won'
  | 'black_won'
  | 'draw'
  | 'white_won_by_forfeit'
  | 'black_won_by_forfeit'
  | 'double_forfeit';

export interface SwissGame {
  readonly white: string;
  readonly black: string;
  readonly result: SwissGameResult;
}

export interface SwissRound {
  readonly games: readonly SwissGame[];
  /** The player given the pairing-allocated bye, if any. */
  readonly bye: string | null;
}

export interface SwissSettings {
  readonly totalRounds: number;
  /** Points for the pairing-allocated bye (FIDE: a win, 1; some events give 0.5). */
  readonly byePoints: 1 | 0.5;
  /** Points for each round a late entrant missed: an absence (0) or a half-point bye (0.5). */
  readonly lateEntryPoints: 0 | 0.5;
  /** The lot drawn for colours in round 1 (deterministic): the same seed, the same colours. */
  readonly seed: string;
}

export interface SwissTournament {
  readonly entrants: readonly SwissEntrant[];
  /** The rounds already paired and finished, round 1 first. */
  readonly rounds: readonly SwissRound[];
  readonly settings: SwissSettings;
}

export interface SwissPairing {
  readonly board: number;
  readonly white: string;
  readonly black: string;
}

export interface SwissRoundPairing {
  readonly round: number;
  readonly pairings: readonly SwissPairing[];
  readonly bye: string | null;
}

export type SwissError =
  | 'invalid_settings'
  | 'duplicate_entrant'
  | 'unknown_player'
  | 'player_paired_twice'
  | 'inactive_player_paired'
  | 'tournament_complete'
  | 'too_few_players'
  | 'no_legal_pairing';
