import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * Players waiting for a game, on any node. A row lives as long as the socket that seeks (its
 * node and socket id): closing it deletes the row, and a node that dies stops refreshing
 * `alive_at`, so its rows are ignored and then deleted once they are older than the seek TTL.
 * Pairing takes two rows with `FOR UPDATE SKIP LOCKED` and deletes them: one game per pair.
 */
export const seeks = pgTable(
  'seeks',
  {
    id: text('id').primaryKey(),
    /** `u:<userId>` or `g:<guestId>`: one seek per person, wherever they seek from. */
    playerKey: text('player_key').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'cascade' }),
    guestId: uuid('guest_id'),
    name: text('name').notNull(),
    /** The pool (`3+0`), also for a custom time control: a custom 3+0 pairs with the 3+0 pool. */
    pool: text('pool').notNull(),
    initialSeconds: integer('initial_seconds').notNull(),
    incrementSeconds: integer('increment_seconds').notNull(),
    rated: boolean('rated').notNull(),
    rating: integer('rating').notNull(),
    /** `white`, `black` or `random` (always random in a quick pool). */
    color: text('color', { enum: ['white', 'black', 'random'] })
      .notNull()
      .default('random'),
    /** The opponents' ratings taken, inclusive; null: any (always null in a quick pool). */
    ratingMin: integer('rating_min'),
    ratingMax: integer('rating_max'),
    /** Made with a custom time control: shown in the lobby's list, where anyone may accept it. */
    listed: boolean('listed').notNull(),
    nodeId: text('node_id').notNull(),
    socketId: integer('socket_id').notNull(),
    createdAt: at('created_at').notNull(),
    /** Refreshed by the node's heartbeat. */
    aliveAt: at('alive_at').notNull(),
  },
  (t) => [
    uniqueIndex('seeks_player_key_idx').on(t.playerKey),
    index('seeks_pool_idx').on(t.pool, t.rated, t.createdAt),
    index('seeks_node_idx').on(t.nodeId, t.socketId),
    index('seeks_alive_idx').on(t.aliveAt),
    check('seeks_color_check', sql`${t.color} in ('white', 'black', 'random')`),
  ],
);

export type SeekRow = typeof seeks.$inferSelect;

/** What a guest chose about themself: their skill level sets their pairing rating. */
export const guestProfiles = pgTable('guest_profiles', {
  guestId: uuid('guest_id').primaryKey(),
  skillLevel: smallint('skill_level').notNull(),
  updatedAt: at('updated_at').notNull(),
});
