import type { Color } from '@kingside/contract';
import type { Tx } from '../../db/db';
import { isProvisional as coreProvisional, DEFAULT_RATING, type Rating, rate } from './core';
import type { PlayRepo } from './play.repo';
import type { RatingRow } from './play.tables';

/** A rated game that just ended: both members' ratings for its speed change with it. */
export interface RatedEnd {
  gameId: string;
  speed: string;
  whiteUserId: number;
  blackUserId: number;
  winner: Color | null;
}

export interface RatingDiffs {
  white: number | null;
  black: number | null;
}

const asRating = (row: Pick<RatingRow, 'rating' | 'rd' | 'volatility'> | undefined): Rating =>
  row ? { rating: row.rating, deviation: row.rd, volatility: row.volatility } : DEFAULT_RATING;

export const isProvisional = (rating: Rating): boolean => coreProvisional(rating);

/** Each member's current rating for a speed (the default for a member with no rated game yet). */
export async function ratingsOf(
  repo: PlayRepo,
  userIds: number[],
  speed: string,
): Promise<Map<number, Rating>> {
  const rows = await repo.findRatings(userIds, speed);
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((id) => [id, asRating(byUser.get(id))]));
}

/** Rated players get their rating rows before the game, so the final move can lock them. */
export async function ensureRatings(
  repo: PlayRepo,
  userIds: number[],
  speed: string,
  now: Date,
): Promise<void> {
  const fresh = DEFAULT_RATING;
  await repo.insertRatingsIfMissing(
    userIds.map((userId) => ({
      userId,
      speed,
      rating: fresh.rating,
      rd: fresh.deviation,
      volatility: fresh.volatility,
      games: 0,
      updatedAt: now,
    })),
  );
}

/**
 * Inside the transaction of the final move: locks the players' rating rows (in (user, speed)
 * order, after every game row of the batch), rates each game in turn from the ratings as they
 * are now, and answers each game's rounded rating changes.
 */
export async function applyRatedEnds(
  tx: Tx,
  repo: PlayRepo,
  ends: readonly RatedEnd[],
  now: Date,
): Promise<Map<string, RatingDiffs>> {
  const diffs = new Map<string, RatingDiffs>();
  if (!ends.length) return diffs;
  const keyOf = (userId: number, speed: string) => `${userId}|${speed}`;
  const keys = new Map<string, { userId: number; speed: string }>();
  for (const end of ends) {
    keys.set(keyOf(end.whiteUserId, end.speed), { userId: end.whiteUserId, speed: end.speed });
    keys.set(keyOf(end.blackUserId, end.speed), { userId: end.blackUserId, speed: end.speed });
  }
  const locked = await repo.lockRatings(tx, [...keys.values()]);
  const current = new Map<string, RatingRow>(locked.map((row) => [keyOf(row.userId, row.speed), row]));
  const rowOf = (userId: number, speed: string): RatingRow => {
    const found = current.get(keyOf(userId, speed));
    if (found) return found;
    const fresh = asRating(undefined);
    return {
      userId,
      speed,
      rating: fresh.rating,
      rd: fresh.deviation,
      volatility: fresh.volatility,
      games: 0,
      updatedAt: now,
    };
  };

  const changed = new Map<string, RatingRow>();
  for (const end of ends) {
    const white = rowOf(end.whiteUserId, end.speed);
    const black = rowOf(end.blackUserId, end.speed);
    const score = end.winner === 'white' ? 1 : end.winner === 'black' ? 0 : 0.5;
    const after = rate(asRating(white), asRating(black), score);
    const next = (row: RatingRow, r: Rating): RatingRow => ({
      ...row,
      rating: r.rating,
      rd: r.deviation,
      volatility: r.volatility,
      games: row.games + 1,
      updatedAt: now,
    });
    const whiteNext = next(white, after.white);
    const blackNext = next(black, after.black);
    for (const row of [whiteNext, blackNext]) {
      current.set(keyOf(row.userId, row.speed), row);
      changed.set(keyOf(row.userId, row.speed), row);
    }
    diffs.set(end.gameId, {
      white: Math.round(whiteNext.rating) - Math.round(white.rating),
      black: Math.round(blackNext.rating) - Math.round(black.rating),
    });
  }
  // Written in the same (user, speed) order they were locked in.
  const ordered = [...changed.values()].sort((a, b) => a.userId - b.userId || (a.speed < b.speed ? -1 : 1));
  for (const row of ordered) await repo.upsertRating(tx, row);
  return diffs;
}
