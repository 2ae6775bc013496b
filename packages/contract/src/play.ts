/** Live chess as the server and the web app both see it: time controls, speeds, game state. */

export const COLORS = ['white', 'black'] as const;
export type Color = (typeof COLORS)[number];
export const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');

export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'daily'] as const;
export type Speed = (typeof SPEEDS)[number];

export interface TimeControl {
  /** Seconds on each clock at the start. */
  initial: number;
  /** Seconds added after each move. */
  increment: number;
}

/** lichess's estimate of a game's length: the initial time plus 40 increments. */
export function estimatedDurationSeconds(tc: TimeControl): number {
  return tc.initial + 40 * tc.increment;
}

/** Speed class by estimated duration, with lichess's thresholds. */
export function speedOf(tc: TimeControl): Exclude<Speed, 'daily'> {
  const seconds = estimatedDurationSeconds(tc);
  if (seconds < 180) return 'bullet';
  if (seconds < 480) return 'blitz';
  if (seconds < 1500) return 'rapid';
  return 'classical';
}

const QUARTER_MINUTES: Readonly<Record<number, string>> = { 15: '¼', 30: '½', 45: '¾' };

/**
 * A clock's starting time as lichess writes it: minutes (`1.5`, `½`). One no tenth of a minute names
 * is written in seconds (`62s`), so two clocks never share a name.
 */
export const formatMinutes = (seconds: number): string =>
  QUARTER_MINUTES[seconds] ?? (seconds % 6 === 0 ? String(seconds / 60) : `${seconds}s`);

/** A clock's name (`1.5+0`, `½+2`, `62s+0`): a custom seek's pool is its clock's name. */
export const formatTimeControl = (tc: TimeControl): string => `${formatMinutes(tc.initial)}+${tc.increment}`;

/** One-click pools of the lobby. */
export const QUICK_PAIRINGS: readonly { id: string; tc: TimeControl }[] = [
  { id: '1+0', tc: { initial: 60, increment: 0 } },
  { id: '2+1', tc: { initial: 120, increment: 1 } },
  { id: '3+0', tc: { initial: 180, increment: 0 } },
  { id: '3+2', tc: { initial: 180, increment: 2 } },
  { id: '5+0', tc: { initial: 300, increment: 0 } },
  { id: '10+0', tc: { initial: 600, increment: 0 } },
  { id: '10+5', tc: { initial: 600, increment: 5 } },
  { id: '15+10', tc: { initial: 900, increment: 10 } },
  { id: '30+0', tc: { initial: 1800, increment: 0 } },
  { id: '30+20', tc: { initial: 1800, increment: 20 } },
];

/** Daily (correspondence) games: the days each move may take. */
export const DAILY_DAYS = [1, 2, 3, 5, 7, 10, 14] as const;
export type DailyDays = (typeof DAILY_DAYS)[number];
export const isDailyDays = (n: number): n is DailyDays => (DAILY_DAYS as readonly number[]).includes(n);

/** Custom time controls: what the lobby form accepts. */
export const TIME_CONTROL_LIMITS = { initialMax: 180 * 60, incrementMax: 180 } as const;

/**
 * How a game stands. `started` is the only live state; the rest are final. Statuses follow lichess's
 * names so exported PGNs and bots read naturally.
 */
