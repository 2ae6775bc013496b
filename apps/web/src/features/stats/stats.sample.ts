import type { StatsReport, StreaksSummary } from '@kingside/contract';

/** A report as the server sends it, for the web tests. */
export const STREAKS: StreaksSummary = {
  timezone: 'Europe/Berlin',
  date: '2026-06-02',
  playing: { current: 3, longest: 7, today: true, frozen: 0 },
  solving: null,
  freezesPerMonth: 0,
};

export const REPORT: StatsReport = {
  username: 'Alice',
  totals: { games: 5, wins: 3, draws: 1, losses: 1 },
  byColor: [
    { color: 'white', games: 3, wins: 2, draws: 1, losses: 0 },
    { color: 'black', games: 2, wins: 1, draws: 0, losses: 1 },
  ],
  bySpeed: [{ speed: 'blitz', games: 5, wins: 3, draws: 1, losses: 1, seconds: 5400 }],
  ratingHistory: [
    {
      speed: 'blitz',
      points: [
        { gameId: 'Game0001', at: '2026-05-30T10:00:00.000Z', rating: 1508 },
        { gameId: 'Game0002', at: '2026-05-31T10:00:00.000Z', rating: 1493 },
        { gameId: 'Game0003', at: '2026-06-01T10:00:00.000Z', rating: 1521 },
      ],
    },
  ],
  extremes: [
    {
      speed: 'blitz',
      best: { rating: 1521, gameId: 'Game0003', at: '2026-06-01T10:00:00.000Z' },
      lowest: { rating: 1493, gameId: 'Game0002', at: '2026-05-31T10:00:00.000Z' },
    },
  ],
  openings: [{ eco: 'C60', name: 'Ruy Lopez', games: 2, wins: 2, draws: 0, losses: 0 }],
  openingsCapped: false,
  opponents: [{ name: 'Bob', member: true, games: 4, wins: 2, draws: 1, losses: 1 }],
  seconds: 5400,
  streaks: STREAKS,
};
