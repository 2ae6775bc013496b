import type { GamePlayer, GameView, LobbySeek } from '@kingside/contract';

export const INITIAL_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export function player(username: string, overrides: Partial<GamePlayer> = {}): GamePlayer {
  return {
    userId: 7,
    username,
    isGuest: false,
    rating: 1500,
    provisional: false,
    ratingDiff: null,
    ...overrides,
  };
}

/** A 3+0 game that has just started: Alice (user 7) has white, Bob (user 8) black; seen by Alice. */
export function gameView(overrides: Partial<GameView> = {}): GameView {
  return {
    id: 'abcdefgh',
    version: 1,
    rated: true,
    speed: 'blitz',
    timeControl: { initial: 180, increment: 0 },
    daysPerMove: null,
    weekendPause: false,
    white: player('Alice', { userId: 7 }),
    black: player('Bob', { userId: 8, rating: 1620 }),
    moves: [],
    san: [],
    moveClocks: [],
    fen: INITIAL_FEN,
    turn: 'white',
    status: 'started',
    winner: null,
    endReason: null,
    clock: { white: 180_000, black: 180_000, running: null, at: 0 },
    drawOffer: null,
    takebackOffer: null,
    drawClaimable: false,
    berserkable: false,
    berserk: { white: false, black: false },
    createdAt: '2026-01-01T10:00:00Z',
    you: 'white',
    ...overrides,
  };
}

/** One custom seek in the lobby's list: Carol's rated 5+3, any colour, any rating. */
export function lobbySeek(overrides: Partial<LobbySeek> = {}): LobbySeek {
  return {
    id: 'seek0001',
    username: 'Carol',
    isGuest: false,
    rating: 1720,
    rated: true,
    timeControl: { initial: 300, increment: 3 },
    speed: 'blitz',
    color: 'random',
    ratingRange: null,
    createdAt: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}
