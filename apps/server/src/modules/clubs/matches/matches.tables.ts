import type { ClubMatchGameResult, ClubMatchSide, ClubMatchStatus } from '@kingside/contract';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../../db/columns';
import { users } from '../../accounts/accounts.tables';
import { clubs } from '../clubs.tables';

/**
 * A match between two clubs: proposed by the home club's admin, agreed by the away club's. Live when
 * `tc_initial` is set, daily when `days_per_move` is. Points are kept doubled (a draw is 1) and grow
 * with each game's result, applied once (club_match_games.result).
 */
export const clubMatches = pgTable(
  'club_matches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    homeClubId: integer('home_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    awayClubId: integer('away_club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    proposedBy: integer('proposed_by').references(() => users.userId, { onDelete: 'set null' }),
    status: text('status').$type<ClubMatchStatus>().notNull(),
    boards: smallint('boards').notNull(),
    tcInitial: integer('tc_initial'),
    tcIncrement: integer('tc_increment'),
    daysPerMove: smallint('days_per_move'),
    rated: boolean('rated').notNull(),
    minRating: integer('min_rating'),
    maxRating: integer('max_rating'),
    startsAt: at('starts_at').notNull(),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    homePoints2: integer('home_points2').notNull().default(0),
    awayPoints2: integer('away_points2').notNull().default(0),
  },
  (t) => [
    index('club_matches_home_idx').on(t.homeClubId, t.id),
    index('club_matches_away_idx').on(t.awayClubId, t.id),
    index('club_matches_status_idx').on(t.status, t.startsAt),
  ],
);

/** A member registered for one side of a match, before it starts. */
export const clubMatchPlayers = pgTable(
  'club_match_players',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => clubMatches.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    side: text('side').$type<ClubMatchSide>().notNull(),
    registeredAt: at('registered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/** A board as paired at the start: the two players and the ratings they were paired by. */
export const clubMatchBoards = pgTable(
  'club_match_boards',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => clubMatches.id, { onDelete: 'cascade' }),
    board: smallint('board').notNull(),
    homeUserId: memberId('home_user_id'),
    awayUserId: memberId('away_user_id'),
    homeRating: integer('home_rating'),
    awayRating: integer('away_rating'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.board] })],
);

/** A game of a board (play's `games.id`); `result` is set once, when the game ends (`aborted`: it scored nothing). */
export const clubMatchGames = pgTable(
  'club_match_games',
  {
    gameId: text('game_id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => clubMatches.id, { onDelete: 'cascade' }),
    board: smallint('board').notNull(),
    homeColor: text('home_color').$type<'white' | 'black'>().notNull(),
    result: text('result').$type<ClubMatchGameResult>(),
  },
  (t) => [index('club_match_games_match_idx').on(t.matchId, t.board)],
);
