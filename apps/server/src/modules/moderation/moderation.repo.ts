import type { ModerationAction, ReportReasonId, ReportTargetKind } from '@kingside/contract';
import { and, asc, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/db';
import { type UserRow, users } from '../accounts/accounts.tables';
import { mutes, type ReportRow, reports } from './moderation.tables';

export type NewReport = typeof reports.$inferInsert;

export interface TargetKey {
  kind: ReportTargetKind;
  ref: string;
}

export interface ReportGroupRow extends TargetKey {
  /** The group's oldest open report: its place in the queue and the page cursor. */
  firstId: number;
  count: number;
  reasons: ReportReasonId[];
  firstAt: Date;
  lastAt: Date;
  username: string | null;
  closure: string | null;
}

export interface ReportListRow extends ReportRow {
  reporter: string | null;
  resolvedBy: string | null;
}

const reporters = alias(users, 'reporters');
const resolvers = alias(users, 'resolvers');
const isTarget = ({ kind, ref }: TargetKey) => and(eq(reports.targetKind, kind), eq(reports.targetRef, ref));
const open = isNull(reports.resolvedAt);

export function createModerationRepo(db: DbOrTx) {
  async function list(where: SQL | undefined, order: SQL, limit: number): Promise<ReportListRow[]> {
    const rows = await db
      .select({ report: reports, reporter: reporters.username, resolvedBy: resolvers.username })
      .from(reports)
      .leftJoin(reporters, eq(reporters.userId, reports.reporterUserId))
      .leftJoin(resolvers, eq(resolvers.userId, reports.resolvedByUserId))
      .where(where)
      .orderBy(order)
      .limit(limit);
    return rows.map((row) => ({ ...row.report, reporter: row.reporter, resolvedBy: row.resolvedBy }));
  }

  return {
    /** Null when the reporter already has an open report of this target (the partial unique index). */
    async insert(values: NewReport): Promise<ReportRow | null> {
      const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async hasOpen(reporterUserId: number, target: TargetKey): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.reporterUserId, reporterUserId), isTarget(target), open))
        .limit(1);
      return row !== undefined;
    },

    /** Targets with open reports, the longest waiting first; `after` is the last page's last `firstId`. */
    async queue(after: number | undefined, limit: number): Promise<ReportGroupRow[]> {
      const firstId = sql<number>`min(${reports.id})`.mapWith(Number);
      const rows = await db
        .select({
          kind: reports.targetKind,
          ref: reports.targetRef,
          firstId,
          count: sql<number>`count(*)`.mapWith(Number),
          reasons: sql<string>`string_agg(distinct ${reports.reason}, ',')`,
          firstAt: sql`min(${reports.createdAt})`.mapWith(reports.createdAt),
          lastAt: sql`max(${reports.createdAt})`.mapWith(reports.createdAt),
          username: users.username,
          closure: users.closure,
        })
        .from(reports)
        .leftJoin(users, eq(users.userId, reports.targetUserId))
        .where(open)
        .groupBy(reports.targetKind, reports.targetRef, users.userId)
        .having(after === undefined ? undefined : gt(firstId, after))
        .orderBy(firstId)
        .limit(limit);
      return rows.map((row) => ({ ...row, reasons: row.reasons.split(',') as ReportReasonId[] }));
    },

    openOf: (target: TargetKey, limit: number) => list(and(isTarget(target), open), asc(reports.id), limit),

    resolvedOf: (target: TargetKey, limit: number) =>
      list(and(isTarget(target), isNotNull(reports.resolvedAt)), desc(reports.id), limit),

    /** Resolves every open report of the target; the ids it resolved (none: someone was first). */
    async resolveOpen(
      target: TargetKey,
      outcome: ModerationAction,
      byUserId: number,
      at: Date,
    ): Promise<number[]> {
      const rows = await db
        .update(reports)
        .set({ outcome, resolvedByUserId: byUserId, resolvedAt: at })
        .where(and(isTarget(target), open))
        .returning({ id: reports.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    async mute(userId: number, until: Date, byUserId: number, at: Date): Promise<void> {
      await db
        .insert(mutes)
        .values({ userId, until, mutedByUserId: byUserId, createdAt: at })
        .onConflictDoUpdate({
          target: mutes.userId,
          set: { until, mutedByUserId: byUserId, createdAt: at },
        });
    },

    async member(userId: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.userId, userId));
      return row ?? null;
    },

    /** The end of the member's mute, or null when it has passed (or there is none). */
    async mutedUntil(userId: number, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: mutes.until })
        .from(mutes)
        .where(and(eq(mutes.userId, userId), gt(mutes.until, now)));
      return row?.until ?? null;
    },
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;
