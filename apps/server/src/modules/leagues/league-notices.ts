import type { Color, GameStatus } from '@kingside/contract';
import type { GameRow, PlayNotices } from '../play';
import type { FinishedGame } from './trophy-awards';

/** Play's stored row of an ended game, as the league counts it. */
export function finishedGameOf(row: GameRow): FinishedGame {
  return {
    id: row.id,
    status: row.status as GameStatus,
    winner: row.winner as Color | null,
    rated: row.rated,
    daysPerMove: row.daysPerMove,
    initialSeconds: row.initialSeconds,
    incrementSeconds: row.incrementSeconds,
    plies: row.moves === '' ? 0 : row.moves.split(' ').length,
    endedAt: row.endedAt ?? row.updatedAt,
    white: { userId: row.whiteUserId, name: row.whiteName },
    black: { userId: row.blackUserId, name: row.blackName },
  };
}

/**
 * Play's notices, also told to the leagues: every game that ends (on whichever node, by any cause)
 * gives its members their trophies. Told off the game's path, like every notice.
 */
export function withLeagueTrophies(
  notices: PlayNotices,
  gameFinished: (gameId: string) => Promise<void>,
): PlayNotices {
  return {
    ...notices,
    async gameFinished(game) {
      await Promise.all([notices.gameFinished(game), gameFinished(game.id)]);
    },
  };
}
