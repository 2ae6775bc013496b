import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.tables';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A member's vacations: while one lasts, none of their daily games counts time. `ends_at` is the
 * planned end (the days the member had left) until the member ends it sooner.
 */
export const dailyVacations = pgTable(
  'daily_vacations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.startsAt] }),
    index('daily_vacations_user_end_idx').on(t.userId, t.endsAt),
  ],
);

export type DailyVacationRow = typeof dailyVacations.$inferSelect;
