import type { LiveGamePlayer, LiveGameSummary, LiveGamesResponse, Speed } from '@kingside/contract';
import { loadGame } from './game-logic';
import type { PlayRepo } from './play.repo';
import type { GameRow } from './play.tables';

/** Positions already worked out, by game and version: a list polled by many spectators replays nothing. */
const POSITION_CACHE_MAX = 2000;

function side(row: GameRow, white: boolean): LiveGamePlayer {
  const userId = white ? row.whiteUserId : row.blackUserId;
  return {
    username: white ? row.whiteName : row.blackName,
    rating: userId === null ? null : white ? row.whiteRating : row.blackRating,
    isGuest: userId === null,
  };
}

/**
 * The games being played, top-rated first, each with its position now (for `/watch`). `current`
 * gives a stored row with the moves journaled since (committer.current): the table may be a fold
 * behind the game.
 */
export function createLiveGames(repo: PlayRepo, current: (row: GameRow) => GameRow) {
  const positions = new Map<string, { version: number; fen: string; lastMove: string | null }>();

  function positionOf(row: GameRow) {
    const known = positions.get(row.id);
    if (known && known.version === row.version) return known;
    const game = loadGame(row);
    const found = { version: row.version, fen: game.fen, lastMove: game.line.uci[game.plies - 1] ?? null };
    positions.delete(row.id);
    positions.set(row.id, found);
    if (positions.size > POSITION_CACHE_MAX) positions.delete(positions.keys().next().value!);
    return found;
  }

  return async (limit: number): Promise<LiveGamesResponse> => {
    const rows = await repo.liveGames(limit);
    const games: LiveGameSummary[] = rows.map((stored) => {
      const row = current(stored);
      const { fen, lastMove } = positionOf(row);
      return {
        id: row.id,
        rated: row.rated,
        speed: row.speed as Speed,
        timeControl: { initial: row.initialSeconds, increment: row.incrementSeconds },
        white: side(row, true),
        black: side(row, false),
        fen,
        lastMove,
        version: row.version,
      };
    });
    return { games };
  };
}
