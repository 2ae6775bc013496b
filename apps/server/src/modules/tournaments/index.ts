/**
 * Tournaments: the pure pairing and scoring cores (no database, no clock: time comes in as arguments).
 * swiss/ — FIDE Dutch pairings and tie-breaks; arena/ — waves and scoring; knockout/ — seeded brackets.
 */
export type { Result } from './result';
export { pairNextRound } from './swiss/pairing';
export type {
  Colour,
  SwissEntrant,
  SwissError,
  SwissGame,
  SwissGameResult,
  SwissPairing,
  SwissRound,
  SwissRoundPairing,
  SwissSettings,
  SwissTournament,
} from './swiss/swiss.types';
export { type SwissStanding, standings as swissStandings } from './swiss/tiebreaks';
