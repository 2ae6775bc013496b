import type { ModerationAction, ReportReasonId, ReportTargetKind } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * Reports of members, forum topics and videos. A target is `(target_kind, target_ref)`: a member's
 * user id as text (and `target_user_id` for joins), a topic's uuid or a video's id, kept even before
 * those exist. A reporter has at most one open report per target (the partial unique index); a
 * moderator's action resolves every open report of the target at once, with its outcome.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterUserId: integer('reporter_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<ReportTargetKind>().notNull(),
    targetRef: text('target_ref').notNull(),
    targetUserId: integer('target_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReasonId>().notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null while open. */
    outcome: text('outcome').$type<ModerationAction>(),
    resolvedByUserId: integer('resolved_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_open_per_reporter_idx')
      .on(t.reporterUserId, t.targetKind, t.targetRef)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_open_target_idx').on(t.targetKind, t.targetRef, t.id).where(sql`${t.resolvedAt} is null`),
    index('reports_target_user_idx').on(t.targetUserId, t.id),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

/** A member's current mute: one row per member, replaced by a new mute; the past is in the audit log. */
export const mutes = pgTable('mutes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  mutedByUserId: integer('muted_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
