/**
 * A member's finished games, newest first, a page at a time by keyset (ended_at, id): the archive
 * page and the PGN/NDJSON export read these. Each colour's query walks its own partial index,
 * `games_{white,black}_ended_idx` (user, ended_at), and the two pages merge; aborted games are left out.
 */
import type { Color, Speed } from '@kingside/contract';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { type GameRow, games } from './play.tables';

export interface ArchiveFilter {
  speeds?: readonly Speed[];
  rated?: boolean;
  /** The colour the member played. */
  color?: Color;
  /** The member's result. */
  result?: 'win' | 'loss' | 'draw';
  /** Only games against this member. */
  opponentId?: number;
  /** Ended at or after / at or before. */
  since?: Date;
  until?: Date;
}

/** Where the last page stopped: the last game's end and id (ids break ties). */
export interface ArchiveCursor {
  endedAt: Date;
  id: string;
}

export interface ArchivePage {
  games: GameRow[];
  /** null: nothing older. */
  next: ArchiveCursor | null;
}

/** Ids in byte order, as the merge below compares them, whatever the database's collation. */
const idInOrder = sql`${games.id} collate "C"`;

const other = (color: Color): Color => (color === 'white' ? 'black' : 'white');

export function createArchivePages(db: Db) {
  function side(
    userId: number,
    color: Color,
    filter: ArchiveFilter,
    after: ArchiveCursor | null,
    limit: number,
  ) {
    const me = color === 'white' ? games.whiteUserId : games.blackUserId;
    const they = color === 'white' ? games.blackUserId : games.whiteUserId;
    const conditions: (SQL | undefined)[] = [
      eq(me, userId),
      isNotNull(games.endedAt),
      ne(games.status, 'aborted'),
      filter.speeds?.length ? inArray(games.speed, [...filter.speeds]) : undefined,
      filter.rated === undefined ? undefined : eq(games.rated, filter.rated),
      filter.opponentId === undefined ? undefined : eq(they, filter.opponentId),
      filter.since ? gte(games.endedAt, filter.since) : undefined,
      filter.until ? lte(games.endedAt, filter.until) : undefined,
      filter.result === 'win' ? eq(games.winner, color) : undefined,
      filter.result === 'loss' ? eq(games.winner, other(color)) : undefined,
      filter.result === 'draw' ? isNull(games.winner) : undefined,
      after ? sql`(${games.endedAt}, ${idInOrder}) < (${after.endedAt}, ${after.id})` : undefined,
    ];
    return db
      .select()
      .from(games)
      .where(and(...conditions))
      .orderBy(desc(games.endedAt), desc(idInOrder))
      .limit(limit);
  }

  return {
    /** Up to `limit` games after `after` (the first page when null). */
    async page(
      userId: number,
      filter: ArchiveFilter,
      after: ArchiveCursor | null,
      limit: number,
    ): Promise<ArchivePage> {
      const colors: Color[] = filter.color ? [filter.color] : ['white', 'black'];
      const rows = (await Promise.all(colors.map((color) => side(userId, color, filter, after, limit + 1))))
        .flat()
        .sort(
          (a, b) => b.endedAt!.getTime() - a.endedAt!.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        games: page,
        next: rows.length > limit && last ? { endedAt: last.endedAt!, id: last.id } : null,
      };
    },
  };
}

export type ArchivePages = ReturnType<typeof createArchivePages>;
