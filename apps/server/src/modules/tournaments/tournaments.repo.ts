import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { tournamentGames, tournamentPlayers, tournaments } from './tournaments.tables';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type PlayerRow = typeof tournamentPlayers.$inferSelect;
export type TournamentGameRow = typeof tournamentGames.$inferSelect;
export type StandingDbRow = PlayerRow & { username: string };

/** Whoever is in the pool: not playing, not paused, not withdrawn. */
const inPool = and(
  isNotNull(tournamentPlayers.waitingSince),
  eq(tournamentPlayers.paused, false),
  eq(tournamentPlayers.withdrawn, false),
);

/** The tournaments' tables; nothing else touches them. */
export function createTournamentsRepo(db: Db) {
  const playerCounts = db
    .select({ id: tournamentPlayers.tournamentId, n: count().as('n') })
    .from(tournamentPlayers)
    .groupBy(tournamentPlayers.tournamentId)
    .as('players');
  return {
    async insert(row: NewTournamentRow): Promise<TournamentRow | null> {
      const [created] = await db.insert(tournaments).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async byUrl(url: string): Promise<TournamentRow | null> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.url, url));
      return row ?? null;
    },

    async byId(id: number): Promise<TournamentRow | null> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row ?? null;
    },

    async list(status: string, limit: number): Promise<(TournamentRow & { players: number })[]> {
      const rows = await db
        .select({ t: tournaments, n: playerCounts.n })
        .from(tournaments)
        .leftJoin(playerCounts, eq(playerCounts.id, tournaments.id))
        .where(eq(tournaments.status, status))
        .orderBy(status === 'finished' ? desc(tournaments.endsAt) : asc(tournaments.startsAt))
        .limit(limit);
      return rows.map((r) => ({ ...r.t, players: Number(r.n ?? 0) }));
    },

    /** A club's upcoming and running tournaments, soonest first. */
    async ofClub(clubId: number, limit: number): Promise<(TournamentRow & { players: number })[]> {
      const rows = await db
        .select({ t: tournaments, n: playerCounts.n })
        .from(tournaments)
        .leftJoin(playerCounts, eq(playerCounts.id, tournaments.id))
        .where(and(eq(tournaments.clubId, clubId), inArray(tournaments.status, ['created', 'started'])))
        .orderBy(asc(tournaments.startsAt))
        .limit(limit);
      return rows.map((r) => ({ ...r.t, players: Number(r.n ?? 0) }));
    },

    /** Moves tournaments from one status to the next once `column` has passed; answers those moved. */
    async advance(from: 'created' | 'started', to: string, now: Date): Promise<TournamentRow[]> {
      // A Swiss ends with its last round, not at a time.
      const due =
        from === 'created'
          ? lte(tournaments.startsAt, now)
          : and(lte(tournaments.endsAt, now), eq(tournaments.kind, 'arena'));
      return db
        .update(tournaments)
        .set({ status: to })
        .where(and(eq(tournaments.status, from), due))
        .returning();
    },

    /** Swiss: this node pairs round `from + 1` (the update that moves `round` on decides). */
    async claimRound(id: number, from: number): Promise<boolean> {
      const rows = await db
        .update(tournaments)
        .set({ round: from + 1 })
        .where(and(eq(tournaments.id, id), eq(tournaments.round, from), eq(tournaments.status, 'started')))
        .returning({ id: tournaments.id });
      return rows.length === 1;
    },

    /**
     * Knockout: this node draws the bracket (the update that moves `round` from 0 decides) and writes
     * each drawn player's seed with it, or nothing.
     */
    async drawKnockout(id: number, seeds: { userId: number; seed: number }[]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const claimed = await tx
            .update(tournaments)
            .set({ round: 1 })
            .where(and(eq(tournaments.id, id), eq(tournaments.round, 0), eq(tournaments.status, 'started')))
            .returning({ id: tournaments.id });
          if (claimed.length !== 1) throw new NotBoth();
          for (const { userId, seed } of seeds) await this.updatePlayer(id, userId, { seed }, tx);
        });
        return true;
      } catch (error) {
        if (error instanceof NotBoth) return false;
        throw error;
      }
    },

    /** Knockout: `userId` loses `match` by walkover, unless a forfeit is already written (once). */
    async forfeit(tournamentId: number, userId: number, match: string): Promise<boolean> {
      const rows = await db
        .update(tournamentPlayers)
        .set({ forfeitMatch: match })
        .where(
          and(
            eq(tournamentPlayers.tournamentId, tournamentId),
            eq(tournamentPlayers.userId, userId),
            isNull(tournamentPlayers.forfeitMatch),
          ),
        )
        .returning({ userId: tournamentPlayers.userId });
      return rows.length === 1;
    },

    /** Swiss: over once its last round is played (answers whether this call ended it). */
    async finish(id: number): Promise<boolean> {
      const rows = await db
        .update(tournaments)
        .set({ status: 'finished' })
        .where(and(eq(tournaments.id, id), eq(tournaments.status, 'started')))
        .returning({ id: tournaments.id });
      return rows.length === 1;
    },

    async players(tournamentId: number): Promise<StandingDbRow[]> {
      const rows = await db
        .select({ p: tournamentPlayers, username: users.username })
        .from(tournamentPlayers)
        .innerJoin(users, eq(users.userId, tournamentPlayers.userId))
        .where(eq(tournamentPlayers.tournamentId, tournamentId))
        .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.userId));
      return rows.map((r) => ({ ...r.p, username: r.username }));
    },

    async games(tournamentId: number): Promise<TournamentGameRow[]> {
      return db
        .select()
        .from(tournamentGames)
        .where(eq(tournamentGames.tournamentId, tournamentId))
        .orderBy(asc(tournamentGames.round), asc(tournamentGames.createdAt));
    },

    async addBye(tournamentId: number, userId: number, round: number): Promise<void> {
      await this.updatePlayer(tournamentId, userId, {
        byes: sql`trim(${tournamentPlayers.byes} || ' ' || ${String(round)})` as unknown as string,
      });
    },

    /** The earliest start of a tournament not started yet (null: none is scheduled). */
    async nextStart(): Promise<Date | null> {
      const [row] = await db
        .select({ at: tournaments.startsAt })
        .from(tournaments)
        .where(eq(tournaments.status, 'created'))
        .orderBy(asc(tournaments.startsAt))
        .limit(1);
      return row?.at ?? null;
    },

    async started(): Promise<TournamentRow[]> {
      return db.select().from(tournaments).where(eq(tournaments.status, 'started'));
    },

    /** One node claims this wave: no other claims one until `everyMs` has passed. */
    async claimWave(id: number, now: Date, everyMs: number): Promise<boolean> {
      const before = new Date(now.getTime() - everyMs);
      const rows = await db
        .update(tournaments)
        .set({ waveAt: now })
        .where(and(eq(tournaments.id, id), or(isNull(tournaments.waveAt), lte(tournaments.waveAt, before))))
        .returning({ id: tournaments.id });
      return rows.length === 1;
    },

    async player(tournamentId: number, userId: number): Promise<PlayerRow | null> {
      const [row] = await db
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId)));
      return row ?? null;
    },

    /** Answers null when the member had already joined (the primary key decides). */
    async join(row: typeof tournamentPlayers.$inferInsert): Promise<PlayerRow | null> {
      const [created] = await db.insert(tournamentPlayers).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async updatePlayer(
      tournamentId: number,
      userId: number,
      set: Partial<PlayerRow>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(tournamentPlayers)
        .set(set)
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), eq(tournamentPlayers.userId, userId)));
    },

    /** Out of the pool for good or for a while: playing on, but not paired again. */
    async leavePool(tournamentId: number, userId: number, set: { paused?: boolean; withdrawn?: boolean }) {
      await this.updatePlayer(tournamentId, userId, { ...set, waitingSince: null });
    },

    /** Everyone in the pool waits from `now` (the start). */
    async poolFrom(tournamentId: number, now: Date): Promise<void> {
      await db
        .update(tournamentPlayers)
        .set({ waitingSince: now })
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), inPool));
    },

    /** The end: nobody waits any more. */
    async emptyPool(tournamentId: number): Promise<void> {
      await db
        .update(tournamentPlayers)
        .set({ waitingSince: null })
        .where(eq(tournamentPlayers.tournamentId, tournamentId));
    },

    async pool(tournamentId: number): Promise<PlayerRow[]> {
      return db
        .select()
        .from(tournamentPlayers)
        .where(and(eq(tournamentPlayers.tournamentId, tournamentId), inPool));
    },

    /**
     * Takes both players out of the pool, or neither: a pause or another pairing that came first
     * leaves fewer than two rows to take, and the transaction rolls back.
     */
    async takeFromPool(tournamentId: number, userIds: [number, number]): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          const taken = await tx
            .update(tournamentPlayers)
            .set({ waitingSince: null })
            .where(
              and(
                eq(tournamentPlayers.tournamentId, tournamentId),
                inArray(tournamentPlayers.userId, userIds),
                inPool,
              ),
            )
            .returning({ userId: tournamentPlayers.userId });
          if (taken.length !== 2) throw new NotBoth();
        });
        return true;
      } catch (error) {
        if (error instanceof NotBoth) return false;
        throw error;
      }
    },

    /**
     * Their game is over: back in the pool from `now` unless they paused or withdrew meanwhile (or
     * `now` is null: the tournament is over).
     */
    async backToPool(tournamentId: number, userIds: number[], now: Date | null, tx: DbOrTx = db) {
      await tx
        .update(tournamentPlayers)
        .set({
          gameId: null,
          waitingSince:
            now === null
              ? null
              : sql`case when ${tournamentPlayers.paused} or ${tournamentPlayers.withdrawn} then null else ${now.toISOString()}::timestamptz end`,
        })
        .where(
          and(eq(tournamentPlayers.tournamentId, tournamentId), inArray(tournamentPlayers.userId, userIds)),
        );
    },

    async recordPairing(game: typeof tournamentGames.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(tournamentGames).values(game);
        for (const [me, them, colour] of [
          [game.whiteUserId, game.blackUserId, 1],
          [game.blackUserId, game.whiteUserId, -1],
        ] as const) {
          await tx
            .update(tournamentPlayers)
            .set({
              gameId: game.gameId,
              lastOpponentId: them,
              colourBalance: sql`${tournamentPlayers.colourBalance} + ${colour}`,
            })
            .where(
              and(eq(tournamentPlayers.tournamentId, game.tournamentId), eq(tournamentPlayers.userId, me)),
            );
        }
      });
    },

    /** Sets the result where none is yet: answers the row when this call set it (exactly once). */
    async settle(
      tx: DbOrTx,
      gameId: string,
      set: Pick<
        TournamentGameRow,
        'result' | 'moves' | 'counted' | 'endedAt' | 'whiteBerserk' | 'blackBerserk'
      >,
    ): Promise<TournamentGameRow | null> {
      const [row] = await tx
        .update(tournamentGames)
        .set(set)
        .where(and(eq(tournamentGames.gameId, gameId), isNull(tournamentGames.result)))
        .returning();
      return row ?? null;
    },

    async gameOf(gameId: string): Promise<TournamentGameRow | null> {
      const [row] = await db.select().from(tournamentGames).where(eq(tournamentGames.gameId, gameId));
      return row ?? null;
    },

    /** A player's counted games in the order they ended. */
    async countedGames(tx: DbOrTx, tournamentId: number, userId: number): Promise<TournamentGameRow[]> {
      return tx
        .select()
        .from(tournamentGames)
        .where(
          and(
            eq(tournamentGames.tournamentId, tournamentId),
            or(eq(tournamentGames.whiteUserId, userId), eq(tournamentGames.blackUserId, userId)),
            eq(tournamentGames.counted, true),
          ),
        )
        .orderBy(asc(tournamentGames.endedAt), asc(tournamentGames.createdAt));
    },

    async openGames(tournamentId: number): Promise<TournamentGameRow[]> {
      return db
        .select()
        .from(tournamentGames)
        .where(and(eq(tournamentGames.tournamentId, tournamentId), isNull(tournamentGames.result)));
    },

    async playerCount(tournamentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(tournamentPlayers)
        .where(eq(tournamentPlayers.tournamentId, tournamentId));
      return Number(row?.n ?? 0);
    },

    /** Standings by score, then performance (none last), then who joined first among equals' ids. */
    async standings(tournamentId: number, offset: number, limit: number): Promise<StandingDbRow[]> {
      const rows = await db
        .select({ p: tournamentPlayers, username: users.username })
        .from(tournamentPlayers)
        .innerJoin(users, eq(users.userId, tournamentPlayers.userId))
        .where(eq(tournamentPlayers.tournamentId, tournamentId))
        .orderBy(
          desc(tournamentPlayers.score),
          sql`${tournamentPlayers.performance} desc nulls last`,
          asc(tournamentPlayers.userId),
        )
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ ...r.p, username: r.username }));
    },
  };
}

/** Rolls a transaction back when a conditional update took fewer rows than it needs. */
class NotBoth extends Error {}

export type TournamentsRepo = ReturnType<typeof createTournamentsRepo>;
