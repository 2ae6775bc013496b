import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../modules/accounts/accounts.tables';

/** An instant, to the millisecond: what every table's `*_at` column is (JavaScript dates hold ms). */
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A member's id; the row goes with the member's account. */
export const memberId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' });
