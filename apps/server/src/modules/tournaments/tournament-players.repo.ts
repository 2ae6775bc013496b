import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { tournamentPlayers } from './tournaments.tables';

export type PlayerRow = typeof tournamentPlayers.$inferSelect;
export type StandingDbRow = PlayerRow & { username: string };

/** Whoever is in the pool: not playing, not paused, not withdrawn. */
const inPool = and(
  isNotNull(tournamentPlayers.waitingSince),
  eq(tournamentPlayers.paused, false),
  eq(tournamentPlayers.withdrawn, false),
);

/** The entrants' rows: joining, the arena's pool, seeds, byes and walkovers, standings. */
export function createTournamentPlayersRepo(db: Db) {
  return {
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

    async players(tournamentId: number): Promise<StandingDbRow[]> {
      const rows = await db
        .select({ p: tournamentPlayers, username: users.username })
        .from(tournamentPlayers)
        .innerJoin(users, eq(users.userId, tournamentPlayers.userId))
        .where(eq(tournamentPlayers.tournamentId, tournamentId))
        .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.userId));
      return rows.map((r) => ({ ...r.p, username: r.username }));
    },

    async addBye(tournamentId: number, userId: number, round: number): Promise<void> {
      await this.updatePlayer(tournamentId, userId, {
        byes: sql`trim(${tournamentPlayers.byes} || ' ' || ${String(round)})` as unknown as string,
      });
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

    /** Their game is over and they are paused, out of the pool until they join again (the service's `join`). */
    async gameOverPaused(tournamentId: number, userIds: number[], tx: DbOrTx = db) {
      await tx
        .update(tournamentPlayers)
        .set({ gameId: null, paused: true, waitingSince: null })
        .where(
          and(eq(tournamentPlayers.tournamentId, tournamentId), inArray(tournamentPlayers.userId, userIds)),
        );
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
export class NotBoth extends Error {}