export const GAME_STATUSES = [
  'started',
  'aborted',
  'mate',
  'resign',
  'stalemate',
  'timeout',
  'draw',
  'outoftime',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/**
 * Why a game ended, for the result line: a `draw` (or `timeout`) by what; an `aborted` game whose
 * first move never came by the side that let its time run out while the opponent was at the game
 * (lichess's `noStart`: club matches count it as that side's loss). A player's abort, a first move
 * missed with nobody waiting, and games aborted before the no-start reasons were recorded have none.
 */
export const END_REASONS = [
  'agreement',
  'insufficientMaterial',
  'threefoldRepetition',
  'fivefoldRepetition',
  'fiftyMoves',
  'seventyFiveMoves',
  'timeoutVsInsufficientMaterial',
  'abandoned',
  'noStartWhite',
  'noStartBlack',
] as const;
export type EndReason = (typeof END_REASONS)[number];

export type NoStartReason = 'noStartWhite' | 'noStartBlack';
/** The end reasons of games that were played (every one but a no-start, which only an aborted game has). */
export type PlayedEndReason = Exclude<EndReason, NoStartReason>;

const NO_START: Record<Color, NoStartReason> = { white: 'noStartWhite', black: 'noStartBlack' };

/** The end reason of an aborted game whose side `color` never made its first move in time. */
export const noStartReason = (color: Color): NoStartReason => NO_START[color];

/** The side whose first move never came (while its opponent was there), from a game's end reason; else null. */
export function noStartBy(endReason: string | null): Color | null {
  if (endReason === NO_START.white) return 'white';
  if (endReason === NO_START.black) return 'black';
  return null;
}

/**
 * The side a game's exports (PGN, lichess's JSON, chess.com's results) give the win: its winner, or
 * for an aborted game the side that waited for a first move that never came (lichess's `noStart`).
 */
export function exportWinner(game: {
  status: string;
  winner: string | null;
  endReason: string | null;
}): Color | null {
  if (game.status !== 'aborted') return game.winner as Color | null;
  const noStart = noStartBy(game.endReason);
  return noStart && opposite(noStart);
}

export interface GamePlayer {
  /** null for a guest. */
  userId: number | null;
  username: string;
  isGuest: boolean;
  /** The rating for this game's speed when it started; null for guests. */
  rating: number | null;
  provisional: boolean;
  /** Set once a rated game ends. */
  ratingDiff: number | null;
}

export interface ClockView {
  /** Milliseconds left for each side, as of `at` (server epoch ms). */
  white: number;
  black: number;
  /** Whose clock runs; null before the first move of each side and after the end. */
  running: Color | null;
  at: number;
}

/** The full state of one game: what `game.full` carries and `/game/{id}` starts from. */
export interface GameView {
  id: string;
  /** Increases by one with every event; clients replay from the last one they saw. */
  version: number;
  rated: boolean;
  speed: Speed;
  timeControl: TimeControl;
  /** Days per move of a daily game (then `speed` is `daily`); null for a live game. */
  daysPerMove: number | null;
  /** A daily game whose weekends (the mover's Saturday and Sunday) do not count. */
  weekendPause: boolean;
  white: GamePlayer;
  black: GamePlayer;
  /** UCI moves from the initial position (`e2e4`, `e7e8q`). */
  moves: string[];
  /** SAN of the same moves, for the move list. */
  san: string[];
  /**
   * The mover's time left (ms) right after each of the same moves, what the move list's time per
   * move is worked out from; null for a move the game did not record it for.
   */
  moveClocks: (number | null)[];
  fen: string;
  turn: Color;
  status: GameStatus;
  winner: Color | null;
  endReason: EndReason | null;
  clock: ClockView;
  drawOffer: Color | null;
  takebackOffer: Color | null;
  /** True when the side to move may claim a draw (threefold repetition, fifty moves). */
  drawClaimable: boolean;
  /** An arena game: each player may go berserk before their own first move. */
  berserkable: boolean;
  /** Who went berserk (half the time control, no increment): the mark beside their clock. */
  berserk: Record<Color, boolean>;
  createdAt: string;
  /** The colour of whoever asked for this view (from their session); null for a spectator. */
  you: Color | null;
}

/** Game ids: 8 characters, as in `/game/{id}`. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9]{8}$/;

/** The JSON calls of live chess (spec §7 names the last two). */
export const PLAY_API = {
  /** `GameView`, or 404 `not_found`. */
  game: (id: string) => `/callback/game/${encodeURIComponent(id)}`,
  /** `LifetimeScore` of `user` against `opponent` (usernames), from finished games. */
  lifetimeScore: (user: string, opponent: string) =>
    `/callback/user/lifetime-score/${encodeURIComponent(user.toLowerCase())}/${encodeURIComponent(opponent.toLowerCase())}`,
  /** `RecentOpponentsResponse` of the logged-in member. */
  recentOpponents: '/callback/recent/opponents',
  /** `LiveGamesResponse`: games being played, top-rated first (`?limit=` 1…`LIVE_GAMES_LIMIT.max`). */
  liveGames: (limit?: number) => `/callback/games/live${limit === undefined ? '' : `?limit=${limit}`}`,
} as const;

/** `GET /callback/user/lifetime-score/{user}/{opponent}`: from `user`'s side; aborted games do not count. */
export interface LifetimeScore {
  wins: number;
  losses: number;
  draws: number;
}

/** One member the viewer played lately (guests are not listed: they have no name to find). */
export interface RecentOpponent {
  userId: number;
  username: string;
  /** The latest game between the two. */
  gameId: string;
  playedAt: string;
}

/** `GET /callback/recent/opponents`: newest first, each opponent once. */
export interface RecentOpponentsResponse {
  opponents: RecentOpponent[];
}

/** How many live games `/callback/games/live` lists by default, and at most. */
export const LIVE_GAMES_LIMIT = { default: 24, max: 50 } as const;

/** One side of a live game as the watch list shows it; `rating` is null for a guest. */
export interface LiveGamePlayer {
  username: string;
  rating: number | null;
  isGuest: boolean;
}

/** A game being played, for spectators: who, how fast, and the position now. */
export interface LiveGameSummary {
  id: string;
  rated: boolean;
  speed: Speed;
  timeControl: TimeControl;
  white: LiveGamePlayer;
  black: LiveGamePlayer;
  fen: string;
  /** The last move in UCI (`e2e4`), for the thumbnail's highlight; null before the first move. */
  lastMove: string | null;
  version: number;
}

/** `GET /callback/games/live`: top-rated first (the two ratings' average; games with a guest last). */
export interface LiveGamesResponse {
  games: LiveGameSummary[];
}
