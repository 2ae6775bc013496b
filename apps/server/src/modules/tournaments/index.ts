/**
 * Tournaments: the pure pairing and scoring cores (no database, no clock: time comes in as arguments).
 * swiss/ — FIDE Dutch pairings and tie-breaks; arena/ — waves and scoring; knockout/ — seeded brackets.
 */

export type { ArenaGame, ArenaOutcome, ArenaPairing, ArenaPlayer } from './arena/arena.types';
export { type ArenaClock, type BerserkError, berserkClock, berserkRefusal } from './arena/berserk';
export { endGame, joinPool, type PoolError, pause, rejoin, startGame } from './arena/pool';
export { type ArenaScore, arenaScore, gamePoints } from './arena/scoring';
export { type ArenaEntry, type ArenaStanding, arenaStandings, performanceRating } from './arena/standings';
export { pairWave, type WaveOptions } from './arena/wave';
export { type ArenaGames, REMATCH_AFTER_MS, WAVE_EVERY_MS } from './arena-runner';
export {
  champion,
  type Decision,
  drawBracket,
  type KnockoutBracket,
  type KnockoutError,
  type KnockoutMatch,
  playableMatches,
  recordGame,
  recordWalkover,
  type Side,
} from './knockout/bracket';
export { type GameWinner, type MatchProgress, matchProgress } from './knockout/match';
export { bracketSize, seedOrder } from './knockout/seeding';
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
export { withTournamentResults } from './tournament-results';
export { seedDemoClubTournament, seedDemoTournaments } from './tournaments.demo';
export { tournamentsRoutes } from './tournaments.routes';
export { createTournaments, type Tournaments } from './tournaments.service';
