import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { games } from './play.tables';

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

/** Every finished game in the order it ended, a keyset page at a time (the puzzle miner's feed). */
export function createEndedGames(db: Db) {
  return {
    async after(cursor: EndedCursor | null, limit: number): Promise<EndedGame[]> {
      const rows = await db
        .select({ id: games.id, moves: games.moves, endedAt: games.endedAt })
        .from(games)
        .where(
          and(
            isNotNull(games.endedAt),
            cursor
              ? or(
                  gt(games.endedAt, cursor.endedAt),
                  and(eq(games.endedAt, cursor.endedAt), gt(games.id, cursor.id)),
                )
              : undefined,
          ),
        )
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
