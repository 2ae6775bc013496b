import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { tournamentGames, tournamentPlayers } from './tournaments.tables';

export type TournamentGameRow = typeof tournamentGames.$inferSelect;

/** The tournaments' games: pairings recorded with both players' rows, results settled once. */
export function createTournamentGamesRepo(db: Db) {
  return {
    async games(tournamentId: number): Promise<TournamentGameRow[]> {
      return db
        .select()
        .from(tournamentGames)
        .where(eq(tournamentGames.tournamentId, tournamentId))
        .orderBy(asc(tournamentGames.round), asc(tournamentGames.createdAt));
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
        'result' | 'noStart' | 'moves' | 'counted' | 'endedAt' | 'whiteBerserk' | 'blackBerserk'
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
  };
}
