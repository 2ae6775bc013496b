import { DIVISION_SIZE, type League } from '@kingside/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { leagueDivisions, leagueEntries, leagueGames, leagueMembers } from './leagues.tables';

export type DivisionRow = typeof leagueDivisions.$inferSelect;
export type EntryRow = typeof leagueEntries.$inferSelect;
export type LeagueGameRow = typeof leagueGames.$inferSelect;
export type StandingRow = EntryRow & { username: string };

export function createLeaguesRepo(db: Db) {
  return {
    /** The member's league, their row locked: one member's awards and week ends take turns. */
    async lockMember(tx: Tx, userId: number, now: Date): Promise<League> {
      await tx.insert(leagueMembers).values({ userId, updatedAt: now }).onConflictDoNothing();
      const [row] = await tx
        .select({ league: leagueMembers.league })
        .from(leagueMembers)
        .where(eq(leagueMembers.userId, userId))
        .for('update');
      return row!.league as League;
    },

    async leagueOf(userId: number): Promise<League | null> {
      const [row] = await db
        .select({ league: leagueMembers.league })
        .from(leagueMembers)
        .where(eq(leagueMembers.userId, userId));
      return (row?.league as League | undefined) ?? null;
    },

    async setLeague(tx: Tx, userId: number, league: League, now: Date): Promise<void> {
      await tx.update(leagueMembers).set({ league, updatedAt: now }).where(eq(leagueMembers.userId, userId));
    },

    /** False when the game was recorded for this member before (a notice told twice). */
    async recordGame(tx: Tx, game: Omit<LeagueGameRow, 'seq'>): Promise<boolean> {
      const inserted = await tx
        .insert(leagueGames)
        .values(game)
        .onConflictDoNothing()
        .returning({ gameId: leagueGames.gameId });
      return inserted.length === 1;
    },

    /** How many members each of these games is recorded for already. */
    async creditedCounts(gameIds: string[]): Promise<Map<string, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await db
        .select({ gameId: leagueGames.gameId, n: sql<number>`count(*)::int` })
        .from(leagueGames)
        .where(inArray(leagueGames.gameId, gameIds))
        .groupBy(leagueGames.gameId);
      return new Map(rows.map((row) => [row.gameId, Number(row.n)]));
    },

    /** The member's games of a week in the order played. */
    async weekGames(tx: Tx, userId: number, week: string): Promise<LeagueGameRow[]> {
      return tx
        .select()
        .from(leagueGames)
        .where(and(eq(leagueGames.userId, userId), eq(leagueGames.week, week)))
        .orderBy(asc(leagueGames.endedAt), asc(leagueGames.seq));
    },

    async entry(dbOrTx: DbOrTx, userId: number, week: string) {
      const [row] = await dbOrTx
        .select({ entry: leagueEntries, division: leagueDivisions })
        .from(leagueEntries)
        .innerJoin(leagueDivisions, eq(leagueDivisions.id, leagueEntries.divisionId))
        .where(and(eq(leagueEntries.userId, userId), eq(leagueEntries.week, week)));
      return row ?? null;
    },

    /** An open division of the league and week with room, locked; one another node holds is passed over. */
    async lockOpenDivision(tx: Tx, league: League, week: string, now: Date): Promise<DivisionRow | null> {
      const [row] = await tx
        .select()
        .from(leagueDivisions)
        .where(
          and(
            eq(leagueDivisions.league, league),
            eq(leagueDivisions.week, week),
            isNull(leagueDivisions.closedAt),
            gt(leagueDivisions.endsAt, now),
            lt(leagueDivisions.members, DIVISION_SIZE),
          ),
        )
        .orderBy(asc(leagueDivisions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async createDivision(
      tx: Tx,
      division: { slug: string; league: League; week: string; endsAt: Date; createdAt: Date },
    ): Promise<DivisionRow> {
      const [row] = await tx.insert(leagueDivisions).values(division).returning();
      return row!;
    },

    /** Puts the member in the division, which ends no earlier than the member's own week. */
    async addEntry(tx: Tx, entry: Omit<EntryRow, 'rank' | 'zone' | 'nextLeague'>): Promise<void> {
      await tx.insert(leagueEntries).values(entry);
      await tx
        .update(leagueDivisions)
        .set({
          members: sql`${leagueDivisions.members} + 1`,
          endsAt: sql`greatest(${leagueDivisions.endsAt}, ${entry.weekEndsAt})`,
        })
        .where(eq(leagueDivisions.id, entry.divisionId));
    },

    async removeEntry(tx: Tx, divisionId: number, userId: number): Promise<void> {
      await tx
        .delete(leagueEntries)
        .where(and(eq(leagueEntries.divisionId, divisionId), eq(leagueEntries.userId, userId)));
      await tx
        .update(leagueDivisions)
        .set({ members: sql`${leagueDivisions.members} - 1` })
        .where(eq(leagueDivisions.id, divisionId));
    },

    async setTrophies(tx: Tx, divisionId: number, userId: number, trophies: number, reachedAt: Date) {
      await tx
        .update(leagueEntries)
        .set({ trophies, reachedAt })
        .where(and(eq(leagueEntries.divisionId, divisionId), eq(leagueEntries.userId, userId)));
    },

    /** The member's entries after `week` in divisions still open (a week begun before the last one closed). */
    async laterOpenEntries(tx: Tx, userId: number, week: string) {
      return tx
        .select({ entry: leagueEntries, division: leagueDivisions })
        .from(leagueEntries)
        .innerJoin(leagueDivisions, eq(leagueDivisions.id, leagueEntries.divisionId))
        .where(
          and(
            eq(leagueEntries.userId, userId),
            gt(leagueEntries.week, week),
            isNull(leagueDivisions.closedAt),
          ),
        );
    },

    /** Divisions whose week is over and not yet applied, locked; those another node holds are passed over. */
    async lockDueDivisions(tx: Tx, now: Date, limit: number): Promise<DivisionRow[]> {
      return tx
        .select()
        .from(leagueDivisions)
        .where(and(isNull(leagueDivisions.closedAt), lte(leagueDivisions.endsAt, now)))
        .orderBy(asc(leagueDivisions.endsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** When the next open division's week is over (null: none is open). */
    async nextWeekEnd(): Promise<Date | null> {
      const [row] = await db
        .select({ at: leagueDivisions.endsAt })
        .from(leagueDivisions)
        .where(isNull(leagueDivisions.closedAt))
        .orderBy(asc(leagueDivisions.endsAt))
        .limit(1);
      return row?.at ?? null;
    },

    async closeDivision(tx: Tx, divisionId: number, now: Date): Promise<void> {
      await tx.update(leagueDivisions).set({ closedAt: now }).where(eq(leagueDivisions.id, divisionId));
    },

    async setOutcome(
      tx: Tx,
      divisionId: number,
      userId: number,
      outcome: { rank: number; zone: string; nextLeague: League },
    ): Promise<void> {
      await tx
        .update(leagueEntries)
        .set(outcome)
        .where(and(eq(leagueEntries.divisionId, divisionId), eq(leagueEntries.userId, userId)));
    },

    async divisionBySlug(slug: string): Promise<DivisionRow | null> {
      const [row] = await db.select().from(leagueDivisions).where(eq(leagueDivisions.slug, slug));
      return row ?? null;
    },

    async standings(dbOrTx: DbOrTx, divisionId: number): Promise<StandingRow[]> {
      const rows = await dbOrTx
        .select({ entry: leagueEntries, username: users.username })
        .from(leagueEntries)
        .innerJoin(users, eq(users.userId, leagueEntries.userId))
        .where(eq(leagueEntries.divisionId, divisionId));
      return rows.map((row) => ({ ...row.entry, username: row.username }));
    },

    /** A member's finished weeks, newest first. */
    async results(userId: number, limit: number) {
      return db
        .select({ entry: leagueEntries, division: leagueDivisions })
        .from(leagueEntries)
        .innerJoin(leagueDivisions, eq(leagueDivisions.id, leagueEntries.divisionId))
        .where(and(eq(leagueEntries.userId, userId), isNotNull(leagueDivisions.closedAt)))
        .orderBy(desc(leagueEntries.week))
        .limit(limit);
    },
  };
}

export type LeaguesRepo = ReturnType<typeof createLeaguesRepo>;
