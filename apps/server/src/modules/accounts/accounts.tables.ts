import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull().unique(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** Paid tier, staff role and closure are kept apart; `deriveLevel` folds them. */
    tier: text('tier').notNull().default('basic'),
    /** Set once the member took a trial or any subscription: `eligibleFirstTrial` is then false for good. */
    trialUsed: boolean('trial_used').notNull().default(false),
    role: text('role'),
    closure: text('closure'),
    isActivated: boolean('is_activated').notNull().default(false),
    country: text('country'),
    chessTitle: text('chess_title'),
    avatarUrl: text('avatar_url'),
    /** The larger avatar (profile page); set with `avatarUrl` (platform/uploads). */
    avatarLargeUrl: text('avatar_large_url'),
    /** Chosen flair (contract flair.ts), shown while the member may wear it. */
    flairCode: text('flair_code'),
    language: text('language').notNull().default('en'),
    /** The language of the content the member reads (§7 content-language); null follows `language`. */
    contentLanguage: text('content_language'),
    timezone: text('timezone'),
    archiveView: text('archive_view').notNull().default('grid'),
    homeContentType: text('home_content_type').notNull().default('following'),
    fairPlayAgree: smallint('fair_play_agree').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set when the member closed the account themselves: logging in within the grace period reopens it. */
    selfClosedAt: timestamp('self_closed_at', { withTimezone: true }),
  },
  (t) => [
    // Member searches: a username prefix is an index range in byte order (collation "C", whatever the
    // database's own, so LIKE 'abc%' and the alphabetical order both use it), and "most recently
    // seen" is read off an index too.
    index('users_username_prefix_idx').on(sql`${t.usernameKey} collate "C"`),
    index('users_last_login_idx').on(t.lastLoginAt.desc().nullsLast(), t.userId.desc().nullsFirst()),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Mailed single-use tokens (email verification, password reset); only their sha256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

export type AccountTokenPurpose = 'verify_email' | 'reset_password';
