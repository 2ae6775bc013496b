import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * Bot accounts (spec §4 user type `computer`): upgraded once through `POST /api/bot/account/upgrade`,
 * for good. A bot plays through `/api/bot/*` only: not the Board API, not the lobby's pools.
 */
export const botAccounts = pgTable('bot_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  upgradedAt: timestamp('upgraded_at', { withTimezone: true }).notNull(),
});
