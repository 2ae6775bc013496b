import type { ReviewDepth } from '@kingside/contract';
import type { PositionEval } from '@kingside/contract/review';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { gameReviews } from './review.tables';

export type GameReviewRow = typeof gameReviews.$inferSelect;

export function createReviewRepo(db: Db) {
  return {
    /** The member's rows for a game, every depth. */
    async mine(gameId: string, userId: number): Promise<GameReviewRow[]> {
      return db
        .select()
        .from(gameReviews)
        .where(and(eq(gameReviews.gameId, gameId), eq(gameReviews.userId, userId)));
    },

    /** Records a paid deep review not yet saved; false when one was already there (paid before). */
    async startDeep(gameId: string, userId: number, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(gameReviews)
        .values({ gameId, userId, depth: 'deep', evals: null, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ gameId: gameReviews.gameId });
      return inserted.length > 0;
    },

    async save(
      gameId: string,
      userId: number,
      depth: ReviewDepth,
      evals: PositionEval[],
      now: Date,
    ): Promise<void> {
      await db
        .insert(gameReviews)
        .values({ gameId, userId, depth, evals, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [gameReviews.gameId, gameReviews.userId, gameReviews.depth],
          set: { evals, updatedAt: now },
        });
    },
  };
}
