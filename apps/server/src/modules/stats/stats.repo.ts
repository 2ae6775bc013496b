import type { UserItem, YearRecap } from '@kingside/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { userItems, yearRecaps } from './stats.tables';

/** The stats module's tables: §7's items and the kept recaps. Nothing else touches them. */
export function createStatsRepo(db: Db) {
  return {
    async itemsOf(userId: number): Promise<Set<UserItem>> {
      const rows = await db
        .select({ item: userItems.item })
        .from(userItems)
        .where(eq(userItems.userId, userId));
      return new Set(rows.map((row) => row.item as UserItem));
    },

    /** Sets an item once; setting it again keeps the first time. */
    async setItem(userId: number, item: UserItem, at: Date): Promise<void> {
      await db.insert(userItems).values({ userId, item, setAt: at }).onConflictDoNothing();
    },

    async recap(userId: number, year: number): Promise<YearRecap | null> {
      const [row] = await db
        .select({ recap: yearRecaps.recap })
        .from(yearRecaps)
        .where(and(eq(yearRecaps.userId, userId), eq(yearRecaps.year, year)));
      return (row?.recap as YearRecap | undefined) ?? null;
    },

    /** Keeps a finished year's recap; when two requests race, the first one kept wins. */
    async keepRecap(userId: number, recap: YearRecap, at: Date): Promise<YearRecap> {
      await db
        .insert(yearRecaps)
        .values({ userId, year: recap.year, recap, computedAt: at })
        .onConflictDoNothing();
      return (await this.recap(userId, recap.year)) ?? recap;
    },
  };
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
