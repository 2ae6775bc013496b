import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { type ClientErrorRow, clientErrors, type NewClientError } from './client-metrics.tables';

export type ClientErrorWithUser = ClientErrorRow & { username: string | null };

export function createClientMetricsRepo(db: Db) {
  return {
    async insert(row: NewClientError): Promise<void> {
      await db.insert(clientErrors).values(row);
    },

    /** Newest first, `limit` rows older than `before` (an id) when given. */
    async page(before: number | undefined, limit: number): Promise<ClientErrorWithUser[]> {
      const rows = await db
        .select({ report: clientErrors, username: users.username })
        .from(clientErrors)
        .leftJoin(users, eq(users.userId, clientErrors.userId))
        .where(before === undefined ? undefined : lt(clientErrors.id, before))
        .orderBy(desc(clientErrors.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.report, username: row.username }));
    },

    async deleteOlderThan(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(clientErrors)
        .where(lt(clientErrors.createdAt, cutoff))
        .returning({ id: clientErrors.id });
      return deleted.length;
    },
  };
}

export type ClientMetricsRepo = ReturnType<typeof createClientMetricsRepo>;
