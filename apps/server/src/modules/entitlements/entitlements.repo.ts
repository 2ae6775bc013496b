import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { quotaUsage } from './entitlements.tables';

export function createEntitlementsRepo(db: DbOrTx) {
  return {
    /**
     * One more use in a period, only while under `limit`: one statement, so concurrent uses on any
     * number of nodes never pass the limit. The new count, or null when the allowance is spent.
     */
    async useOne(userId: number, feature: string, periodStart: Date, limit: number): Promise<number | null> {
      const [row] = await db
        .insert(quotaUsage)
        .values({ userId, feature, periodStart, used: 1 })
        .onConflictDoUpdate({
          target: [quotaUsage.userId, quotaUsage.feature, quotaUsage.periodStart],
          set: { used: sql`${quotaUsage.used} + 1` },
          setWhere: sql`${quotaUsage.used} < ${limit}`,
        })
        .returning({ used: quotaUsage.used });
      return row?.used ?? null;
    },

    /** Uses of each feature in the period that began at the given instant. */
    async usedIn(userId: number, periods: { feature: string; start: Date }[]): Promise<Map<string, number>> {
      const used = new Map<string, number>();
      if (periods.length === 0) return used;
      const rows = await db
        .select({ feature: quotaUsage.feature, periodStart: quotaUsage.periodStart, used: quotaUsage.used })
        .from(quotaUsage)
        .where(
          and(
            eq(quotaUsage.userId, userId),
            inArray(
              quotaUsage.periodStart,
              periods.map((p) => p.start),
            ),
          ),
        );
      for (const period of periods) {
        const row = rows.find(
          (r) => r.feature === period.feature && r.periodStart.getTime() === period.start.getTime(),
        );
        used.set(period.feature, row?.used ?? 0);
      }
      return used;
    },

    /** Drops the counts of periods that began before `before`. */
    async deleteBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(quotaUsage)
        .where(lt(quotaUsage.periodStart, before))
        .returning({ userId: quotaUsage.userId });
      return gone.length;
    },
  };
}

export type EntitlementsRepo = ReturnType<typeof createEntitlementsRepo>;
