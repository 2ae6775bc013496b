import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';

/**
 * A division: up to DIVISION_SIZE members of one league who joined in the same week (`week`, its
 * Monday). `ends_at` is the latest of its members' own week ends (each in their time zone); the
 * week-end job applies the zones once, locking the row and setting `closed_at`.
 */
export const leagueDivisions = pgTable(
  'league_divisions',
  {
    id: serial('id').primaryKey(),
    /** The page's name: at least 6 word characters (§2). */
    slug: text('slug').notNull().unique(),
    league: text('league').notNull(),
    week: text('week').notNull(),
    members: integer('members').notNull().default(0),
    endsAt: at('ends_at').notNull(),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('league_divisions_open_idx').on(t.league, t.week, t.id),
    index('league_divisions_due_idx').on(t.endsAt).where(sql`closed_at is null`),
  ],
);

/**
 * A member's week in a division: one per member and week (the unique key). The zone, rank and next
 * league are written once, when the division's week ends.
 */
export const leagueEntries = pgTable(
  'league_entries',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => leagueDivisions.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    week: text('week').notNull(),
    trophies: integer('trophies').notNull().default(0),
    /** When the member reached their score: earlier ranks higher on a tie. */
    reachedAt: at('reached_at').notNull(),
    /** The member's own week end (their time zone when they joined). */
    weekEndsAt: at('week_ends_at').notNull(),
    rank: integer('rank'),
    zone: text('zone'),
    nextLeague: text('next_league'),
  },
  (t) => [
    primaryKey({ columns: [t.divisionId, t.userId] }),
    uniqueIndex('league_entries_member_week_idx').on(t.userId, t.week),
  ],
);

/**
 * Each finished rated live game a member played, once per game and member (the primary key): the
 * trophies of the week are recounted from these, so a notice told twice counts once.
 */
export const leagueGames = pgTable(
  'league_games',
  {
    gameId: text('game_id').notNull(),
    userId: memberId('user_id'),
    week: text('week').notNull(),
    opponent: text('opponent').notNull(),
    outcome: text('outcome').notNull(),
    rated: boolean('rated').notNull(),
    initialSeconds: integer('initial_seconds').notNull(),
    incrementSeconds: integer('increment_seconds').notNull(),
    moves: integer('moves').notNull(),
    endedAt: at('ended_at').notNull(),
    /** The order recorded: it breaks ties between games that ended in the same millisecond. */
    seq: serial('seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('league_games_member_week_idx').on(t.userId, t.week, t.endedAt),
  ],
);

/** The league a member plays in (Wood until a week of theirs ends); its row also orders a member's awards. */
export const leagueMembers = pgTable('league_members', {
  userId: memberId('user_id').primaryKey(),
  league: text('league').notNull().default('wood'),
  updatedAt: at('updated_at').notNull(),
});
