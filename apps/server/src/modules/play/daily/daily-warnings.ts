import { type Color, opposite } from '@kingside/contract';
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db';
import { games } from '../play.tables';
import type { PlayNotices } from '../play-notices';
import { DAY_MS } from './daily-deadline';

const HOUR_MS = 3_600_000;
/** The mover is warned when less than a quarter of the turn, or 12 hours, is left: whichever comes first. */
export const warnWithinMs = (daysPerMove: number) => Math.max((daysPerMove * DAY_MS) / 4, 12 * HOUR_MS);
/** The largest warning window (14 days / 4): the index range the scan reads. */
const WIDEST_MS = warnWithinMs(14);
const BATCH = 100;

/**
 * Tells each daily mover once per turn that their time runs out. The mark is a conditional write
 * (`daily_warned_at` not after the turn's start: a warning and a move in the same millisecond
 * leave the new turn to be warned), so on many nodes each turn is told once; the turn
 * itself (`version`) must be unchanged, so a move that came first is never warned about.
 */
export async function warnRunningOut(db: Db, notices: PlayNotices, now: Date): Promise<number> {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.status, 'started'),
        isNotNull(games.daysPerMove),
        lte(games.deadlineAt, new Date(now.getTime() + WIDEST_MS)),
        or(isNull(games.dailyWarnedAt), lte(games.dailyWarnedAt, games.clockAt)),
      ),
    )
    .orderBy(games.deadlineAt)
    .limit(BATCH);
  let told = 0;
  for (const row of rows) {
    const mover = row.clockRunning as Color | null;
    const leftMs = row.deadlineAt!.getTime() - now.getTime();
    if (!mover || leftMs > warnWithinMs(row.daysPerMove!) || leftMs <= 0) continue;
    const [marked] = await db
      .update(games)
      .set({ dailyWarnedAt: now })
      .where(
        and(
          eq(games.id, row.id),
          eq(games.version, row.version),
          sql`(${games.dailyWarnedAt} is null or ${games.dailyWarnedAt} <= ${games.clockAt})`,
        ),
      )
      .returning({ id: games.id });
    const userId = row[`${mover}UserId`];
    if (!marked || userId === null) continue;
    const other = opposite(mover);
    told++;
    await notices.dailyTimeRunningOut({
      gameId: row.id,
      userId,
      opponentId: row[`${other}UserId`],
      opponentName: row[`${other}Name`],
      leftMs,
    });
  }
  return told;
}
