import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export type UserRow = typeof users.$inferSelect;
