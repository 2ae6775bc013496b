import type { Color, Speed } from '@kingside/contract';
import { and, desc, eq, gte, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { NameOpening } from './game-opening';
import { games } from './play.tables';

/**
 * How many plies of a game not yet named come back: enough to name the opening (lichess's longest
 * line is 36, the packaged table's lookups stop at 50).
 */
export const OPENING_PLIES = 50;

/** One finished game as its player saw it (Insights reads these). */
export interface PlayedGame {
  id: string;
  speed: Speed;
  rated: boolean;
  color: Color;
  result: 'win' | 'draw' | 'loss';
  /** The opening as stored at the game's end; null when no known opening. */
  opening: { eco: string; name: string } | null;
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
 * `limit`. One narrow query per colour on the player's index. Openings are read as stored; a game
 * not named yet (the start-up backfill is under way) brings its first moves, cut in SQL, to name it here.
 */
export function createFinishedGames(db: Db, nameOpening: NameOpening) {
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
        openingEco: games.openingEco,
        openingName: games.openingName,
        unnamedMoves: sql<
          string | null
        >`case when ${games.openingPly} is null then array_to_string((string_to_array(${games.moves}, ' '))[1:${sql.raw(String(OPENING_PLIES))}], ' ') end`,
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

  const stored = (eco: string | null, name: string | null) => (eco && name ? { eco, name } : null);
  const named = (moves: string) => {
    const found = nameOpening(moves ? moves.split(' ') : []);
    return found && { eco: found.eco, name: found.name };
  };

  return {
    async of(userId: number, filter: PlayedGamesFilter, limit: number): Promise<PlayedGame[]> {
      const [asWhite, asBlack] = await Promise.all([
        side(userId, 'white', filter, limit),
        side(userId, 'black', filter, limit),
      ]);
      const tag =
        (color: Color) =>
        (row: (typeof asWhite)[number]): PlayedGame => {
          const { winner, endedAt, openingEco, openingName, unnamedMoves, ...rest } = row;
          const result = winner === null ? 'draw' : winner === color ? 'win' : 'loss';
          const opening = unnamedMoves === null ? stored(openingEco, openingName) : named(unnamedMoves);
          // Finished games always have `ended_at` (the query asks for it).
          return { ...rest, endedAt: endedAt!, color, result, opening };
        };
      return [...asWhite.map(tag('white')), ...asBlack.map(tag('black'))]
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .slice(0, limit);
    },
  };
}

export type FinishedGames = ReturnType<typeof createFinishedGames>;
