import type { PuzzleTheme } from '@kingside/contract';
import { and, asc, count, desc, eq, gt, gte, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { newestTimes, type TimeWindow } from '../../db/newest-times';
import { createPuzzleDrillsRepo } from './puzzle-drills.repo';
import {
  type NewPuzzle,
  type PuzzleRow,
  puzzleAttempts,
  puzzleDaily,
  puzzleRatings,
  puzzleStreaks,
  puzzles,
} from './puzzles.tables';

export interface PuzzleFilter {
  min: number;
  max: number;
  theme: PuzzleTheme | null;
}

/** Every query on the puzzle tables (drills' in puzzle-drills.repo.ts, spread in); nothing else touches them. */
export function createPuzzlesRepo() {
  const unplayedBy = (userId: number) =>
    sql`not exists (select 1 from ${puzzleAttempts} a where a.user_id = ${userId} and a.puzzle_id = ${puzzles.id})`;
  const inFilter = (filter: PuzzleFilter) =>
    and(
      gte(puzzles.rating, filter.min),
      lte(puzzles.rating, filter.max),
      filter.theme ? sql`${puzzles.themes} @> array[${filter.theme}]::text[]` : undefined,
    );

  return {
    async insertPuzzles(db: DbOrTx, rows: NewPuzzle[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(puzzles)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: puzzles.id });
      return inserted.length;
    },

    async puzzle(db: DbOrTx, id: number): Promise<PuzzleRow | null> {
      const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id));
      return row ?? null;
    },

    /** The unplayed puzzle nearest `target` in the filter: one index range up, one down. */
    async nearest(
      db: DbOrTx,
      userId: number,
      target: number,
      filter: PuzzleFilter,
    ): Promise<PuzzleRow | null> {
      const [above] = await db
        .select()
        .from(puzzles)
        .where(and(inFilter(filter), gte(puzzles.rating, target), unplayedBy(userId)))
        .orderBy(asc(puzzles.rating), asc(puzzles.id))
        .limit(1);
      const [below] = await db
        .select()
        .from(puzzles)
        .where(and(inFilter(filter), sql`${puzzles.rating} < ${target}`, unplayedBy(userId)))
        .orderBy(desc(puzzles.rating), desc(puzzles.id))
        .limit(1);
      if (!above || !below) return above ?? below ?? null;
      return above.rating - target <= target - below.rating ? above : below;
    },

    /** The next rung of a streak's ladder: the easiest puzzle after (rating, id). */
    async ladderAfter(db: DbOrTx, rating: number, id: number): Promise<PuzzleRow | null> {
      const [row] = await db
        .select()
        .from(puzzles)
        .where(or(gt(puzzles.rating, rating), and(eq(puzzles.rating, rating), gt(puzzles.id, id))))
        .orderBy(asc(puzzles.rating), asc(puzzles.id))
        .limit(1);
      return row ?? null;
    },

    async setPuzzleRating(
      db: DbOrTx,
      id: number,
      rating: { rating: number; deviation: number; volatility: number },
    ) {
      await db
        .update(puzzles)
        .set({
          rating: rating.rating,
          rd: rating.deviation,
          vol: rating.volatility,
          plays: sql`${puzzles.plays} + 1`,
        })
        .where(eq(puzzles.id, id));
    },

    async themeCounts(db: DbOrTx): Promise<{ theme: PuzzleTheme; count: number }[]> {
      const result = await db.execute(
        sql`select theme, count(*)::int as count from ${puzzles}, unnest(${puzzles.themes}) as theme group by theme`,
      );
      return (result as unknown as { rows: { theme: PuzzleTheme; count: number }[] }).rows;
    },

    async memberRating(db: DbOrTx, userId: number) {
      const [row] = await db.select().from(puzzleRatings).where(eq(puzzleRatings.userId, userId));
      return row ?? null;
    },

    async saveMemberRating(
      db: DbOrTx,
      userId: number,
      rating: { rating: number; deviation: number; volatility: number },
      solved: boolean,
      now: Date,
    ) {
      const values = { rating: rating.rating, rd: rating.deviation, vol: rating.volatility, updatedAt: now };
      await db
        .insert(puzzleRatings)
        .values({ userId, ...values, solved: solved ? 1 : 0, failed: solved ? 0 : 1 })
        .onConflictDoUpdate({
          target: puzzleRatings.userId,
          set: {
            ...values,
            solved: sql`${puzzleRatings.solved} + ${solved ? 1 : 0}`,
            failed: sql`${puzzleRatings.failed} + ${solved ? 0 : 1}`,
          },
        });
    },

    async openAttempt(db: DbOrTx, userId: number, puzzleId: number) {
      const [row] = await db
        .select()
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, userId),
            eq(puzzleAttempts.puzzleId, puzzleId),
            isNull(puzzleAttempts.result),
          ),
        )
        .orderBy(desc(puzzleAttempts.id))
        .limit(1);
      return row ?? null;
    },

    async hasTried(db: DbOrTx, userId: number, puzzleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: puzzleAttempts.id })
        .from(puzzleAttempts)
        .where(and(eq(puzzleAttempts.userId, userId), eq(puzzleAttempts.puzzleId, puzzleId)))
        .limit(1);
      return row !== undefined;
    },

    /** The member's last finished result on a puzzle, or null. */
    async lastResult(db: DbOrTx, userId: number, puzzleId: number): Promise<'solved' | 'failed' | null> {
      const [row] = await db
        .select({ result: puzzleAttempts.result })
        .from(puzzleAttempts)
        .where(
          and(
            eq(puzzleAttempts.userId, userId),
            eq(puzzleAttempts.puzzleId, puzzleId),
            not(isNull(puzzleAttempts.result)),
          ),
        )
        .orderBy(desc(puzzleAttempts.id))
        .limit(1);
      return row?.result ?? null;
    },

    async startAttempt(db: DbOrTx, row: typeof puzzleAttempts.$inferInsert) {
      const [inserted] = await db.insert(puzzleAttempts).values(row).returning();
      return inserted!;
    },

    /** Closes an open attempt; false when another request closed it first. */
    async finishAttempt(
      db: DbOrTx,
      id: number,
      done: {
        result: 'solved' | 'failed';
        ratingBefore: number | null;
        ratingAfter: number | null;
        at: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(puzzleAttempts)
        .set({
          result: done.result,
          ratingBefore: done.ratingBefore,
          ratingAfter: done.ratingAfter,
          finishedAt: done.at,
        })
        .where(and(eq(puzzleAttempts.id, id), isNull(puzzleAttempts.result)))
        .returning({ id: puzzleAttempts.id });
      return rows.length > 0;
    },

    async dailyOf(db: DbOrTx, day: string): Promise<number | null> {
      const [row] = await db.select().from(puzzleDaily).where(eq(puzzleDaily.day, day));
      return row?.puzzleId ?? null;
    },

    /** Picks the day's puzzle (the `index`th by id, wrapped) once; whoever asks first fixes it. */
    async pickDaily(db: DbOrTx, day: string, index: number): Promise<number | null> {
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(puzzles);
      if (n === 0) return null;
      const [pick] = await db
        .select({ id: puzzles.id })
        .from(puzzles)
        .orderBy(asc(puzzles.id))
        .limit(1)
        .offset(index % n);
      await db.insert(puzzleDaily).values({ day, puzzleId: pick!.id }).onConflictDoNothing();
      return this.dailyOf(db, day);
    },

    async streak(db: DbOrTx, userId: number) {
      const [row] = await db.select().from(puzzleStreaks).where(eq(puzzleStreaks.userId, userId));
      return row ?? null;
    },

    async saveStreak(db: DbOrTx, row: typeof puzzleStreaks.$inferInsert) {
      const { userId, ...rest } = row;
      await db
        .insert(puzzleStreaks)
        .values(row)
        .onConflictDoUpdate({ target: puzzleStreaks.userId, set: rest });
    },

    /** When the member's solved tries finished, newest first, at most `limit` (the solving streak). */
    solvedAt(db: DbOrTx, userId: number, window: TimeWindow, limit: number): Promise<Date[]> {
      return newestTimes(
        db,
        { table: puzzleAttempts, userId: puzzleAttempts.userId, at: puzzleAttempts.finishedAt },
        { userId, window, limit, where: eq(puzzleAttempts.result, 'solved') },
      );
    },

    ...createPuzzleDrillsRepo(),
  };
}

export type PuzzlesRepo = ReturnType<typeof createPuzzlesRepo>;
