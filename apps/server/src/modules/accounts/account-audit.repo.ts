import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/db';
import { sessions } from '../../db/sessions.tables';
import { type AuditRow, auditLog } from './account-audit.tables';
import { users } from './accounts.tables';

export type NewAuditRow = typeof auditLog.$inferInsert;
export interface AuditListRow extends AuditRow {
  actor: string | null;
  target: string | null;
}

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

export function createAuditRepo(db: DbOrTx) {
  async function list(where: SQL | undefined, limit: number): Promise<AuditListRow[]> {
    const rows = await db
      .select({ entry: auditLog, actor: actors.username, target: targets.username })
      .from(auditLog)
      .leftJoin(actors, eq(actors.userId, auditLog.actorUserId))
      .leftJoin(targets, eq(targets.userId, auditLog.targetUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.entry, actor: row.actor, target: row.target }));
  }

  return {
    async insert(values: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(values);
    },

    /** Newest first; `before` is the id of the last entry already shown. */
    page: (before: number | undefined, limit: number) =>
      list(before === undefined ? undefined : lt(auditLog.id, before), limit),

    forTarget: (userId: number, limit: number) => list(eq(auditLog.targetUserId, userId), limit),

    /** The newest unanswered close request on a member since `since`: a later close or reopen answers it. */
    async pendingCloseRequest(targetUserId: number, since: Date): Promise<AuditRow | null> {
      const [latest] = await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetUserId, targetUserId),
            inArray(auditLog.action, ['close_request', 'close', 'reopen']),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(1);
      return latest?.action === 'close_request' && latest.at >= since ? latest : null;
    },

    async setImpersonating(idHash: string, userId: number | null): Promise<void> {
      await db.update(sessions).set({ impersonatingUserId: userId }).where(eq(sessions.idHash, idHash));
    },

    /** Closing ends every way in: the member's sessions, and staff sessions viewing the site as them. */
    async endSessionsOf(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db
        .update(sessions)
        .set({ impersonatingUserId: null })
        .where(eq(sessions.impersonatingUserId, userId));
    },
  };
}
