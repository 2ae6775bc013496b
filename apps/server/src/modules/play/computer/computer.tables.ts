import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.tables';
import { games } from '../play.tables';

/**
 * The computer players (§4 user type `computer`): one account per bot of contract COMPUTER_BOTS, made
 * the first time a game against it is stored. Their usernames are reserved; they never log in.
 */
export const computerPlayers = pgTable('computer_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  botKey: text('bot_key').notNull().unique(),
});

/** The level a stored game against the computer was played at (the game itself is a `games` row). */
export const computerGames = pgTable('computer_games', {
  gameId: text('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  botKey: text('bot_key').notNull(),
  level: smallint('level').notNull(),
});
