import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';

/**
 * What a member writes about themselves on the profile. Country, flair and avatar stay on `users`:
 * every current-user payload carries them (§3 User).
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  location: text('location'),
  bio: text('bio'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type MemberProfileRow = typeof memberProfiles.$inferSelect;
