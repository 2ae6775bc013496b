import {
  type Color,
  DAILY_GAMES_PAGE_SIZE,
  type DailyGameSummary,
  type DailyGamesPage,
  opposite,
} from '@kingside/contract';
import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db';
import { fenOf, newGame, playMove } from '../core';
import { type GameRow, games } from '../play.tables';

const started = (userId: number) =>
  and(
    eq(games.status, 'started'),
    isNotNull(games.daysPerMove),
    or(eq(games.whiteUserId, userId), eq(games.blackUserId, userId)),
  );

/** The side to move of a daily game is the one whose clock runs (daily-clock.ts). */
const myTurn = (userId: number) =>
  sql`((${games.whiteUserId} = ${userId} and ${games.clockRunning} = 'white') or (${games.blackUserId} = ${userId} and ${games.clockRunning} = 'black'))`;

function fenAfter(moves: string[]): string {
  let state = newGame();
  for (const uci of moves) {
    const played = playMove(state, uci);
    if (!played.ok) break;
    state = played.value.state;
  }
  return fenOf(state);
}

function summary(row: GameRow, userId: number, now: Date): DailyGameSummary {
  const color: Color = row.whiteUserId === userId ? 'white' : 'black';
  const other = opposite(color);
  const moves = row.moves ? row.moves.split(' ') : [];
  const deadline = row.deadlineAt ?? now;
  return {
    id: row.id,
    daysPerMove: row.daysPerMove!,
    weekendPause: row.weekendPause,
    rated: row.rated,
    color,
    opponent: { username: row[`${other}Name`], rating: row[`${other}Rating`] },
    myTurn: row.clockRunning === color,
    deadline: deadline.toISOString(),
    timeLeftMs: Math.max(0, deadline.getTime() - now.getTime()),
    fen: fenAfter(moves),
    lastMove: moves.at(-1) ?? null,
    plies: moves.length,
  };
}

/**
 * A member's daily games being played: those waiting for their move first, each part by time
 * left. The two partial indexes on (player, deadline) of started daily games serve it.
 */
export async function dailyGamesOf(db: Db, userId: number, page: number, now: Date): Promise<DailyGamesPage> {
  const size = DAILY_GAMES_PAGE_SIZE;
  const [rows, [mine]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(started(userId))
      .orderBy(sql`${myTurn(userId)} desc`, games.deadlineAt, games.id)
      .limit(size + 1)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(games)
      .where(and(started(userId), myTurn(userId))),
  ]);
  return {
    games: rows.slice(0, size).map((row) => summary(row, userId, now)),
    myTurnCount: mine?.n ?? 0,
    page,
    hasMore: rows.length > size,
  };
}
