import type { OpponentResults, RatingExtremes, RatingHistory, ResultCounts, Speed } from '@kingside/contract';
import { SPEEDS } from '@kingside/contract';
import type { ColorSpeedCounts, OpponentCounts, RatingAfter } from '../play';

/** Rows of play's grouped counts → the contract's payloads. */
export function sumResults(
  rows: Pick<ColorSpeedCounts, 'games' | 'wins' | 'draws' | 'losses'>[],
): ResultCounts {
  const total: ResultCounts = { games: 0, wins: 0, draws: 0, losses: 0 };
  for (const row of rows) {
    total.games += row.games;
    total.wins += row.wins;
    total.draws += row.draws;
    total.losses += row.losses;
  }
  return total;
}

export function presentHistory(days: RatingAfter[]): RatingHistory[] {
  const bySpeed = new Map<Speed, RatingHistory['points']>();
  for (const day of days) {
    if (!bySpeed.has(day.speed)) bySpeed.set(day.speed, []);
    bySpeed.get(day.speed)!.push({ gameId: day.gameId, at: day.endedAt.toISOString(), rating: day.rating });
  }
  return SPEEDS.filter((speed) => bySpeed.has(speed)).map((speed) => ({
    speed,
    points: bySpeed.get(speed)!,
  }));
}

const mark = (row: RatingAfter) => ({
  rating: row.rating,
  gameId: row.gameId,
  at: row.endedAt.toISOString(),
});

export function presentExtremes(extremes: { best: RatingAfter[]; lowest: RatingAfter[] }): RatingExtremes[] {
  return SPEEDS.flatMap((speed) => {
    const best = extremes.best.find((row) => row.speed === speed);
    const lowest = extremes.lowest.find((row) => row.speed === speed);
    return best && lowest ? [{ speed, best: mark(best), lowest: mark(lowest) }] : [];
  });
}

export function presentOpponents(rows: OpponentCounts[]): OpponentResults[] {
  return rows.map(({ userId, ...counts }) => ({ ...counts, member: userId !== null }));
}
