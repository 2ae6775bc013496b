import type { PuzzleMode, PuzzleTheme } from '@kingside/contract';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * Puzzles mined from finished games (or the demo seed): the solver is to move in `fen`; `solution`
 * alternates the solver's moves and the replies, in UCI. Rated with Glicko-2 against its solvers.
 * One puzzle per position (the miner meets the same one again). Next-puzzle picks walk
 * `puzzles_rating_idx`; themes are searched through the GIN index.
 */
export const puzzles = pgTable(
  'puzzles',
  {
    id: serial('id').primaryKey(),
    fen: text('fen').notNull(),
    solution: text('solution').array().notNull(),
    rating: doublePrecision('rating').notNull(),
    rd: doublePrecision('rd').notNull(),
    vol: doublePrecision('vol').notNull(),
    plays: integer('plays').notNull().default(0),
    themes: text('themes').array().$type<PuzzleTheme[]>().notNull().default([]),
    /** The game it was mined from (no foreign key: the seed's games are not in `games`). */
    sourceGameId: text('source_game_id'),
    sourcePly: smallint('source_ply'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('puzzles_fen_idx').on(t.fen),
    index('puzzles_rating_idx').on(t.rating, t.id),
    index('puzzles_themes_idx').using('gin', t.themes),
  ],
);

/** A member's puzzle rating (Glicko-2, apart from their game ratings) and counts. */
export const puzzleRatings = pgTable('puzzle_ratings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull(),
  rd: doublePrecision('rd').notNull(),
  vol: doublePrecision('vol').notNull(),
  solved: integer('solved').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Each try at a puzzle: open (`result` null) from the first move sent until the answer is right or
 * wrong. Only a member's first try at a puzzle is rated (`rated`), as on lichess.
 */
export const puzzleAttempts = pgTable(
  'puzzle_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    puzzleId: integer('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<PuzzleMode>().notNull(),
    result: text('result').$type<'solved' | 'failed'>(),
    rated: boolean('rated').notNull(),
    ratingBefore: doublePrecision('rating_before'),
    ratingAfter: doublePrecision('rating_after'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('puzzle_attempts_member_idx').on(t.userId, t.puzzleId)],
);

/** Failed puzzles coming back (DRILL_INTERVAL_DAYS): `step` solves in a row so far. */
export const puzzleDrills = pgTable(
  'puzzle_drills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    puzzleId: integer('puzzle_id')
      .notNull()
      .references(() => puzzles.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    dueAt: at('due_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.puzzleId] }),
    index('puzzle_drills_due_idx').on(t.userId, t.dueAt, t.puzzleId),
  ],
);

/**
 * A member's puzzle streak: `current` solved in a row in this run; the run climbs the rating ladder
 * from (`ladderRating`, `ladderId`), and `puzzleId` is the one to solve now (null: no run going).
 */
export const puzzleStreaks = pgTable('puzzle_streaks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  current: integer('current').notNull(),
  best: integer('best').notNull(),
  puzzleId: integer('puzzle_id').references(() => puzzles.id, { onDelete: 'set null' }),
  ladderRating: doublePrecision('ladder_rating').notNull(),
  ladderId: integer('ladder_id').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The daily puzzle of each UTC day, picked on the day's first request and kept. */
export const puzzleDaily = pgTable('puzzle_daily', {
  day: text('day').primaryKey(),
  puzzleId: integer('puzzle_id')
    .notNull()
    .references(() => puzzles.id, { onDelete: 'cascade' }),
});

export type PuzzleRow = typeof puzzles.$inferSelect;
export type NewPuzzle = typeof puzzles.$inferInsert;
export type PuzzleAttemptRow = typeof puzzleAttempts.$inferSelect;
export type PuzzleStreakRow = typeof puzzleStreaks.$inferSelect;

/** Where the miner's walk over finished games stands (one row): it carries on from here. */
export const puzzleMinerState = pgTable('puzzle_miner_state', {
  id: smallint('id').primaryKey(),
  endedAt: at('ended_at').notNull(),
  gameId: text('game_id').notNull(),
});
