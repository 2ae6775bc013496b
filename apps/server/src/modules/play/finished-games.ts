import type { Color, Speed } from '@kingside/contract';
import { and, desc, eq, gte, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { games } from './play.tables';

/** How many plies of each game come back: enough to name the opening (the table's longest line is 36). */
export const OPENING_PLIES = 40;

/** One finished game as its player saw it (Insights reads these). */
export interface PlayedGame {
  id: string;
  speed: Speed;
  rated: boolean;
  color: Color;
  result: 'win' | 'draw' | 'loss';
  /** The first OPENING_PLIES moves (UCI, space-separated). */
  opening: string;
  plies: number;
  startedAt: Date;
  endedAt: Date;
  /** The player's rating when the game began, and its change (rated games). */
  rating: number | null;
  ratingDiff: number | null;
  opponent: string;
  opponentRating: number | null;
}

export interface PlayedGamesFilter {
  speed?: Speed;
  since?: Date;
  /** Games that ended before this instant (a year's recap). */
  until?: Date;
}

/**
 * A member's latest finished games (aborted and live ones never count), newest first, at most
 * `limit`. One narrow query per colour on the player's index; moves are cut to the opening in SQL.
 */
export function createFinishedGames(db: Db) {
  function side(userId: number, color: Color, filter: PlayedGamesFilter, limit: number) {
    const me = color === 'white' ? games.whiteUserId : games.blackUserId;
    const they = color === 'white' ? 'black' : 'white';
    const conditions: SQL[] = [
      eq(me, userId),
      notInArray(games.status, ['started', 'aborted']),
      isNotNull(games.endedAt),
    ];
    if (filter.speed) conditions.push(eq(games.speed, filter.speed));
    if (filter.since) conditions.push(gte(games.endedAt, filter.since));
    if (filter.until) conditions.push(lt(games.endedAt, filter.until));
    return db
      .select({
        id: games.id,
        speed: sql<Speed>`${games.speed}`,
        rated: games.rated,
        winner: games.winner,
        opening: sql<string>`array_to_string((string_to_array(${games.moves}, ' '))[1:${sql.raw(String(OPENING_PLIES))}], ' ')`,
        plies: sql<number>`cardinality(string_to_array(${games.moves}, ' '))`.mapWith(Number),
        startedAt: games.createdAt,
        endedAt: games.endedAt,
        rating: color === 'white' ? games.whiteRating : games.blackRating,
        ratingDiff: color === 'white' ? games.whiteRatingDiff : games.blackRatingDiff,
        opponent: they === 'white' ? games.whiteName : games.blackName,
        opponentRating: they === 'white' ? games.whiteRating : games.blackRating,
      })
      .from(games)
      .where(and(...conditions))
      .orderBy(desc(games.createdAt))
      .limit(limit);
  }

  return {
    async of(userId: number, filter: PlayedGamesFilter, limit: number): Promise<PlayedGame[]> {
      const [asWhite, asBlack] = await Promise.all([
        side(userId, 'white', filter, limit),
        side(userId, 'black', filter, limit),
      ]);
      const tag =
        (color: Color) =>
        (row: (typeof asWhite)[number]): PlayedGame => {
          const { winner, endedAt, ...rest } = row;
          const result = winner === null ? 'draw' : winner === color ? 'win' : 'loss';
          // Finished games always have `ended_at` (the query asks for it).
          return { ...rest, endedAt: endedAt!, color, result };
        };
      return [...asWhite.map(tag('white')), ...asBlack.map(tag('black'))]
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .slice(0, limit);
    },
  };
}

export type FinishedGames = ReturnType<typeof createFinishedGames>;
