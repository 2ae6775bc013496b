import type { Color } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { games } from './play.tables';

/** One of a member's latest finished games, as a feed line needs it. */
export interface MemberGame {
  userId: number;
  id: string;
  color: Color;
  result: 'win' | 'draw' | 'loss';
  opponent: string;
  endedAt: Date;
}

interface Row {
  user_id: number;
  id: string;
  color: Color;
  winner: Color | null;
  opponent: string;
  ended_ms: number;
}

/**
 * Several members' latest finished games (aborted and live ones never count) in one statement, not
 * two queries a member: for each member, their newest as white and as black on the player indexes.
 */
export function createLatestGames(db: Db) {
  /** The member's (`member.id`, the lateral's) newest finished games as `color`. */
  const latestAs = (color: Color, limit: number) => {
    const me = color === 'white' ? games.whiteUserId : games.blackUserId;
    const opponent = color === 'white' ? games.blackName : games.whiteName;
    return sql`(select ${games.id} as id, ${color}::text as color, ${games.winner} as winner,
        ${opponent} as opponent, ${games.endedAt} as ended_at, ${games.createdAt} as created_at
      from ${games} where ${me} = member.id and ${games.status} not in ('started', 'aborted')
        and ${games.endedAt} is not null
      order by ${games.createdAt} desc limit ${limit})`;
  };

  return {
    /** Each member's latest `limit` finished games, newest first (as `finishedGames.of` orders them). */
    async of(userIds: number[], limit: number): Promise<MemberGame[]> {
      if (userIds.length === 0) return [];
      const ids = sql.join(
        userIds.map((id) => sql`${id}::int`),
        sql`, `,
      );
      // The end time as epoch milliseconds: a number on every driver, where timestamps are not.
      const result = await db.execute(sql`select member.id as user_id, latest.id, latest.color,
          latest.winner, latest.opponent, extract(epoch from latest.ended_at)::float8 * 1000 as ended_ms
        from unnest(array[${ids}]) as member(id)
        cross join lateral (${latestAs('white', limit)} union all ${latestAs('black', limit)}
          order by created_at desc limit ${limit}) as latest
        order by member.id, latest.created_at desc`);
      return (result as unknown as { rows: Row[] }).rows.map((row) => ({
        userId: Number(row.user_id),
        id: row.id,
        color: row.color,
        result: row.winner === null ? 'draw' : row.winner === row.color ? 'win' : 'loss',
        opponent: row.opponent,
        endedAt: new Date(Number(row.ended_ms)),
      }));
    },
  };
}
