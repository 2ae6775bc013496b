import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Logger } from '../../platform/logger';
import { type NameOpening, openingColumns } from './game-opening';
import { games } from './play.tables';

/** Games named per batch: one short read and one write, so live moves wait behind neither for long. */
const BATCH = 200;

/**
 * Names the openings of finished games that ended before openings were stored (and of games
 * written straight into the table, as the demo seed does), in batches on `games_unnamed_idx`,
 * in the background after the server starts. Until a game is named its readers name it themselves
 * (finished-games.ts), so this only makes them faster; run twice at once, both write the same names.
 */
export function createOpeningBackfill(deps: { db: Db; logger: Logger; nameOpening: NameOpening }) {
  let running: Promise<number> | null = null;
  let stopping = false;

  async function batch(): Promise<number> {
    const unnamed = await deps.db
      .select({ id: games.id, moves: games.moves })
      .from(games)
      .where(and(isNotNull(games.endedAt), isNull(games.openingPly)))
      .limit(BATCH);
    if (unnamed.length === 0) return 0;
    const named = unnamed.map(({ id, moves }) => ({
      id,
      ...openingColumns(deps.nameOpening, moves ? moves.split(' ') : []),
    }));
    const values = sql.join(
      named.map(
        (row) => sql`(${row.id}, ${row.openingEco}, ${row.openingName}, ${row.openingPly}::smallint)`,
      ),
      sql`, `,
    );
    await deps.db.execute(sql`update ${games} set opening_eco = named.eco, opening_name = named.name,
        opening_ply = named.ply
      from (values ${values}) as named (id, eco, name, ply)
      where ${games.id} = named.id and ${games.openingPly} is null`);
    return unnamed.length;
  }

  async function run(): Promise<number> {
    // Loads the opening table now (a few hundred milliseconds) rather than when the first game ends.
    deps.nameOpening([]);
    let total = 0;
    for (let done = await batch(); done > 0 && !stopping; done = await batch()) total += done;
    if (total > 0) deps.logger.info({ games: total }, 'named the openings of earlier games');
    return total;
  }

  return {
    /** Starts naming (once); resolves to how many games it named. */
    start(): Promise<number> {
      stopping = false;
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    /** Stops after the batch under way. */
    async stop(): Promise<void> {
      stopping = true;
      await running?.catch(() => undefined);
    },
  };
}

export type OpeningBackfill = ReturnType<typeof createOpeningBackfill>;
