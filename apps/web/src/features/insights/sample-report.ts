import type { InsightsReport, RatingPoint } from '@kingside/contract';

const trend = (start: number, steps: number[]): RatingPoint[] => {
  let rating = start;
  return steps.map((step, i) => {
    rating += step;
    return { gameId: `sample${i}`, at: new Date(Date.UTC(2026, 0, 1 + i * 3)).toISOString(), rating };
  });
};

/** Illustrative numbers for the upsell's blurred preview, always labelled "Sample": nobody's games. */
export const SAMPLE_REPORT: InsightsReport = {
  timezone: 'UTC',
  filters: { speed: null, since: null },
  capped: false,
  totals: { games: 120, wins: 58, draws: 14, losses: 48 },
  bySpeed: [
    { speed: 'bullet', games: 30, wins: 12, draws: 2, losses: 16 },
    { speed: 'blitz', games: 64, wins: 33, draws: 8, losses: 23 },
    { speed: 'rapid', games: 26, wins: 13, draws: 4, losses: 9 },
  ],
  byColor: [
    { color: 'white', games: 61, wins: 33, draws: 7, losses: 21 },
    { color: 'black', games: 59, wins: 25, draws: 7, losses: 27 },
  ],
  byOpening: [
    { eco: 'C50', name: 'Italian Game', games: 22, wins: 13, draws: 2, losses: 7 },
    { eco: 'B20', name: 'Sicilian Defence', games: 18, wins: 8, draws: 3, losses: 7 },
    { eco: 'D06', name: 'Queen’s Gambit', games: 15, wins: 7, draws: 3, losses: 5 },
    { eco: null, name: 'Other', games: 65, wins: 30, draws: 6, losses: 29 },
  ],
  byDayPart: [
    { part: 'night', games: 8, wins: 2, draws: 1, losses: 5 },
    { part: 'morning', games: 22, wins: 12, draws: 3, losses: 7 },
    { part: 'afternoon', games: 38, wins: 20, draws: 4, losses: 14 },
    { part: 'evening', games: 52, wins: 24, draws: 6, losses: 22 },
  ],
  ratingTrend: [
    { speed: 'blitz', points: trend(1480, [0, 12, -8, 15, 9, -11, 14, 10, -6, 12]) },
    { speed: 'rapid', points: trend(1540, [0, -9, 11, 8, -5, 13, 7]) },
  ],
  averageLength: { moves: 38.5, seconds: 412 },
  bestWins: [],
};
