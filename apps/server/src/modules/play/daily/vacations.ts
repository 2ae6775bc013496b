/**
 * Vacations: a member banks days per calendar year (UTC), more for higher tiers; while one lasts
 * none of their daily games counts time. Starting or ending one moves the deadlines of their
 * games at once (daily-deadline.ts counts the vacation as a pause); the game service reads daily
 * games afresh, so no cached deadline outlives the change.
 */
import type { Color, VacationStatus } from '@kingside/contract';
import { and, eq, gte, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/db';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { GameService } from '../game.service';
import { games } from '../play.tables';
import { dailyVacations } from './daily.tables';
import { dailyTurn } from './daily-clock';
import { DAY_MS } from './daily-deadline';
import { loadDailyTerms, vacationOn } from './daily-terms';

const INT_MAX = 2 ** 31 - 1;

export function createVacations(deps: { db: Db; clock: Clock; games: GameService }) {
  const { db } = deps;

  async function usedDays(userId: number, now: Date): Promise<number> {
    const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const rows = await db
      .select()
      .from(dailyVacations)
      .where(and(eq(dailyVacations.userId, userId), gte(dailyVacations.startsAt, yearStart)));
    return rows.reduce((sum, r) => sum + Math.ceil((r.endsAt.getTime() - r.startsAt.getTime()) / DAY_MS), 0);
  }

  /** Moves the deadline of each of the member's daily games to what the vacations say now. */
  async function redate(userId: number): Promise<void> {
    const rows = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.status, 'started'),
          isNotNull(games.daysPerMove),
          or(eq(games.whiteUserId, userId), eq(games.blackUserId, userId)),
        ),
      );
    for (const row of rows) {
      const mover = row.clockRunning as Color | null;
      if (!mover) continue;
      const terms = await loadDailyTerms(db, row, row.clockAt);
      const turn = dailyTurn(
        { daysPerMove: row.daysPerMove!, weekendPause: row.weekendPause },
        mover,
        row.clockAt,
        terms,
      );
      await db
        .update(games)
        .set({
          whiteMs: Math.min(turn.whiteMs, INT_MAX),
          blackMs: Math.min(turn.blackMs, INT_MAX),
          deadlineAt: turn.deadlineAt,
        })
        .where(and(eq(games.id, row.id), eq(games.version, row.version)));
      deps.games.forget(row.id);
    }
  }

  /** `daysPerYear`: the member's tier's allowance (the entitlements table's `vacationDays`). */
  async function status(userId: number, daysPerYear: number): Promise<VacationStatus> {
    const now = deps.clock.now();
    const on = await vacationOn(db, userId, now);
    const left = Math.max(0, daysPerYear - (await usedDays(userId, now)));
    return { onVacation: on !== null, endsAt: on?.endsAt.toISOString() ?? null, daysLeft: left };
  }

  return {
    status,

    /** Starts a vacation for the days left this year (ending sooner is possible). */
    async start(userId: number, daysPerYear: number): Promise<VacationStatus> {
      const now = deps.clock.now();
      if (await vacationOn(db, userId, now))
        throw new AppError('vacation_on', 409, 'You are on vacation already.');
      const left = (await status(userId, daysPerYear)).daysLeft;
      if (left <= 0) throw new AppError('vacation_used_up', 409, 'You have no vacation days left this year.');
      await db
        .insert(dailyVacations)
        .values({ userId, startsAt: now, endsAt: new Date(now.getTime() + left * DAY_MS) })
        .onConflictDoNothing();
      await redate(userId);
      return status(userId, daysPerYear);
    },

    /** Ends the vacation now; the days not taken stay in the bank (whole days are counted). */
    async end(userId: number, daysPerYear: number): Promise<VacationStatus> {
      const now = deps.clock.now();
      const on = await vacationOn(db, userId, now);
      if (!on) throw new AppError('vacation_off', 409, 'You are not on vacation.');
      await db
        .update(dailyVacations)
        .set({ endsAt: now })
        .where(and(eq(dailyVacations.userId, userId), eq(dailyVacations.startsAt, on.startsAt)));
      await redate(userId);
      return status(userId, daysPerYear);
    },
  };
}

export type Vacations = ReturnType<typeof createVacations>;
