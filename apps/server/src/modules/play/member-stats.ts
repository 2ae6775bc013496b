import type { Color } from '@kingside/contract';
import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { NameOpening } from './game-opening';
import { createMemberSummary, type EndedWindow } from './member-summary';
import { games } from './play.tables';

export interface BestWinRow {
  gameId: string;
  opponent: string;
  opponentRating: number;
  endedAt: Date;
}

/**
 * A member's finished games (aborted ones never count) summed up in SQL, for the statistics page
 * and the year in chess: every query starts from the member's side on `games_{white,black}_ended_idx`
 * (user, ended_at; only ended games), so 10,000 games are read from the index and grouped by the
 * database, never shipped row by row; the page's sums share one read (member-summary.ts).
 */
export function createMemberStats(db: Db, nameOpening: NameOpening) {
  const summaries = createMemberSummary(db, nameOpening);
  const side = (color: Color) => (color === 'white' ? games.whiteUserId : games.blackUserId);
  const ended = (color: Color, userId: number, window: EndedWindow, ...more: SQL[]) =>
    and(
      eq(side(color), userId),
      isNotNull(games.endedAt),
      ne(games.status, 'aborted'),
      ne(games.status, 'started'),
      ...(window.from ? [gte(games.endedAt, window.from)] : []),
      ...(window.to ? [lt(games.endedAt, window.to)] : []),
      ...more,
    );
  const both = <T>(query: (color: Color) => Promise<T[]>) =>
    Promise.all([query('white'), query('black')]).then(([w, b]) => [...w, ...b]);

  return {
    /** Results, rating history and extremes, opponents and openings, in one statement (member-summary.ts). */
    summary: summaries.of,

    /** The win over the highest-rated opponent in the window (the earliest of equals), or null. */
    async bestWin(userId: number, window: EndedWindow): Promise<BestWinRow | null> {
      const rows = await both((color) => {
        const theirRating = color === 'white' ? games.blackRating : games.whiteRating;
        return db
          .select({
            gameId: games.id,
            opponent: color === 'white' ? games.blackName : games.whiteName,
            opponentRating: sql<number>`${theirRating}`.mapWith(Number),
            endedAt: games.endedAt,
          })
          .from(games)
          .where(ended(color, userId, window, eq(games.winner, color), isNotNull(theirRating)))
          .orderBy(desc(theirRating), asc(games.endedAt))
          .limit(1);
      });
      const best = rows.sort(
        (a, b) => b.opponentRating - a.opponentRating || a.endedAt!.getTime() - b.endedAt!.getTime(),
      )[0];
      return best ? { ...best, endedAt: best.endedAt! } : null;
    },

    /**
     * The member's dates (`YYYY-MM-DD` in IANA `zone`, DST-safe: each instant at its own offset) with a
     * finished game (rated or casual), once each, in no order: the streaks. One row a day, whatever
     * the games. Rejects when the database does not know the zone (older tz data than the app's).
     */
    async playedDates(userId: number, zone: string, window: EndedWindow = {}): Promise<string[]> {
      const dates = (color: Color) =>
        sql`select to_char(${games.endedAt} at time zone ${zone}, 'YYYY-MM-DD') as date
          from ${games} where ${ended(color, userId, window)}`;
      const result = await db.execute(sql`${dates('white')} union ${dates('black')}`);
      return (result as unknown as { rows: { date: string }[] }).rows.map((row) => row.date);
    },

    /**
     * When each finished game (rated or casual) ended, newest first, at most `limit`: the streaks
     * when the database does not know the member's zone (`playedDates`).
     */
    async endedAt(userId: number, window: EndedWindow = {}, limit = 20_000): Promise<Date[]> {
      const rows = await both((color) =>
        db
          .select({ endedAt: games.endedAt })
          .from(games)
          .where(ended(color, userId, window))
          .orderBy(desc(games.endedAt))
          .limit(limit),
      );
      return rows.map((row) => row.endedAt!).sort((a, b) => b.getTime() - a.getTime());
    },

    /** Whether the member finished a game in the window. */
    async any(userId: number, window: EndedWindow): Promise<boolean> {
      const rows = await both((color) =>
        db
          .select({ id: games.id })
          .from(games)
          .where(ended(color, userId, window))
          .limit(1),
      );
      return rows.length > 0;
    },
  };
}

export type MemberStats = ReturnType<typeof createMemberStats>;
