import { and, asc, eq, gt, isNotNull, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { type GameRow, games } from './play.tables';

/** Where a walk over finished games stands: the last game seen, by when it ended. */
export interface EndedCursor {
  endedAt: Date;
  id: string;
}

export interface EndedGame {
  id: string;
  /** UCI moves from the standard start. */
  moves: string[];
  endedAt: Date;
}

const after = (cursor: EndedCursor | null) =>
  cursor
    ? or(gt(games.endedAt, cursor.endedAt), and(eq(games.endedAt, cursor.endedAt), gt(games.id, cursor.id)))
    : undefined;

/** Every finished game in the order it ended, a keyset page at a time (the puzzle miner's feed). */
export function createEndedGames(db: Db) {
  return {
    /**
     * Rated live games played out (not aborted) that ended after the cursor and before `before`,
     * in the order they ended: the leagues' catch-up for a lost game-end notice.
     */
    async ratedLive(cursor: EndedCursor, before: Date, limit: number): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(
          and(
            isNotNull(games.endedAt),
            after(cursor),
            lt(games.endedAt, before),
            eq(games.rated, true),
            isNull(games.daysPerMove),
            notInArray(games.status, ['started', 'aborted']),
          ),
        )
        .orderBy(asc(games.endedAt), asc(games.id))
        .limit(limit);
    },

    async after(cursor: EndedCursor | null, limit: number): Promise<EndedGame[]> {
      const rows = await db
        .select({ id: games.id, moves: games.moves, endedAt: games.endedAt })
        .from(games)
        .where(and(isNotNull(games.endedAt), after(cursor)))
        .orderBy(asc(games.endedAt), asc(games.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        moves: row.moves ? row.moves.split(' ') : [],
        endedAt: row.endedAt!,
      }));
    },
  };
}
