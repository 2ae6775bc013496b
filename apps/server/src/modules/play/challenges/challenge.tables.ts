import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../../db/columns';
import { users } from '../../accounts/accounts.tables';
import { games } from '../play.tables';

/**
 * One row per challenge. Every change of `status` is a conditional write (`… WHERE status =
 * 'pending' AND expires_at > now`), which is what makes an accept count exactly once. A pending
 * row past `expires_at` reads as expired (the platform clock decides; no sweeper needed).
 */
export const challenges = pgTable(
  'challenges',
  {
    id: text('id').primaryKey(),
    challengerUserId: integer('challenger_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** The session's guest id of a guest challenger; null for members. */
    challengerGuestId: uuid('challenger_guest_id'),
    challengerName: text('challenger_name').notNull(),
    /** The member challenged; null with a null guest id too: an open challenge (a link). */
    destUserId: integer('dest_user_id').references(() => users.userId, { onDelete: 'cascade' }),
    /** A guest is challenged only to a rematch. */
    destGuestId: uuid('dest_guest_id'),
    destName: text('dest_name'),
    initialSeconds: integer('initial_seconds').notNull(),
    incrementSeconds: integer('increment_seconds').notNull(),
    /** Days per move of a daily challenge; null for a live one. */
    days: smallint('days'),
    weekendPause: boolean('weekend_pause').notNull().default(false),
    /** An open daily challenge listed in the daily lobby (a seek that waits for a taker). */
    lobby: boolean('lobby').notNull().default(false),
    rated: boolean('rated').notNull(),
    /** The challenger's colour: white, black or random. */
    color: text('color').notNull(),
    /** pending, accepted, declined, cancelled, expired. */
    status: text('status').notNull().default('pending'),
    declineReason: text('decline_reason'),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    rematchOf: text('rematch_of').references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // A player's pending challenges, both ways.
    index('challenges_dest_user_idx').on(t.destUserId).where(sql`${t.status} = 'pending'`),
    index('challenges_dest_guest_idx').on(t.destGuestId).where(sql`${t.status} = 'pending'`),
    index('challenges_challenger_user_idx').on(t.challengerUserId).where(sql`${t.status} = 'pending'`),
    index('challenges_challenger_guest_idx').on(t.challengerGuestId).where(sql`${t.status} = 'pending'`),
    index('challenges_rematch_of_idx').on(t.rematchOf),
    // The open daily lobby, newest first.
    index('challenges_daily_lobby_idx').on(t.createdAt).where(sql`${t.status} = 'pending' and ${t.lobby}`),
  ],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type NewChallengeRow = typeof challenges.$inferInsert;
