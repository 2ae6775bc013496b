import { and, asc, count, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { createTournamentGamesRepo } from './tournament-games.repo';
import { createTournamentPlayersRepo, NotBoth } from './tournament-players.repo';
import { tournamentPlayers, tournaments } from './tournaments.tables';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;

/** The tournaments' tables (with the entrants' and games' repos spread in); nothing else touches them. */
export function createTournamentsRepo(db: Db) {
  const entrants = createTournamentPlayersRepo(db);
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
          for (const { userId, seed } of seeds) await entrants.updatePlayer(id, userId, { seed }, tx);
        });
        return true;
      } catch (error) {
        if (error instanceof NotBoth) return false;
        throw error;
      }
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
    ...entrants,
    ...createTournamentGamesRepo(db),
  };
}

export type TournamentsRepo = ReturnType<typeof createTournamentsRepo>;
