import type { Color, Speed } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { OPENING_PLIES } from './finished-games';
import type { NameOpening } from './game-opening';

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

export interface OpponentCounts {
  /** The opponent's member id, or null for a guest (counted by name). */
  userId: number | null;
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

/** A member's results with one opening (as stored; null: no known opening) among their latest games. */
export interface OpeningCounts {
  opening: { eco: string; name: string } | null;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

/** Everything the statistics page and the year in chess sum up from a member's finished games. */
export interface MemberSummary {
  /** Results and time played per colour and speed. */
  results: ColorSpeedCounts[];
  /** The rating after each UTC day's last rated game, per speed, oldest first: the history chart. */
  days: RatingAfter[];
  /** The highest and the lowest rating a rated game left the member with, per speed (the earliest of equals). */
  best: RatingAfter[];
  lowest: RatingAfter[];
  /** The opponents met most, members by account and guests by name. */
  opponents: OpponentCounts[];
  /** Per opening, over the latest `openings` games (by start): several rows may share a name. */
  openings: OpeningCounts[];
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/**
 * A member's finished games (aborted ones never count) summed up in ONE statement: the member's
 * side of each game is read once per colour from `games_{white,black}_ended_idx` into a
 * materialized set, and every grouping runs over that set, each answered as JSON. Six statements
 * each reading the same 10,000 rows took five times as long (PGlite runs them one after another).
 */
export function createMemberSummary(db: Db, nameOpening: NameOpening) {
  const side = (color: Color, userId: number, window: EndedWindow) => {
    const they = color === 'white' ? 'black' : 'white';
    const id = (name: string) => sql.identifier(name);
    return sql`select id, speed, rated, created_at, ended_at, winner, ${color}::text as color,
        ${id(`${color}_rating`)} + ${id(`${color}_rating_diff`)} as rating_after,
        ${id(`${they}_user_id`)} as their_id, ${id(`${they}_name`)} as their_name,
        opening_eco, opening_name,
        case when opening_ply is null then array_to_string((string_to_array(moves, ' '))[1:${sql.raw(String(OPENING_PLIES))}], ' ') end as unnamed
      from games
      where ${id(`${color}_user_id`)} = ${userId} and ended_at is not null and status not in ('aborted', 'started')
        ${window.from ? sql`and ended_at >= ${window.from}` : sql``}
        ${window.to ? sql`and ended_at < ${window.to}` : sql``}`;
  };
  const counts = sql`count(*) as games, count(*) filter (where winner = color) as wins,
    count(*) filter (where winner is null) as draws, count(*) filter (where winner <> color) as losses`;
  const rated = sql`rated and rating_after is not null`;
  // Rows are grouped first and made JSON after: building each game's JSON before DISTINCT ON sorted them doubled the time.
  const ratingColumns = sql`speed, id as "gameId", ended_at as "endedAt", rating_after as rating`;
  const day = sql`date_trunc('day', ended_at at time zone 'UTC')`;
  const agg = (rows: ReturnType<typeof sql>, order: ReturnType<typeof sql> = sql``) =>
    sql`coalesce((select json_agg(r ${order}) from (${rows}) r), '[]'::json)`;

  const toRating = (row: Json<RatingAfter>): RatingAfter => ({
    ...row,
    rating: Number(row.rating),
    endedAt: new Date(row.endedAt),
  });
  const toCounts = <T extends { games: number; wins: number; draws: number; losses: number }>(row: T) => ({
    ...row,
    games: Number(row.games),
    wins: Number(row.wins),
    draws: Number(row.draws),
    losses: Number(row.losses),
  });

  return {
    async of(
      userId: number,
      options: { window?: EndedWindow; opponents: number; openings: number },
    ): Promise<MemberSummary> {
      const window = options.window ?? {};
      const result = await db.execute(sql`with mine as materialized (
          ${side('white', userId, window)} union all ${side('black', userId, window)})
        select
          ${agg(sql`select color, speed, ${counts},
              coalesce(sum(extract(epoch from ended_at - created_at)), 0) as seconds
            from mine group by color, speed`)} as results,
          ${agg(
            sql`select distinct on (speed, ${day}) ${ratingColumns} from mine where ${rated}
              order by speed, ${day}, ended_at desc`,
            sql`order by r."endedAt"`,
          )} as days,
          ${agg(sql`select distinct on (speed) ${ratingColumns} from mine where ${rated}
              order by speed, rating_after desc, ended_at`)} as best,
          ${agg(sql`select distinct on (speed) ${ratingColumns} from mine where ${rated}
              order by speed, rating_after, ended_at`)} as lowest,
          ${agg(sql`select their_id as "userId", max(their_name) as name, ${counts} from mine
              group by their_id, case when their_id is null then their_name end
              order by count(*) desc, max(their_name) limit ${options.opponents}`)} as opponents,
          ${agg(sql`select opening_eco as eco, opening_name as name, unnamed, ${counts}
              from (select * from mine order by created_at desc limit ${options.openings}) latest
              group by opening_eco, opening_name, unnamed`)} as openings`);
      const [row] = (result as unknown as { rows: Record<keyof MemberSummary, unknown[]>[] }).rows;
      const ratings = (rows: unknown[]) => (rows as Json<RatingAfter>[]).map(toRating);
      return {
        results: (row!.results as (ColorSpeedCounts & { seconds: number | string })[]).map((r) => ({
          ...toCounts(r),
          speed: r.speed as Speed,
          seconds: Math.round(Number(r.seconds)),
        })),
        days: ratings(row!.days),
        best: ratings(row!.best),
        lowest: ratings(row!.lowest),
        opponents: (row!.opponents as OpponentCounts[]).map((r) => ({
          ...toCounts(r),
          userId: r.userId === null ? null : Number(r.userId),
        })),
        openings: (
          row!.openings as (OpeningCounts & {
            eco: string | null;
            name: string | null;
            unnamed: string | null;
          })[]
        ).map(({ eco, name, unnamed, ...r }) => ({
          ...toCounts(r),
          opening: unnamed === null ? (eco && name ? { eco, name } : null) : named(unnamed),
        })),
      };
    },
  };

  function named(moves: string): OpeningCounts['opening'] {
    const found = nameOpening(moves ? moves.split(' ') : []);
    return found && { eco: found.eco, name: found.name };
  }
}

export type MemberSummaries = ReturnType<typeof createMemberSummary>;
