import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * One row per game: the authoritative state. Every change is a conditional write on `version`
 * (`… WHERE id = $id AND version = $v`), which is what makes a move count exactly once.
 * Its pages keep 20% free (fillfactor 80, migration 0017: Drizzle has no word for it) so that
 * a move's update stays on the row's page.
 */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    whiteUserId: integer('white_user_id').references(() => users.userId, { onDelete: 'set null' }),
    blackUserId: integer('black_user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The session's guest id of a guest player; null for members. */
    whiteGuestId: uuid('white_guest_id'),
    blackGuestId: uuid('black_guest_id'),
    whiteName: text('white_name').notNull(),
    blackName: text('black_name').notNull(),
    rated: boolean('rated').notNull(),
    initialSeconds: integer('initial_seconds').notNull(),
    incrementSeconds: integer('increment_seconds').notNull(),
    speed: text('speed').notNull(),
    /**
     * Days per move of a daily game (contract DAILY_DAYS); null for a live game. A daily game's
     * clock columns keep the mover's time as `deadline_at - clock_at` (play/daily/daily-clock.ts).
     */
    daysPerMove: smallint('days_per_move'),
    /** A daily game whose mover's Saturdays and Sundays (in their time zone) do not count. */
    weekendPause: boolean('weekend_pause').notNull().default(false),
    /** When the daily mover was last told their time runs out: once per turn (after `clock_at`). */
    dailyWarnedAt: at('daily_warned_at'),
    /** UCI moves separated by spaces. */
    moves: text('moves').notNull().default(''),
    /** The mover's time left after each ply, beside `moves` (move-clocks.ts). */
    moveClocks: text('move_clocks').notNull().default(''),
    /** The number of events so far; each event of `game_events` has the version it produced. */
    version: integer('version').notNull().default(0),
    whiteMs: integer('white_ms').notNull(),
    blackMs: integer('black_ms').notNull(),
    /** Whose clock runs since `clock_at`; null before each side's first move and after the end. */
    clockRunning: text('clock_running'),
    clockAt: at('clock_at').notNull(),
    /**
     * An arena game: each player may go berserk before their own first move (game-berserk.ts).
     * A side that did plays on half the time control without increment (game-clock.ts `sideTc`):
     * these flags are each side's own time control, set once before the side's clock ever runs.
     */
    berserkable: boolean('berserkable').notNull().default(false),
    whiteBerserk: boolean('white_berserk').notNull().default(false),
    blackBerserk: boolean('black_berserk').notNull().default(false),
    /** Each side's lag-compensation bank (core `LagTracker.bankMs`); null until its first charged move. */
    whiteLagBankMs: integer('white_lag_bank_ms'),
    blackLagBankMs: integer('black_lag_bank_ms'),
    /**
     * When the game ends by itself if nothing happens: the running side's flag, or the abort of a
     * game whose first moves never came. The sweeper's index; null once the game is over.
     */
    deadlineAt: at('deadline_at'),
    status: text('status').notNull().default('started'),
    winner: text('winner'),
    endReason: text('end_reason'),
    drawOffer: text('draw_offer'),
    takebackOffer: text('takeback_offer'),
    whiteRating: integer('white_rating'),
    blackRating: integer('black_rating'),
    whiteProvisional: boolean('white_provisional').notNull().default(false),
    blackProvisional: boolean('black_provisional').notNull().default(false),
    whiteRatingDiff: integer('white_rating_diff'),
    blackRatingDiff: integer('black_rating_diff'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    endedAt: at('ended_at'),
    /**
     * The game's opening, named once when it ends (game-opening.ts): the deepest position the
     * opening table knows, and the ply it was reached at. `opening_ply` 0: no known opening;
     * null: not named yet (a game that ended before openings were stored, until the start-up
     * backfill names it). Set only at the end, so an index here costs a live move nothing.
     */
    openingEco: text('opening_eco'),
    openingName: text('opening_name'),
    openingPly: smallint('opening_ply'),
  },
  (t) => [
    // Live games: the sweeper's scan (it checks `deadline_at` on these rows) and "which games are
    // on". Not keyed by the deadline: it changes on every move, and an indexed column that changes
    // rules out PostgreSQL's HOT updates, so each move would also write all five indexes (~2×).
    // Daily games are left out: the live sweep scans every row here each second.
    index('games_live_idx').on(t.id).where(sql`${t.status} = 'started' and ${t.daysPerMove} is null`),
    // Daily games: the daily sweep's scan and each player's games (sorted by time left as read).
    // Not keyed by the deadline either: PostgreSQL decides HOT by column, whatever an index's
    // predicate, so a deadline in any index would take HOT from every live move too.
    index('games_daily_idx').on(t.id).where(sql`${t.status} = 'started' and ${t.daysPerMove} is not null`),
    index('games_white_daily_idx')
      .on(t.whiteUserId)
      .where(sql`${t.status} = 'started' and ${t.daysPerMove} is not null`),
    index('games_black_daily_idx')
      .on(t.blackUserId)
      .where(sql`${t.status} = 'started' and ${t.daysPerMove} is not null`),
    // A player's games, newest first: history, lifetime scores, recent opponents.
    index('games_white_user_idx').on(t.whiteUserId, t.createdAt),
    index('games_black_user_idx').on(t.blackUserId, t.createdAt),
    index('games_white_guest_idx').on(t.whiteGuestId, t.createdAt),
    index('games_black_guest_idx').on(t.blackGuestId, t.createdAt),
    // A member's finished games by when they ended: the public API's monthly archives
    // (game-archive.ts). Only ended games: a live game's moves never touch these, its end adds one entry.
    index('games_white_ended_idx').on(t.whiteUserId, t.endedAt).where(sql`${t.endedAt} is not null`),
    index('games_black_ended_idx').on(t.blackUserId, t.endedAt).where(sql`${t.endedAt} is not null`),
    // Every finished game in the order it ended: the puzzle miner's feed (ended-games.ts). Same rule.
    index('games_ended_idx').on(t.endedAt, t.id).where(sql`${t.endedAt} is not null`),
    // Finished games whose opening is not named yet: the start-up backfill's feed, empty once it ran
    // (every game ending since is named in the same write). Neither column changes on a move.
    index('games_unnamed_idx').on(t.id).where(sql`${t.endedAt} is not null and ${t.openingPly} is null`),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

/**
 * Every event of a game in order, so a reconnecting client gets exactly what it missed.
 * `game_id` has no foreign key: events are stored only with their game's row, in the statement or
 * transaction that wrote it (move-batch.ts, the committer), and games are never deleted. The key's
 * check looked the game up and locked its row once per event: a fifth of the embedded database's
 * work for a move (issue 13).
 */
export const gameEvents = pgTable(
  'game_events',
  {
    gameId: text('game_id').notNull(),
    version: integer('version').notNull(),
    event: jsonb('event').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

/** Glicko-2 ratings per member and speed. */
export const ratings = pgTable(
  'ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    speed: text('speed').notNull(),
    rating: doublePrecision('rating').notNull(),
    rd: doublePrecision('rd').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    games: integer('games').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.speed] })],
);

export type RatingRow = typeof ratings.$inferSelect;

/** When a node last swept: a node that starts after a gap refunds the gap to running clocks. */
export const playHeartbeat = pgTable('play_heartbeat', {
  id: smallint('id').primaryKey(),
  at: at('at').notNull(),
});
