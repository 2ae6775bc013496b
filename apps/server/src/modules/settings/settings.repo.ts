import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { userSettings } from './settings.tables';

export function createSettingsRepo(db: Db) {
  return {
    async read(userId: number, keys: readonly string[]): Promise<Map<string, unknown>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .select({ key: userSettings.key, value: userSettings.value })
        .from(userSettings)
        .where(and(eq(userSettings.userId, userId), inArray(userSettings.key, [...keys])));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** One statement for the whole change: concurrent saves of different keys both land. */
    async write(userId: number, values: ReadonlyMap<string, unknown>, now: Date): Promise<void> {
      if (values.size === 0) return;
      await db
        .insert(userSettings)
        .values([...values].map(([key, value]) => ({ userId, key, value, updatedAt: now })))
        .onConflictDoUpdate({
          target: [userSettings.userId, userSettings.key],
          set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
        });
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
