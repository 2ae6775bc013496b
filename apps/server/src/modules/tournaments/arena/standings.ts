/**
 * Arena standings: by score, ties broken by performance rating (lichess's: the opponents' average
 * rating plus 500 × (wins − losses) / games, rounded), then by id so the order is stable. A player
 * without a game has no performance and sorts after those with one on the same score.
 */
import type { ArenaGame } from './arena.types';
import { arenaScore } from './scoring';

export interface ArenaEntry {
  readonly id: string;
  readonly games: readonly ArenaGame[];
}

export interface ArenaStanding {
  readonly rank: number;
  readonly id: string;
  readonly score: number;
  readonly performance: number | null;
  readonly onFire: boolean;
  readonly games: number;
}

export function performanceRating(games: readonly ArenaGame[]): number | null {
  if (games.length === 0) return null;
  let ratings = 0;
  let balance = 0;
  for (const g of games) {
    ratings += g.opponentRating;
    balance += g.outcome === 'win' ? 1 : g.outcome === 'loss' ? -1 : 0;
  }
  return Math.round((ratings + 500 * balance) / games.length);
}

export function arenaStandings(entries: readonly ArenaEntry[]): ArenaStanding[] {
  const rows = entries.map((e) => {
    const score = arenaScore(e.games);
    return {
      id: e.id,
      score: score.total,
      performance: performanceRating(e.games),
      onFire: score.onFire,
      games: e.games.length,
    };
  });
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      (b.performance ?? Number.NEGATIVE_INFINITY) - (a.performance ?? Number.NEGATIVE_INFINITY) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}
