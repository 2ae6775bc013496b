import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { clubs } from '../clubs/clubs.tables';

/**
 * A tournament (issue 20): arena, Swiss or knockout. `status` moves created → started → finished, each step a
 * conditional update on the old status, so two nodes' sweeps take it once. `wave_at`: when a node last
 * claimed a pairing wave (a conditional update too: one wave at a time across nodes).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('created'),
    official: boolean('official').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** A club's tournament: only the club's members join. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    initialSeconds: integer('initial_seconds').notNull(),
    incrementSeconds: integer('increment_seconds').notNull(),
    rated: boolean('rated').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /**
     * Swiss: rounds in all, the round paired last (0 before the first), minutes between round starts.
     * Knockout: `round` 1 once the bracket is drawn (the update from 0 decides which node draws it).
     */
    rounds: integer('rounds'),
    round: integer('round').notNull().default(0),
    roundMinutes: integer('round_minutes'),
    /** Knockout: games in a match before its tie-break. */
    matchGames: integer('match_games'),
    minRating: integer('min_rating'),
    maxRating: integer('max_rating'),
    minTier: text('min_tier'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    waveAt: at('wave_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('tournaments_url_idx').on(t.url),
    index('tournaments_status_idx').on(t.status, t.startsAt),
    index('tournaments_club_idx').on(t.clubId, t.startsAt),
  ],
);

/**
 * A player in a tournament. `score`/`performance`/`on_fire` are folded from their counted games by the
 * arena cores after each result (kept here so the standings are one indexed read). `waiting_since`:
 * in the pool since then; null while playing, paused or withdrawn.
 */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    rating: integer('rating').notNull(),
    score: integer('score').notNull().default(0),
    performance: integer('performance'),
    onFire: boolean('on_fire').notNull().default(false),
    /** Each counted game's points, oldest first, space-separated. */
    sheet: text('sheet').notNull().default(''),
    games: integer('games').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    withdrawn: boolean('withdrawn').notNull().default(false),
    waitingSince: at('waiting_since'),
    gameId: text('game_id'),
    lastOpponentId: integer('last_opponent_id'),
    colourBalance: integer('colour_balance').notNull().default(0),
    /** Swiss: the first round they are paired in (a late entry) and the first they are not (withdrawn). */
    entersRound: integer('enters_round').notNull().default(1),
    withdrawsRound: integer('withdraws_round'),
    /** Swiss: the rounds they had the pairing-allocated bye, space-separated. */
    byes: text('byes').notNull().default(''),
    /** Knockout: their seed (1 the highest), set by the draw; null: not in the bracket. */
    seed: integer('seed'),
    /** Knockout: the match they lost by walkover (a no-show or a withdrawal), e.g. `r2m1`. */
    forfeitMatch: text('forfeit_match'),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_players_user_idx').on(t.userId),
  ],
);

/**
 * A game played in a tournament, keyed by the game's id: its result is applied once, by the update
 * that sets `result` where it is still null (whichever node hears of the end first).
 */
export const tournamentGames = pgTable(
  'tournament_games',
  {
    gameId: text('game_id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    whiteUserId: memberId('white_user_id'),
    blackUserId: memberId('black_user_id'),
    whiteRating: integer('white_rating').notNull(),
    blackRating: integer('black_rating').notNull(),
    /** Swiss: the round it was paired in; knockout: the bracket's round. */
    round: integer('round'),
    /** Knockout: the match it belongs to, e.g. `r1m2`. */
    match: text('match'),
    /** 'white' | 'black' | 'draw' | 'aborted'; null while the game runs. */
    result: text('result'),
    /**
     * An aborted game's side ('white' | 'black') whose first move never came while its opponent waited
     * (play's recorded `noStartWhite`/`noStartBlack`); null for any other end, an abort by hand included.
     */
    noStart: text('no_start'),
    /** Full moves (a move by each side counts one). */
    moves: integer('moves'),
    /** Ended before the tournament did: only those count. */
    counted: boolean('counted'),
    /** Arena: who went berserk in the game (play's game row), set with the result: a bonus point on a win. */
    whiteBerserk: boolean('white_berserk').notNull().default(false),
    blackBerserk: boolean('black_berserk').notNull().default(false),
    createdAt: at('created_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('tournament_games_open_idx').on(t.tournamentId).where(sql`result is null`),
    index('tournament_games_white_idx').on(t.tournamentId, t.whiteUserId),
    index('tournament_games_black_idx').on(t.tournamentId, t.blackUserId),
  ],
);
