import type {
  StandingRow,
  Tier,
  TournamentKind,
  TournamentStatus,
  TournamentSummary,
  TournamentView,
} from '@kingside/contract';
import type { SwissStanding } from './swiss/tiebreaks';
import type { PlayerRow, StandingDbRow } from './tournament-players.repo';
import type { TournamentRow } from './tournaments.repo';

export function presentSummary(row: TournamentRow, players: number): TournamentSummary {
  return {
    url: row.url,
    name: row.name,
    kind: row.kind as TournamentKind,
    status: row.status as TournamentStatus,
    official: row.official,
    tc: { initial: row.initialSeconds, increment: row.incrementSeconds },
    rated: row.rated,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    players,
  };
}

export function presentStanding(row: StandingDbRow, rank: number): StandingRow {
  return {
    rank,
    username: row.username,
    score: row.score,
    performance: row.performance,
    games: row.games,
    onFire: row.onFire,
    sheet: row.sheet === '' ? [] : row.sheet.split(' ').map(Number),
    paused: row.paused,
    withdrawn: row.withdrawn,
    buchholz: null,
    sonnebornBerger: null,
  };
}

/** A Swiss row: its score and tie-breaks from the cores (swiss/tiebreaks.ts). */
export function presentSwissStanding(row: StandingDbRow, standing: SwissStanding): StandingRow {
  return {
    ...presentStanding(row, standing.rank),
    score: standing.score,
    performance: null,
    buchholz: standing.buchholz,
    sonnebornBerger: standing.sonnebornBerger,
  };
}

export function presentConditions(row: TournamentRow): TournamentView['conditions'] {
  return { minRating: row.minRating, maxRating: row.maxRating, minTier: row.minTier as Tier | null };
}

export function presentMe(row: PlayerRow | null): TournamentView['me'] {
  return row && { paused: row.paused, withdrawn: row.withdrawn, gameId: row.gameId };
}
