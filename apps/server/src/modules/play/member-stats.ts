import type { Color, Speed } from '@kingside/contract';
import { and, asc, desc, eq, gte, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { games } from './play.tables';

/** A window of when games ended: [from, to). */
export interface EndedWindow {
  from?: Date;
  to?: Date;
}

export interface ColorSpeedCounts {
  color: Color;
  speed: Speed;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Seconds from start to end, summed. */
  seconds: number;
}

export interface RatingAfter {
  speed: Speed;
  gameId: string;
  endedAt: Date;
  rating: number;
}

export interface BestWinRow {
  gameId: string;
  opponent: string;
  opponentRating: number;
  endedAt: Date;
}

export interface OpponentCounts {
  /** The opponent's member id, or null for a guest (counted by name). */
  userId: number | null;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

/**
 * A member's finished games (aborted ones never count) summed up in SQL, for the statistics page
 * and the year in chess: every query starts from the member's side on `games_{white,black}_ended_idx`
 * (user, ended_at; only ended games), one query per colour, so 10,000 games are read from the
 * index and grouped by the database, never shipped row by row.
 */
export function createMemberStats(db: Db) {
  const side = (color: Color) => (color === 'white' ? games.whiteUserId : games.blackUserId);
  const after = (color: Color) =>
    color === 'white'
      ? sql<number>`${games.whiteRating} + ${games.whiteRatingDiff}`.mapWith(Number)
      : sql<number>`${games.blackRating} + ${games.blackRatingDiff}`.mapWith(Number);
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
  const counts = (color: Color) => ({
    games: sql<number>`count(*)`.mapWith(Number),
    wins: sql<number>`count(*) filter (where ${games.winner} = ${color})`.mapWith(Number),
    draws: sql<number>`count(*) filter (where ${games.winner} is null)`.mapWith(Number),
    losses: sql<number>`count(*) filter (where ${games.winner} <> ${color})`.mapWith(Number),
  });

  return {
    /** Results and time played per colour and speed. */
    async results(userId: number, window: EndedWindow = {}): Promise<ColorSpeedCounts[]> {
      return both(async (color) => {
        const rows = await db
          .select({
            speed: sql<Speed>`${games.speed}`,
            ...counts(color),
            seconds:
              sql<number>`coalesce(sum(extract(epoch from ${games.endedAt} - ${games.createdAt})), 0)`.mapWith(
                Number,
              ),
          })
          .from(games)
          .where(ended(color, userId, window))
          .groupBy(games.speed);
        return rows.map((row) => ({ ...row, color, seconds: Math.round(row.seconds) }));
      });
    },

    /** The rating after each UTC day's last rated game, per speed, oldest first: the history chart. */
    async ratingDays(userId: number, window: EndedWindow = {}): Promise<RatingAfter[]> {
      const day = sql`date_trunc('day', ${games.endedAt} at time zone 'UTC')`;
      const rows = await both((color) =>
        db
          .selectDistinctOn([games.speed, day], {
            speed: sql<Speed>`${games.speed}`,
            gameId: games.id,
            endedAt: games.endedAt,
            rating: after(color),
          })
          .from(games)
          .where(ended(color, userId, window, eq(games.rated, true), sql`${after(color)} is not null`))
          .orderBy(games.speed, day, desc(games.endedAt)),
      );
      // Each colour gave its own last game of a day: keep the later one.
      const byDay = new Map<string, RatingAfter>();
      for (const row of rows) {
        const key = `${row.speed} ${row.endedAt!.toISOString().slice(0, 10)}`;
        const seen = byDay.get(key);
        if (!seen || seen.endedAt < row.endedAt!) byDay.set(key, { ...row, endedAt: row.endedAt! });
      }
      return [...byDay.values()].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime());
    },

    /** The highest and the lowest rating a rated game left the member with, per speed, and those games. */
    async ratingExtremes(
      userId: number,
      window: EndedWindow = {},
    ): Promise<{ best: RatingAfter[]; lowest: RatingAfter[] }> {
      const pick = (highest: boolean) =>
        both((color) =>
          db
            .selectDistinctOn([games.speed], {
              speed: sql<Speed>`${games.speed}`,
              gameId: games.id,
              endedAt: games.endedAt,
              rating: after(color),
            })
            .from(games)
            .where(ended(color, userId, window, eq(games.rated, true), sql`${after(color)} is not null`))
            .orderBy(games.speed, highest ? desc(after(color)) : asc(after(color)), asc(games.endedAt)),
        ).then((rows) => {
          const bySpeed = new Map<Speed, RatingAfter>();
          for (const row of rows) {
            const seen = bySpeed.get(row.speed);
            const better = !seen || (highest ? row.rating > seen.rating : row.rating < seen.rating);
            if (better) bySpeed.set(row.speed, { ...row, endedAt: row.endedAt! });
          }
          return [...bySpeed.values()];
        });
      const [best, lowest] = await Promise.all([pick(true), pick(false)]);
      return { best, lowest };
    },

    /** The opponents met most, members by account and guests by name, with the member's results. */
    async opponents(userId: number, limit: number, window: EndedWindow = {}): Promise<OpponentCounts[]> {
      const sideRows = (color: Color) => {
        const they = color === 'white' ? 'black' : 'white';
        return sql`select ${sql.identifier(`${they}_user_id`)} as their_id, ${sql.identifier(`${they}_name`)} as their_name,
          (${games.winner} = ${color})::int as won, (${games.winner} is null)::int as drew
          from ${games} where ${ended(color, userId, window)}`;
      };
      // One grouping over both colours (a union), so an opponent met as white and as black is one line.
      const result = await db.execute(sql`select their_id as "userId", max(their_name) as "name",
          count(*)::int as "games", sum(won)::int as "wins", sum(drew)::int as "draws",
          (count(*) - sum(won) - sum(drew))::int as "losses"
        from (${sideRows('white')} union all ${sideRows('black')}) mine
        group by their_id, case when their_id is null then their_name end
        order by count(*) desc, max(their_name) limit ${limit}`);
      return (result as unknown as { rows: OpponentCounts[] }).rows.map((row) => ({
        userId: row.userId === null ? null : Number(row.userId),
        name: row.name,
        games: Number(row.games),
        wins: Number(row.wins),
        draws: Number(row.draws),
        losses: Number(row.losses),
      }));
    },

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
