/**
 * Playing the computer (issue 18): Stockfish in the member's browser plays at one of eight levels, as
 * one of a few personality bots. The server only checks and stores the finished game, against the
 * bot's `computer` user (§4 user type), never rated.
 */
import type { Color, EndReason, GameStatus } from './play';

export interface ComputerLevel {
  level: number;
  /** Approximate playing strength (see below). */
  elo: number;
  /** Stockfish's `Skill Level` (0–20): below 20 it picks weaker moves on purpose, more often lower. */
  skill: number;
  /**
   * Stockfish's own calibrated strength (`UCI_LimitStrength` + `UCI_Elo`, 1320–3190), or null: below
   * its floor the level leans on skill and depth alone, at full strength nothing is limited.
   */
  uciElo: number | null;
  /** Search limits of each move: whichever is reached first. */
  depth: number;
  movetimeMs: number;
}

/**
 * Levels 1–8, beginner to full strength. Levels 4–7 use Stockfish's `UCI_Elo`, which Stockfish
 * calibrates against CCRL 40/4 ratings: their Elo is the engine's own. Levels 1–3 lie below its
 * 1320 floor and follow lichess's AI levels 1–3 instead (Skill Level 0 at depths 1–3 and 50–150 ms a
 * move, the same shape as lichess's table); their Elo is an estimate from that table. Level 8 is the
 * lite network unrestricted at depth 22 or one second a move.
 */
export const COMPUTER_LEVELS: readonly ComputerLevel[] = [
  { level: 1, elo: 800, skill: 0, uciElo: null, depth: 1, movetimeMs: 50 },
  { level: 2, elo: 1000, skill: 0, uciElo: null, depth: 2, movetimeMs: 100 },
  { level: 3, elo: 1200, skill: 2, uciElo: null, depth: 3, movetimeMs: 150 },
  { level: 4, elo: 1400, skill: 6, uciElo: 1400, depth: 5, movetimeMs: 200 },
  { level: 5, elo: 1700, skill: 10, uciElo: 1700, depth: 8, movetimeMs: 300 },
  { level: 6, elo: 2000, skill: 14, uciElo: 2000, depth: 12, movetimeMs: 400 },
  { level: 7, elo: 2400, skill: 18, uciElo: 2400, depth: 16, movetimeMs: 600 },
  { level: 8, elo: 3000, skill: 20, uciElo: null, depth: 22, movetimeMs: 1000 },
];

export const COMPUTER_LEVEL_MIN = 1;
export const COMPUTER_LEVEL_MAX = 8;

export function computerLevel(level: number): ComputerLevel {
  return COMPUTER_LEVELS[Math.min(COMPUTER_LEVEL_MAX, Math.max(COMPUTER_LEVEL_MIN, Math.round(level))) - 1]!;
}

/**
 * How a bot picks among the engine's best lines (MultiPV 3):
 * `balanced` plays the engine's move; `aggressive` prefers a check or capture within 40 centipawns of
 * the best; `solid` prefers a quiet move within 30; `trappy` prefers a check within 60.
 */
export const COMPUTER_STYLES = ['balanced', 'aggressive', 'solid', 'trappy'] as const;
export type ComputerStyle = (typeof COMPUTER_STYLES)[number];

export interface ComputerBot {
  key: string;
  /** Its username: reserved (accounts.ts), so no member can take it. */
  username: string;
  /** Its level when played as itself; the `stockfish` bot plays at the level chosen. */
  level: number | null;
  style: ComputerStyle;
  /** Opening lines (UCI) it follows while the game stays on one of them, picked at random. */
  openings: readonly string[];
  /** Its flair (contract flair.ts, category computer_chess). */
  flairCode: string;
}

export const COMPUTER_BOTS: readonly ComputerBot[] = [
  {
    key: 'stockfish',
    username: 'Kingside-Stockfish',
    level: null,
    style: 'balanced',
    openings: [],
    flairCode: 'computer_chip',
  },
  {
    key: 'pip',
    username: 'Pip-the-Pawn',
    level: 1,
    style: 'balanced',
    openings: ['e2e4 e7e5', 'a2a3', 'h7h6'],
    flairCode: 'computer_robot',
  },
  {
    key: 'rosa',
    username: 'Rosa-Gambit',
    level: 3,
    style: 'aggressive',
    openings: ['e2e4 e7e5 f2f4', 'e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 b2b4', 'e2e4 c7c5 d2d4 c5d4 c2c3'],
    flairCode: 'computer_robot',
  },
  {
    key: 'basil',
    username: 'Bishop-Basil',
    level: 5,
    style: 'solid',
    openings: ['d2d4 d7d5 c2c4 e7e6', 'd2d4 g8f6 c1f4', 'c2c4 e7e5 b1c3'],
    flairCode: 'computer_brain',
  },
  {
    key: 'vex',
    username: 'Vex-the-Trickster',
    level: 6,
    style: 'trappy',
    openings: ['e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 f3g5', 'd2d4 d7d5 c2c4 e7e5', 'e2e4 c7c6 d2d4 d7d5 e4e5'],
    flairCode: 'computer_robot',
  },
];

export const COMPUTER_BOT_KEYS = COMPUTER_BOTS.map((bot) => bot.key) as [string, ...string[]];
export const COMPUTER_USERNAMES: readonly string[] = COMPUTER_BOTS.map((bot) => bot.username);

export function computerBot(key: string): ComputerBot | null {
  return COMPUTER_BOTS.find((bot) => bot.key === key) ?? null;
}

/**
 * How the member says the game ended. The server checks the claim against the final position:
 * `checkmate`, `stalemate` and the automatic draws must be so; `threefoldRepetition` and `fiftyMoves`
 * must be claimable there; `resign` is the member resigning a game still on.
 */
export const COMPUTER_GAME_ENDS = [
  'checkmate',
  'stalemate',
  'insufficientMaterial',
  'fivefoldRepetition',
  'seventyFiveMoves',
  'threefoldRepetition',
  'fiftyMoves',
  'resign',
] as const;
export type ComputerGameEnd = (typeof COMPUTER_GAME_ENDS)[number];

/** The longest game we store (plies): far past any real game, short enough to check at once. */
export const COMPUTER_GAME_MAX_PLIES = 1200;

/** `POST COMPUTER_API.games`: a finished game against the computer. */
export interface RecordComputerGameRequest {
  bot: string;
  level: number;
  /** The member's colour. */
  color: Color;
  /** UCI moves from the initial position. */
  moves: string[];
  end: ComputerGameEnd;
}

/** 201 answer: the stored game, never rated. */
export interface ComputerGameRecord {
  id: string;
  status: GameStatus;
  winner: Color | null;
  endReason: EndReason | null;
  rated: false;
}

export const COMPUTER_API = {
  /** POST `RecordComputerGameRequest` → 201 `ComputerGameRecord` (members only). */
  games: '/callback/computer/games',
} as const;

export const COMPUTER_MESSAGES = {
  membersOnly: 'Log in to keep your games against the computer.',
  unknownBot: 'There is no such computer player.',
  illegalMove: 'Move {ply} is not legal in this game.',
  notOver: 'The game is not over in its final position: it cannot end that way.',
  endedEarlier: 'The game was already over before its last move.',
  resignTooEarly: 'Until each side has moved, a game can be aborted but not resigned.',
  resignFinished: 'A finished position cannot be resigned.',
  tooLong: 'That game is longer than any game we keep.',
} as const;
