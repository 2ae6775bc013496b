import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * Uses of counted features, one row per member, feature and period (the member's day or week,
 * keyed by the instant it began). Features with unlimited use have no rows.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature, t.periodStart] })],
);
