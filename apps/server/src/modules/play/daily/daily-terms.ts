import type { Color } from '@kingside/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db';
import { users } from '../../accounts/accounts.tables';
import type { GameRow } from '../play.tables';
import { dailyVacations } from './daily.tables';
import type { Pause } from './daily-deadline';

/** What a daily game's deadline depends on besides its row: vacations and the players' zones. */
export interface DailyTerms {
  /** Both players' vacations that end after the turn started. */
  pauses: Pause[];
  zones: Record<Color, string | null>;
}

export const NO_TERMS: DailyTerms = { pauses: [], zones: { white: null, black: null } };

type Players = Pick<GameRow, 'whiteUserId' | 'blackUserId'>;

/** Reads the terms for a turn that started at `since`. */
export async function loadDailyTerms(db: DbOrTx, game: Players, since: Date): Promise<DailyTerms> {
  const ids = [game.whiteUserId, game.blackUserId].filter((id): id is number => id !== null);
  if (ids.length === 0) return NO_TERMS;
  const [vacations, zones] = await Promise.all([
    db
      .select({ from: dailyVacations.startsAt, to: dailyVacations.endsAt })
      .from(dailyVacations)
      .where(and(inArray(dailyVacations.userId, ids), gt(dailyVacations.endsAt, since))),
    db.select({ userId: users.userId, zone: users.timezone }).from(users).where(inArray(users.userId, ids)),
  ]);
  const zoneOf = (id: number | null) => zones.find((z) => z.userId === id)?.zone ?? null;
  return { pauses: vacations, zones: { white: zoneOf(game.whiteUserId), black: zoneOf(game.blackUserId) } };
}

/** One member's vacation that is on at `now`, if any. */
export async function vacationOn(db: DbOrTx, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(dailyVacations)
    .where(and(eq(dailyVacations.userId, userId), gt(dailyVacations.endsAt, now)));
  return rows.find((row) => row.startsAt <= now) ?? null;
}
