import type { GameEvent } from '@kingside/contract';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/db';
import {
  type GameRow,
  gameEvents,
  games,
  type NewGameRow,
  playHeartbeat,
  type RatingRow,
  ratings,
} from './play.tables';

export interface StoredEvent {
  version: number;
  event: GameEvent;
}

/**
 * A member's best current rating over every speed (null before their first rating), as an SQL
 * expression over `userId`: other modules' queries carry it in their own statement (a range of the
 * ratings key per member) instead of asking again.
 */
export function bestRatingSql(userId: SQLWrapper): SQL<number | null> {
  return sql`(select max(${ratings.rating}) from ${ratings} where ${ratings.userId} = ${userId})`.mapWith(
    Number,
  );
}

/** Everything that touches the play tables. Functions that must run inside a transaction take `tx`. */
/** A live (not daily) game whose deadline is at or before `now`. */
const overdue = (now: Date) =>
  and(eq(games.status, 'started'), isNull(games.daysPerMove), lte(games.deadlineAt, now));

export function createPlayRepo(db: DbOrTx) {
  return {
    async insertGame(values: NewGameRow): Promise<GameRow | null> {
      const [row] = await db.insert(games).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findGame(id: string, tx: DbOrTx = db): Promise<GameRow | null> {
      const [row] = await tx.select().from(games).where(eq(games.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The exactly-once write: applies `patch` and advances the version by `steps` only if the game
     * is still at `version`. False when another write (any node) got there first.
     */
    async updateIfVersion(
      tx: Tx,
      id: string,
      version: number,
      steps: number,
      patch: Partial<NewGameRow>,
    ): Promise<boolean> {
      const done = await tx
        .update(games)
        .set({ ...patch, version: version + steps })
        .where(and(eq(games.id, id), eq(games.version, version)))
        .returning({ id: games.id });
      return done.length === 1;
    },

    async setRatingDiffs(tx: Tx, id: string, white: number | null, black: number | null): Promise<void> {
      await tx.update(games).set({ whiteRatingDiff: white, blackRatingDiff: black }).where(eq(games.id, id));
    },

    async insertEvents(tx: Tx, rows: { gameId: string; version: number; event: GameEvent }[]): Promise<void> {
      if (rows.length === 0) return;
      // One JSON parameter for the batch, as the moves are written (move-batch.ts).
      const json = JSON.stringify(
        rows.map((r) => ({ game_id: r.gameId, version: r.version, event: r.event })),
      );
      await tx.execute(sql`
        insert into game_events (game_id, version, event)
        select game_id, version, event
        from jsonb_to_recordset(${json}::jsonb) as x(game_id text, version int, event jsonb)`);
    },

    /** Events after `since`, oldest first; at most `limit` (the caller asks one more to see "too many"). */
    async eventsSince(id: string, since: number, limit: number): Promise<StoredEvent[]> {
      const rows = await db
        .select({ version: gameEvents.version, event: gameEvents.event })
        .from(gameEvents)
        .where(and(eq(gameEvents.gameId, id), gt(gameEvents.version, since)))
        .orderBy(asc(gameEvents.version))
        .limit(limit);
      return rows as StoredEvent[];
    },

    /**
     * Live (not daily) games past their deadline, locked for this transaction; rows another node is sweeping
     * are skipped, so each game is ended by one node.
     */
    /**
     * Whether any live game is overdue, read without locks or a transaction: most sweeps find
     * nothing, and on the embedded database a transaction holds its one connection (every move's
     * batch waits behind it).
     */
    async anyOverdue(now: Date): Promise<boolean> {
      const found = await db.select({ id: games.id }).from(games).where(overdue(now)).limit(1);
      return found.length > 0;
    },

    /** Overdue games nobody moved in yet (the sweeper asks who came to them before it locks any). */
    async overdueUnmoved(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(and(overdue(now), eq(games.moves, '')))
        .orderBy(asc(games.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async lockOverdue(tx: Tx, now: Date, limit: number): Promise<GameRow[]> {
      return tx
        .select()
        .from(games)
        .where(overdue(now))
        .orderBy(asc(games.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async lockLive(tx: Tx): Promise<GameRow[]> {
      return tx
        .select()
        .from(games)
        .where(and(eq(games.status, 'started'), isNull(games.daysPerMove), isNotNull(games.deadlineAt)))
        .orderBy(asc(games.id))
        .for('update');
    },

    async setClock(tx: Tx, id: string, patch: Partial<NewGameRow>): Promise<void> {
      await tx.update(games).set(patch).where(eq(games.id, id));
    },

    async heartbeat(now: Date): Promise<void> {
      await db
        .insert(playHeartbeat)
        .values({ id: 1, at: now })
        .onConflictDoUpdate({
          target: playHeartbeat.id,
          set: { at: sql`greatest(${playHeartbeat.at}, ${now})` },
        });
    },

    async lastHeartbeat(tx: DbOrTx = db): Promise<Date | null> {
      const [row] = await tx.select().from(playHeartbeat).where(eq(playHeartbeat.id, 1));
      return row?.at ?? null;
    },

    async findRatings(userIds: number[], speed: string): Promise<RatingRow[]> {
      if (!userIds.length) return [];
      return db
        .select()
        .from(ratings)
        .where(and(inArray(ratings.userId, userIds), eq(ratings.speed, speed)));
    },

    async insertRatingsIfMissing(rows: RatingRow[]): Promise<void> {
      if (rows.length) await db.insert(ratings).values(rows).onConflictDoNothing();
    },

    /** Locks the ratings rows in one global order (user, speed), so concurrent batches cannot deadlock. */
    async lockRatings(tx: Tx, keys: { userId: number; speed: string }[]): Promise<RatingRow[]> {
      if (!keys.length) return [];
      const match = or(...keys.map((k) => and(eq(ratings.userId, k.userId), eq(ratings.speed, k.speed))));
      return tx
        .select()
        .from(ratings)
        .where(match)
        .orderBy(asc(ratings.userId), asc(ratings.speed))
        .for('update');
    },

    async upsertRating(tx: Tx, row: RatingRow): Promise<void> {
      await tx
        .insert(ratings)
        .values(row)
        .onConflictDoUpdate({
          target: [ratings.userId, ratings.speed],
          set: {
            rating: row.rating,
            rd: row.rd,
            volatility: row.volatility,
            games: row.games,
            updatedAt: row.updatedAt,
          },
        });
    },

    /** Finished games between two members (aborted ones never count). */
    async resultsBetween(
      a: number,
      b: number,
    ): Promise<{ whiteUserId: number | null; winner: string | null }[]> {
      return db
        .select({ whiteUserId: games.whiteUserId, winner: games.winner })
        .from(games)
        .where(
          and(
            or(
              and(eq(games.whiteUserId, a), eq(games.blackUserId, b)),
              and(eq(games.whiteUserId, b), eq(games.blackUserId, a)),
            ),
            ne(games.status, 'started'),
            ne(games.status, 'aborted'),
          ),
        );
    },

    /** The member's latest games against other members, newest first. */
    async recentGamesOf(userId: number, limit: number) {
      const columns = {
        id: games.id,
        whiteUserId: games.whiteUserId,
        blackUserId: games.blackUserId,
        whiteName: games.whiteName,
        blackName: games.blackName,
        createdAt: games.createdAt,
      };
      // Two index scans (white side, black side) merged here: an OR would scan both indexes anyway.
      const [asWhite, asBlack] = await Promise.all([
        db
          .select(columns)
          .from(games)
          .where(
            and(eq(games.whiteUserId, userId), isNotNull(games.blackUserId), ne(games.status, 'aborted')),
          )
          .orderBy(sql`${games.createdAt} desc`)
          .limit(limit),
        db
          .select(columns)
          .from(games)
          .where(
            and(eq(games.blackUserId, userId), isNotNull(games.whiteUserId), ne(games.status, 'aborted')),
          )
          .orderBy(sql`${games.createdAt} desc`)
          .limit(limit),
      ]);
      return [...asWhite, ...asBlack]
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
        .slice(0, limit);
    },

    /**
     * Games being played, top-rated first: by the sum of the two ratings (the average's order), a
     * game with a guest (no rating) last, then newest first. The partial index on live games
     * (`games_live_idx`, started and not daily) keeps the scan to the live games.
     */
    async liveGames(limit: number): Promise<GameRow[]> {
      return db
        .select()
        .from(games)
        .where(and(eq(games.status, 'started'), isNull(games.daysPerMove)))
        .orderBy(
          sql`(${games.whiteRating} + ${games.blackRating}) desc nulls last`,
          sql`${games.createdAt} desc`,
          asc(games.id),
        )
        .limit(limit);
    },
  };
}

export type PlayRepo = ReturnType<typeof createPlayRepo>;
