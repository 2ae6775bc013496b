import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/** Personal bearer tokens for the open API; only a hash is stored, the token is shown once. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    /** lichess's scope names, comma-separated (`board:play,challenge:write`); empty: none. */
    scopes: text('scopes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
