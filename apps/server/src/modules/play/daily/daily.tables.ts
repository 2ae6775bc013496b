import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../../db/columns';
import { users } from '../../accounts/accounts.tables';
import { games } from '../play.tables';

/**
 * A member's vacations: while one lasts, none of their daily games counts time. `ends_at` is the
 * planned end (the days the member had left) until the member ends it sooner.
 */
export const dailyVacations = pgTable(
  'daily_vacations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.startsAt] }),
    index('daily_vacations_user_end_idx').on(t.userId, t.endsAt),
  ],
);

export type DailyVacationRow = typeof dailyVacations.$inferSelect;

/**
 * A member's conditional moves in one daily game: lines of UCI moves, the opponent's first
 * (`[their, mine, their, mine, …]`), saved when the game had `plies` moves and the opponent was to
 * move. Settled against the game's moves (conditional-moves.ts), so a reply is played once.
 */
export const dailyConditionals = pgTable(
  'daily_conditionals',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    plies: integer('plies').notNull(),
    lines: jsonb('lines').$type<string[][]>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);

export type DailyConditionalRow = typeof dailyConditionals.$inferSelect;
