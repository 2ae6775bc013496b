/** The pure core of live play: rules, clock, lag compensation and ratings. No I/O, no system time. */
export {
  berserkClock,
  berserkTc,
  type ClockState,
  clockView,
  flagAtMs,
  flaggedColor,
  newClock,
  pressClock,
  refundDowntime,
  remainingMs,
  stopClock,
} from './clock';
export { DEFAULT_RATING, glicko2, isProvisional, type RatedGame, type Rating, rate } from './glicko2';
export { type LagTracker, newLagTracker, onMove, quotaGainMs } from './lag-tracker';
export {
  type AutomaticEnd,
  automaticEnd,
  type ClaimableDraw,
  claimableDraw,
  fenAfter,
  fenOf,
  type GameState,
  hasInsufficientMaterialToWin,
  legalDests,
  legalMoves,
  type MoveError,
  newGame,
  type PlayedMove,
  playMove,
  type ReplayResult,
  type Result,
  replay,
  turnOf,
} from './rules';
