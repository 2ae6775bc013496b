import type { Color } from '@kingside/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { fenAfter, fenOf, newGame } from './core';
import { pgnTimeControl } from './pgn';
import { type GameRow, games, ratings } from './play.tables';

/** A finished game of a member's archive, with what the public API shows besides the row. */
export type ArchivedGame = Omit<GameRow, 'endedAt'> & {
  endedAt: Date;
  /** The players' accounts as they are now: null for a guest (or a deleted account). */
  white: { usernameKey: string; uuid: string } | null;
  black: { usernameKey: string; uuid: string } | null;
  initialFen: string;
  /** The final position. */
  fen: string;
  /** The PGN `TimeControl`. */
  timeControl: string;
};

/** A game by id as the public API shows it, finished or still played (`endedAt` null). */
export type GameRecord = Omit<ArchivedGame, 'endedAt'> & { endedAt: Date | null };

const INITIAL_FEN = fenOf(newGame());

type AccountRef = { usernameKey: string; uuid: string | null } | null;

/** A row with its players' accounts (left-joined: a guest's are all null) as the public API shows it. */
function withAccounts({ game, white, black }: { game: GameRow; white: AccountRef; black: AccountRef }) {
  return {
    ...game,
    white: white?.uuid ? { usernameKey: white.usernameKey, uuid: white.uuid } : null,
    black: black?.uuid ? { usernameKey: black.usernameKey, uuid: black.uuid } : null,
    initialFen: INITIAL_FEN,
    fen: finalFen(game.moves),
    timeControl: pgnTimeControl(game),
  };
}

/** The position after a game's stored moves (as far as they replay). */
export const finalFen = (moves: string): string => fenAfter(moves ? moves.split(' ') : []);

/** A month with games: `YYYY/MM` (UTC, by when the games ended) and when its last game ended. */
export interface ArchiveMonth {
  month: string;
  lastEndedAt: Date;
}

/** A member's results and best rating in one speed, from their rated finished games. */
export interface SpeedRecord {
  speed: string;
  win: number;
  loss: number;
  draw: number;
  /** The highest rating a game left them with, and that game. */
  best: { rating: number; date: Date; gameId: string } | null;
}

export interface SpeedRating {
  speed: string;
  rating: number;
  rd: number;
  updatedAt: Date;
}

/**
 * A member's finished games by month, for the public API (chess.com's monthly archives: games by
 * the month they ended, aborted ones left out). Every query starts from the member's side on
 * `games_{white,black}_ended_idx` (user, ended_at; only ended games), one query per colour.
 */
export function createGameArchive(db: Db) {
  const side = (color: Color) => (color === 'white' ? games.whiteUserId : games.blackUserId);
  const ended = (color: Color, userId: number, ...more: SQL[]) =>
    and(eq(side(color), userId), isNotNull(games.endedAt), ne(games.status, 'aborted'), ...more);
  const both = <T>(query: (color: Color) => Promise<T[]>) =>
    Promise.all([query('white'), query('black')]).then(([w, b]) => [...w, ...b]);

  const month = sql<string>`to_char(${games.endedAt} at time zone 'UTC', 'YYYY/MM')`;

  /** Games with their players' accounts (left-joined: a guest's side is all null), to be narrowed by `where`. */
  const withPlayers = () => {
    const w = alias(users, 'w');
    const b = alias(users, 'b');
    return db
      .select({
        game: games,
        white: { usernameKey: w.usernameKey, uuid: w.uuid },
        black: { usernameKey: b.usernameKey, uuid: b.uuid },
      })
      .from(games)
      .leftJoin(w, eq(w.userId, games.whiteUserId))
      .leftJoin(b, eq(b.userId, games.blackUserId));
  };

  return {
    /** The months the member finished games in, oldest first. */
    async months(userId: number): Promise<ArchiveMonth[]> {
      const rows = await both((color) =>
        db
          .select({ month, lastEndedAt: sql<Date>`max(${games.endedAt})`.mapWith(games.endedAt) })
          .from(games)
          .where(ended(color, userId))
          .groupBy(month),
      );
      const byMonth = new Map<string, Date>();
      for (const row of rows) {
        const seen = byMonth.get(row.month);
        if (!seen || seen < row.lastEndedAt) byMonth.set(row.month, row.lastEndedAt);
      }
      return [...byMonth]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, lastEndedAt]) => ({ month, lastEndedAt }));
    },

    /** The games the member finished in one UTC month, in the order they ended. */
    async monthGames(userId: number, year: number, monthNumber: number): Promise<ArchivedGame[]> {
      const from = new Date(Date.UTC(year, monthNumber - 1, 1));
      const to = new Date(Date.UTC(year, monthNumber, 1));
      const rows = await both((color) =>
        withPlayers().where(ended(color, userId, gte(games.endedAt, from), lt(games.endedAt, to))),
      );
      return rows
        .map((row) => ({ ...withAccounts(row), endedAt: row.game.endedAt! }))
        .sort((x, y) => x.endedAt.getTime() - y.endedAt.getTime() || x.id.localeCompare(y.id));
    },

    /** Wins, losses, draws and the best rating per speed, from rated games. */
    async records(userId: number): Promise<SpeedRecord[]> {
      const counts = await both((color) =>
        db
          .select({
            speed: games.speed,
            win: sql<number>`count(*) filter (where ${games.winner} = ${color})`.mapWith(Number),
            loss: sql<number>`count(*) filter (where ${games.winner} <> ${color})`.mapWith(Number),
            draw: sql<number>`count(*) filter (where ${games.winner} is null)`.mapWith(Number),
          })
          .from(games)
          .where(ended(color, userId, eq(games.rated, true)))
          .groupBy(games.speed),
      );
      const bests = await both((color) => {
        const after = sql<number>`${color === 'white' ? games.whiteRating : games.blackRating} + ${
          color === 'white' ? games.whiteRatingDiff : games.blackRatingDiff
        }`.mapWith(Number);
        return db
          .selectDistinctOn([games.speed], {
            speed: games.speed,
            rating: after,
            date: games.endedAt,
            gameId: games.id,
          })
          .from(games)
          .where(ended(color, userId, eq(games.rated, true), sql`${after} is not null`))
          .orderBy(games.speed, desc(after), asc(games.endedAt));
      });
      const bySpeed = new Map<string, SpeedRecord>();
      for (const row of counts) {
        const record = bySpeed.get(row.speed) ?? { speed: row.speed, win: 0, loss: 0, draw: 0, best: null };
        record.win += row.win;
        record.loss += row.loss;
        record.draw += row.draw;
        bySpeed.set(row.speed, record);
      }
      for (const row of bests) {
        const record = bySpeed.get(row.speed);
        if (record && (!record.best || row.rating > record.best.rating)) {
          record.best = { rating: row.rating, date: row.date!, gameId: row.gameId };
        }
      }
      return [...bySpeed.values()];
    },

    /** Games by id, in any state (a club match's boards), in the order asked; unknown ids left out. */
    async byIds(ids: string[]): Promise<GameRecord[]> {
      if (ids.length === 0) return [];
      const rows = await withPlayers().where(inArray(games.id, ids));
      const byId = new Map(rows.map((row) => [row.game.id, withAccounts(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The member's current rating per speed they have one in. */
    ratings(userId: number): Promise<SpeedRating[]> {
      return db
        .select({
          speed: ratings.speed,
          rating: ratings.rating,
          rd: ratings.rd,
          updatedAt: ratings.updatedAt,
        })
        .from(ratings)
        .where(eq(ratings.userId, userId));
    },
  };
}

export type GameArchive = ReturnType<typeof createGameArchive>;
