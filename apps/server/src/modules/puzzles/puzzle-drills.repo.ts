import { and, asc, count, eq, gt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { puzzleDrills, puzzles } from './puzzles.tables';

/** A member's drills: puzzles they failed, each due again on its step's schedule (drill-schedule.ts). */
export function createPuzzleDrillsRepo() {
  return {
    async drill(db: DbOrTx, userId: number, puzzleId: number) {
      const [row] = await db
        .select()
        .from(puzzleDrills)
        .where(and(eq(puzzleDrills.userId, userId), eq(puzzleDrills.puzzleId, puzzleId)));
      return row ?? null;
    },

    async saveDrill(db: DbOrTx, userId: number, puzzleId: number, step: number, dueAt: Date) {
      await db
        .insert(puzzleDrills)
        .values({ userId, puzzleId, step, dueAt })
        .onConflictDoUpdate({ target: [puzzleDrills.userId, puzzleDrills.puzzleId], set: { step, dueAt } });
    },

    async dropDrill(db: DbOrTx, userId: number, puzzleId: number) {
      await db
        .delete(puzzleDrills)
        .where(and(eq(puzzleDrills.userId, userId), eq(puzzleDrills.puzzleId, puzzleId)));
    },

    /** Drills due by `now`, soonest first, after the (dueAt, puzzleId) cursor. */
    async dueDrills(
      db: DbOrTx,
      userId: number,
      now: Date,
      after: { dueAt: Date; puzzleId: number } | null,
      limit: number,
    ) {
      return db
        .select({ drill: puzzleDrills, puzzle: puzzles })
        .from(puzzleDrills)
        .innerJoin(puzzles, eq(puzzles.id, puzzleDrills.puzzleId))
        .where(
          and(
            eq(puzzleDrills.userId, userId),
            lte(puzzleDrills.dueAt, now),
            after
              ? or(
                  gt(puzzleDrills.dueAt, after.dueAt),
                  and(eq(puzzleDrills.dueAt, after.dueAt), gt(puzzleDrills.puzzleId, after.puzzleId)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(puzzleDrills.dueAt), asc(puzzleDrills.puzzleId))
        .limit(limit);
    },

    async dueCount(db: DbOrTx, userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(puzzleDrills)
        .where(and(eq(puzzleDrills.userId, userId), lte(puzzleDrills.dueAt, now)));
      return row?.n ?? 0;
    },
  };
}
