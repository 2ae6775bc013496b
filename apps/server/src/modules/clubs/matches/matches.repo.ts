import type { ClubMatchGameResult, ClubMatchSide, ClubMatchStatus } from '@kingside/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/db';
import { users } from '../../accounts/accounts.tables';
import { clubs } from '../clubs.tables';
import { pointsOf } from './match-scoring';
import { clubMatchBoards, clubMatches, clubMatchGames, clubMatchPlayers } from './matches.tables';

export type MatchRow = typeof clubMatches.$inferSelect;
export type MatchGameRow = typeof clubMatchGames.$inferSelect;

/**
 * With the match row locked: a started match (every board's games created, `started_at` set)
 * with no game left without a result is finished.
 */
async function finishIfDone(tx: Tx, matchId: number, at: Date): Promise<void> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clubMatchGames)
    .where(and(eq(clubMatchGames.matchId, matchId), isNull(clubMatchGames.result)));
  if (left?.n !== 0) return;
  await tx
    .update(clubMatches)
    .set({ status: 'finished', finishedAt: at })
    .where(
      and(
        eq(clubMatches.id, matchId),
        eq(clubMatches.status, 'in_progress'),
        isNotNull(clubMatches.startedAt),
      ),
    );
}

export function createMatchesRepo(db: Db) {
  return {
    async insert(values: Omit<typeof clubMatches.$inferInsert, 'id'>): Promise<MatchRow> {
      const [row] = await db.insert(clubMatches).values(values).returning();
      return row!;
    },

    async byId(id: number): Promise<MatchRow | null> {
      const [row] = await db.select().from(clubMatches).where(eq(clubMatches.id, id));
      return row ?? null;
    },

    async clubsOf(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: clubs.id, slug: clubs.slug, name: clubs.name, avatarUrl: clubs.avatarUrl })
        .from(clubs)
        .where(inArray(clubs.id, ids));
    },

    /** A club's matches of some statuses, newest first. */
    async ofClub(clubId: number, statuses: ClubMatchStatus[], limit: number): Promise<MatchRow[]> {
      return db
        .select()
        .from(clubMatches)
        .where(
          and(
            or(eq(clubMatches.homeClubId, clubId), eq(clubMatches.awayClubId, clubId)),
            inArray(clubMatches.status, statuses),
          ),
        )
        .orderBy(desc(clubMatches.id))
        .limit(limit);
    },

    /** Moves a match from one status to another; false when it was not in `from` (another node, or a click, came first). */
    async transition(id: number, from: ClubMatchStatus[], to: ClubMatchStatus, at: Date): Promise<boolean> {
      const rows = await db
        .update(clubMatches)
        .set({
          status: to,
          ...(to === 'finished' || to === 'cancelled' ? { finishedAt: at } : {}),
        })
        .where(and(eq(clubMatches.id, id), inArray(clubMatches.status, from)))
        .returning({ id: clubMatches.id });
      return rows.length > 0;
    },

    /** Agreed matches whose start time has come (the sweep). */
    async due(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: clubMatches.id })
        .from(clubMatches)
        .where(and(eq(clubMatches.status, 'registration'), lte(clubMatches.startsAt, now)))
        .orderBy(asc(clubMatches.startsAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The earliest start of an agreed match not started yet (null: none). */
    async nextStart(): Promise<Date | null> {
      const [row] = await db
        .select({ at: clubMatches.startsAt })
        .from(clubMatches)
        .where(eq(clubMatches.status, 'registration'))
        .orderBy(asc(clubMatches.startsAt))
        .limit(1);
      return row?.at ?? null;
    },

    /** Games of running matches still without a result (the sweep checks whether they ended). */
    async unfinishedGames(limit: number): Promise<MatchGameRow[]> {
      return db
        .select({
          gameId: clubMatchGames.gameId,
          matchId: clubMatchGames.matchId,
          board: clubMatchGames.board,
          homeColor: clubMatchGames.homeColor,
          result: clubMatchGames.result,
        })
        .from(clubMatchGames)
        .innerJoin(clubMatches, eq(clubMatches.id, clubMatchGames.matchId))
        .where(and(eq(clubMatches.status, 'in_progress'), isNull(clubMatchGames.result)))
        .limit(limit);
    },

    /** Registers a member; false when they already were. */
    async register(matchId: number, userId: number, side: ClubMatchSide, at: Date): Promise<boolean> {
      const rows = await db
        .insert(clubMatchPlayers)
        .values({ matchId, userId, side, registeredAt: at })
        .onConflictDoNothing()
        .returning({ userId: clubMatchPlayers.userId });
      return rows.length > 0;
    },

    async withdraw(matchId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(clubMatchPlayers)
        .where(and(eq(clubMatchPlayers.matchId, matchId), eq(clubMatchPlayers.userId, userId)))
        .returning({ userId: clubMatchPlayers.userId });
      return rows.length > 0;
    },

    async registrants(matchId: number) {
      return db
        .select({
          userId: clubMatchPlayers.userId,
          username: users.username,
          side: clubMatchPlayers.side,
          registeredAt: clubMatchPlayers.registeredAt,
        })
        .from(clubMatchPlayers)
        .innerJoin(users, eq(users.userId, clubMatchPlayers.userId))
        .where(eq(clubMatchPlayers.matchId, matchId))
        .orderBy(asc(clubMatchPlayers.registeredAt))
        .limit(1000);
    },

    async addBoard(
      values: typeof clubMatchBoards.$inferInsert,
      games: (typeof clubMatchGames.$inferInsert)[],
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(clubMatchBoards).values(values);
        await tx.insert(clubMatchGames).values(games);
      });
    },

    async boards(matchId: number) {
      const home = sql<string>`(select username from users where user_id = ${clubMatchBoards.homeUserId})`;
      const away = sql<string>`(select username from users where user_id = ${clubMatchBoards.awayUserId})`;
      return db
        .select({
          board: clubMatchBoards.board,
          homeName: home,
          awayName: away,
          homeRating: clubMatchBoards.homeRating,
          awayRating: clubMatchBoards.awayRating,
        })
        .from(clubMatchBoards)
        .where(eq(clubMatchBoards.matchId, matchId))
        .orderBy(asc(clubMatchBoards.board));
    },

    async games(matchId: number): Promise<MatchGameRow[]> {
      return db
        .select()
        .from(clubMatchGames)
        .where(eq(clubMatchGames.matchId, matchId))
        .orderBy(asc(clubMatchGames.board), desc(clubMatchGames.homeColor));
    },

    async game(gameId: string): Promise<MatchGameRow | null> {
      const [row] = await db.select().from(clubMatchGames).where(eq(clubMatchGames.gameId, gameId));
      return row ?? null;
    },

    /**
     * Records a game's result once: the match row is locked first, so results applied at the same
     * time on several nodes take turns; the first adds the points, a repeat changes nothing. The
     * last result finishes the match. Answers whether this call applied it.
     */
    applyResult(gameId: string, matchId: number, result: ClubMatchGameResult, at: Date) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: clubMatches.id })
          .from(clubMatches)
          .where(eq(clubMatches.id, matchId))
          .for('update');
        const set = await tx
          .update(clubMatchGames)
          .set({ result })
          .where(and(eq(clubMatchGames.gameId, gameId), isNull(clubMatchGames.result)))
          .returning({ gameId: clubMatchGames.gameId });
        if (set.length === 0) return false;
        const points = pointsOf(result);
        await tx
          .update(clubMatches)
          .set({
            homePoints2: sql`${clubMatches.homePoints2} + ${points.home}`,
            awayPoints2: sql`${clubMatches.awayPoints2} + ${points.away}`,
          })
          .where(eq(clubMatches.id, matchId));
        await finishIfDone(tx, matchId, at);
        return true;
      });
    },

    /** Every board's games exist: the match counts as started (and, if they all ended already, finished). */
    markStarted(matchId: number, at: Date) {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: clubMatches.id })
          .from(clubMatches)
          .where(eq(clubMatches.id, matchId))
          .for('update');
        await tx.update(clubMatches).set({ startedAt: at }).where(eq(clubMatches.id, matchId));
        await finishIfDone(tx, matchId, at);
      });
    },
  };
}

export type MatchesRepo = ReturnType<typeof createMatchesRepo>;
