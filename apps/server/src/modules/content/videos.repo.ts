import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { type ContentVideoRow, contentVideos } from './content.tables';

/** A video's source row beside its content item. */
export function createVideosRepo(db: Db) {
  return {
    async find(itemId: number): Promise<ContentVideoRow | null> {
      const [row] = await db.select().from(contentVideos).where(eq(contentVideos.itemId, itemId)).limit(1);
      return row ?? null;
    },

    /** Which of these items are premium videos (an index page marks them). */
    async premiumOf(itemIds: number[]): Promise<Set<number>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .select({ itemId: contentVideos.itemId, premium: contentVideos.premium })
        .from(contentVideos)
        .where(inArray(contentVideos.itemId, itemIds));
      return new Set(rows.filter((row) => row.premium).map((row) => row.itemId));
    },

    async setPremium(tx: DbOrTx, itemId: number, premium: boolean): Promise<void> {
      await tx.update(contentVideos).set({ premium }).where(eq(contentVideos.itemId, itemId));
    },

    /** Sets the item's source (and premium flag), replacing what it had. */
    async put(tx: DbOrTx, row: ContentVideoRow): Promise<void> {
      const { itemId, ...source } = row;
      await tx
        .insert(contentVideos)
        .values(row)
        .onConflictDoUpdate({ target: contentVideos.itemId, set: source });
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
