import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sessions } from '../../db/sessions.tables';
import { users } from '../accounts/accounts.tables';

/** One TOTP secret per member: pending (`enabledAt` null) until a code from the app confirms it. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  /** AES-256-GCM under a key derived from the server secret (two-factor.crypto.ts), never plain. */
  secretEnc: text('secret_enc').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code of that step or an earlier one is a replay. */
  lastStep: integer('last_step'),
});

/** Single-use codes for a lost phone; only their hashes are kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [unique('two_factor_recovery_codes_user_code').on(t.userId, t.codeHash)],
);

/**
 * A login whose password checked out and which waits for its second factor, kept on the guest
 * session that made it: it dies with that session and is worth nothing from another browser.
 */
export const twoFactorPendingLogins = pgTable(
  'two_factor_pending_logins',
  {
    sessionIdHash: text('session_id_hash')
      .primaryKey()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    timezone: text('timezone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_pending_logins_user_idx').on(t.userId)],
);

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorPendingLoginRow = typeof twoFactorPendingLogins.$inferSelect;
