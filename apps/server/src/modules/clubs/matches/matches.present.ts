import type {
  ClubMatchBoard,
  ClubMatchClub,
  ClubMatchPlayer,
  ClubMatchSide,
  ClubMatchSummary,
} from '@kingside/contract';
import type { MatchGameRow, MatchRow } from './matches.repo';

export type ClubsById = Map<number, ClubMatchClub>;

const GONE: ClubMatchClub = { slug: '', name: '', avatarUrl: null };

export const presentMatch = (row: MatchRow, clubs: ClubsById): ClubMatchSummary => ({
  id: row.id,
  name: row.name,
  status: row.status,
  home: clubs.get(row.homeClubId) ?? GONE,
  away: clubs.get(row.awayClubId) ?? GONE,
  boards: row.boards,
  timeControl: row.tcInitial === null ? null : { initial: row.tcInitial, increment: row.tcIncrement ?? 0 },
  days: row.daysPerMove,
  rated: row.rated,
  minRating: row.minRating,
  maxRating: row.maxRating,
  startsAt: row.startsAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  score: { home: row.homePoints2 / 2, away: row.awayPoints2 / 2 },
});

export function presentBoards(
  boards: {
    board: number;
    homeName: string;
    awayName: string;
    homeRating: number | null;
    awayRating: number | null;
  }[],
  games: MatchGameRow[],
): ClubMatchBoard[] {
  return boards.map((b) => ({
    board: b.board,
    home: { username: b.homeName, rating: b.homeRating },
    away: { username: b.awayName, rating: b.awayRating },
    games: games
      .filter((g) => g.board === b.board)
      .map((g) => ({
        id: g.gameId,
        white: (g.homeColor === 'white' ? 'home' : 'away') as ClubMatchSide,
        result: g.result,
      })),
  }));
}

export const bySide = (players: (ClubMatchPlayer & { side: ClubMatchSide })[], side: ClubMatchSide) =>
  players
    .filter((p) => p.side === side)
    .map(({ username, rating }) => ({ username, rating }))
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));

/** A match as chess.com lists it for one of its clubs (modules/public-api's PubClubMatch). */
export function presentPubMatch(clubId: number, m: MatchRow, clubs: ClubsById, timeClass: string) {
  const side: ClubMatchSide = m.homeClubId === clubId ? 'home' : 'away';
  const mine = side === 'home' ? m.homePoints2 : m.awayPoints2;
  const theirs = side === 'home' ? m.awayPoints2 : m.homePoints2;
  const outcome = mine > theirs ? 'win' : mine < theirs ? 'lose' : 'draw';
  return {
    id: m.id,
    name: m.name,
    status: m.status as 'registration' | 'in_progress' | 'finished',
    opponentSlug: clubs.get(side === 'home' ? m.awayClubId : m.homeClubId)?.slug ?? '',
    result: m.status === 'finished' ? (outcome as 'win' | 'lose' | 'draw') : null,
    startedAt: m.startedAt,
    timeClass,
  };
}
