import { SPEEDS, type Speed } from '@kingside/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { isProvisional } from './core';
import { games, ratings } from './play.tables';

export interface ProfileRating {
  speed: Speed;
  rating: number;
  provisional: boolean;
  games: number;
}

/** What a member's profile shows of their play: ratings per speed and the game they play now. */
export function createMemberActivity(db: Db) {
  return {
    /** The speeds the member has a rating in, in SPEEDS order. */
    async ratings(userId: number): Promise<ProfileRating[]> {
      const rows = await db.select().from(ratings).where(eq(ratings.userId, userId));
      return rows
        .filter((row) => (SPEEDS as readonly string[]).includes(row.speed))
        .sort((a, b) => SPEEDS.indexOf(a.speed as Speed) - SPEEDS.indexOf(b.speed as Speed))
        .map((row) => ({
          speed: row.speed as Speed,
          rating: Math.round(row.rating),
          provisional: isProvisional({ deviation: row.rd }),
          games: row.games,
        }));
    },

    /** The member's newest running game, if any (the two player indexes, live games only). */
    async liveGameOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .where(
          and(eq(games.status, 'started'), or(eq(games.whiteUserId, userId), eq(games.blackUserId, userId))),
        )
        .orderBy(desc(games.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** The member's running games, newest first (the open API's `/api/account/playing`, its event stream). */
    async liveGamesOf(userId: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: games.id })
        .from(games)
        .where(
          and(eq(games.status, 'started'), or(eq(games.whiteUserId, userId), eq(games.blackUserId, userId))),
        )
        .orderBy(desc(games.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Whether the member ever had a game (a bot upgrade needs none). */
    async hasPlayed(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .where(or(eq(games.whiteUserId, userId), eq(games.blackUserId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type MemberActivity = ReturnType<typeof createMemberActivity>;
