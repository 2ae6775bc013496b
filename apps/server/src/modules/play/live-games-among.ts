import type { ClubLiveGame, Speed } from '@kingside/contract';
import { and, desc, isNull, not, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { games } from './play.tables';

/** Which games a list wants, as SQL over a player's user id (null for a guest). */
export interface LiveGamesFilter {
  /** The player belongs to the group (a club's members): a game with one of them is listed. */
  among(userId: SQLWrapper): SQL;
  /** The player is not to be shown to this viewer (a block either way): their games are left out. */
  hidden(userId: SQLWrapper): SQL;
}

const side = (userId: number | null, name: string, rating: number | null) => ({
  username: name,
  rating: userId === null ? null : rating,
  isGuest: userId === null,
});

/**
 * Live games (not daily) that someone of a group plays, newest first, in one statement. The scan
 * stays on the live games' partial index (`games_live_idx`: started and not daily), each player
 * checked by the caller's own indexed lookup (a club's members by their primary key): a club's
 * size does not matter, only how many games are on.
 */
export function createLiveGamesAmong(db: Db) {
  return async (filter: LiveGamesFilter, limit: number): Promise<ClubLiveGame[]> => {
    const rows = await db
      .select({
        id: games.id,
        rated: games.rated,
        speed: games.speed,
        initialSeconds: games.initialSeconds,
        incrementSeconds: games.incrementSeconds,
        whiteUserId: games.whiteUserId,
        blackUserId: games.blackUserId,
        whiteName: games.whiteName,
        blackName: games.blackName,
        whiteRating: games.whiteRating,
        blackRating: games.blackRating,
        createdAt: games.createdAt,
      })
      .from(games)
      .where(
        and(
          sql`${games.status} = 'started'`,
          isNull(games.daysPerMove),
          or(filter.among(games.whiteUserId), filter.among(games.blackUserId)),
          not(filter.hidden(games.whiteUserId)),
          not(filter.hidden(games.blackUserId)),
        ),
      )
      .orderBy(desc(games.createdAt), desc(games.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      rated: row.rated,
      speed: row.speed as Speed,
      timeControl: { initial: row.initialSeconds, increment: row.incrementSeconds },
      white: side(row.whiteUserId, row.whiteName, row.whiteRating),
      black: side(row.blackUserId, row.blackName, row.blackRating),
      startedAt: row.createdAt.toISOString(),
    }));
  };
}

export type LiveGamesAmong = ReturnType<typeof createLiveGamesAmong>;
