import { speedOf } from '@kingside/contract';
import type { Clock } from '../../../platform/clock';
import { type MatchGameOutcome, resultOf } from './match-scoring';
import type { MatchGames } from './matches.ports';
import type { MatchesRepo, MatchRow } from './matches.repo';
import { BOARD_GAME_COLORS, pairBoards } from './pairing';

/** The speed a match's ratings are read in: `daily`, or the live clock's (`blitz`, …). */
export const speedOfMatch = (row: MatchRow) =>
  row.daysPerMove !== null
    ? 'daily'
    : speedOf({ initial: row.tcInitial ?? 0, increment: row.tcIncrement ?? 0 });

/**
 * A match once agreed: its start (boards paired by rating, each playing two games with colours
 * swapped, live or daily as agreed) and the results of those games. Both are claimed once in the
 * database, so any node, sweep or click may call them.
 */
export function createMatchLifecycle(deps: { repo: MatchesRepo; games: MatchGames; clock: Clock }) {
  const { repo } = deps;

  /** Who registered, with their current rating in the match's speed. */
  async function registrantsRated(row: MatchRow) {
    const players = await repo.registrants(row.id);
    const ratings = await deps.games.ratings(
      players.map((p) => p.userId),
      speedOfMatch(row),
    );
    return players.map((p) => ({ ...p, rating: ratings.get(p.userId) ?? 0 }));
  }

  /** Pairs the boards and starts their games; once per match, whichever node or click comes first. */
  async function start(row: MatchRow): Promise<boolean> {
    const id = row.id;
    if (!(await repo.transition(id, ['registration'], 'in_progress', deps.clock.now()))) return false;
    const players = await registrantsRated(row);
    const boards = pairBoards(
      players.filter((p) => p.side === 'home'),
      players.filter((p) => p.side === 'away'),
      row.boards,
    );
    if (boards.length === 0) {
      await repo.transition(id, ['in_progress'], 'cancelled', deps.clock.now());
      return true;
    }
    // A daily game's clock is its days per move (play ignores `tc` then).
    const tc = row.daysPerMove
      ? { initial: row.daysPerMove * 86_400, increment: 0 }
      : { initial: row.tcInitial ?? 0, increment: row.tcIncrement ?? 0 };
    for (const board of boards) {
      const games = [];
      for (const homeColor of BOARD_GAME_COLORS) {
        const home = { userId: board.home.userId, name: board.home.username };
        const away = { userId: board.away.userId, name: board.away.username };
        const game = await deps.games.create({
          white: homeColor === 'white' ? home : away,
          black: homeColor === 'white' ? away : home,
          tc,
          rated: row.rated,
          daysPerMove: row.daysPerMove,
        });
        games.push({ gameId: game.id, matchId: id, board: board.board, homeColor });
      }
      await repo.addBoard(
        {
          matchId: id,
          board: board.board,
          homeUserId: board.home.userId,
          awayUserId: board.away.userId,
          homeRating: board.home.rating,
          awayRating: board.away.rating,
        },
        games,
      );
    }
    await repo.markStarted(id, deps.clock.now());
    return true;
  }

  /** A game's outcome counts for its match once it ended, once (a repeat, or another node's, changes nothing). */
  async function settle(gameId: string, outcome: MatchGameOutcome | null): Promise<void> {
    if (!outcome?.ended) return;
    const game = await repo.game(gameId);
    if (!game || game.result !== null) return;
    await repo.applyResult(gameId, game.matchId, resultOf(game.homeColor, outcome), deps.clock.now());
  }

  /** A game ended (play's notice): read back how, if it is a match game still without a result. */
  async function gameFinished(gameId: string): Promise<void> {
    const game = await repo.game(gameId);
    if (!game || game.result !== null) return;
    await settle(gameId, await deps.games.outcome(gameId));
  }

  return { registrantsRated, start, gameFinished, settle };
}
