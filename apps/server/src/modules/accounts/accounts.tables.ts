import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
  username: text('username').notNull(),
  usernameKey: text('username_key').notNull().unique(),
  email: text('email').notNull(),
  emailKey: text('email_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Paid tier, staff role and closure are kept apart; `deriveLevel` folds them. */
  tier: text('tier').notNull().default('basic'),
  role: text('role'),
  closure: text('closure'),
  isActivated: boolean('is_activated').notNull().default(false),
  country: text('country'),
  chessTitle: text('chess_title'),
  avatarUrl: text('avatar_url'),
  language: text('language').notNull().default('en'),
  timezone: text('timezone'),
  archiveView: text('archive_view').notNull().default('grid'),
  homeContentType: text('home_content_type').notNull().default('following'),
  fairPlayAgree: smallint('fair_play_agree').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** Every visitor has an identity; guests keep theirs for the life of the session. */
    guestId: uuid('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
