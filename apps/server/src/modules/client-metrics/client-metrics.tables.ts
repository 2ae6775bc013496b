import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/** Failed responses the web app reported (§7 client metrics): allow-listed fields only, never bodies. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull(),
    method: text('method').notNull(),
    /** Secrets in the path or query are redacted before storing. */
    url: text('url').notNull(),
    requestId: text('request_id'),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    userAgent: text('user_agent'),
    message: text('message'),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);

export type ClientErrorRow = typeof clientErrors.$inferSelect;
export type NewClientError = typeof clientErrors.$inferInsert;
