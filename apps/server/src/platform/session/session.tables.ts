import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sessions table, its foreign keys pointing at `memberKey`: the schema binds that to accounts'
 * users (db/sessions.tables.ts), since the platform knows no module.
 */
export function sessionsTable(memberKey: () => AnyPgColumn) {
  return pgTable(
    'sessions',
    {
      /** sha256 of the cookie value: a leaked table does not leak live sessions. */
      idHash: text('id_hash').primaryKey(),
      userId: integer('user_id').references(memberKey, { onDelete: 'cascade' }),
      /** Every visitor has an identity; guests keep theirs for the life of the session. */
      guestId: uuid('guest_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
      lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      userAgent: text('user_agent'),
      /** Staff viewing the site as this member (§4 impersonation); the session still belongs to `userId`. */
      impersonatingUserId: integer('impersonating_user_id').references(memberKey, { onDelete: 'set null' }),
    },
    (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
  );
}

export type SessionsTable = ReturnType<typeof sessionsTable>;
export type SessionRow = SessionsTable['$inferSelect'];
