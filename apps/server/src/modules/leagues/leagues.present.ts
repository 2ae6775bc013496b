import type { DivisionView, League, LeagueResultView, LeagueZone, StandingView } from '@kingside/contract';
import type { DivisionRow, EntryRow, StandingRow } from './leagues.repo';
import { divisionZones } from './zones';

/**
 * The standings: while the week runs, where each member would land if it ended now (the core);
 * once applied, the stored outcome.
 */
export function presentStandings(division: DivisionRow, rows: StandingRow[], viewerId: number | null) {
  const byId = new Map(rows.map((row) => [row.userId, row]));
  const ranked: { row: StandingRow; rank: number; zone: LeagueZone }[] = division.closedAt
    ? rows
        .map((row) => ({ row, rank: row.rank ?? 0, zone: (row.zone ?? 'stay') as LeagueZone }))
        .sort((a, b) => a.rank - b.rank)
    : divisionZones(
        division.league as League,
        rows.map((row) => ({
          id: String(row.userId),
          trophies: row.trophies,
          reachedAt: row.reachedAt.getTime(),
        })),
      ).map((member) => ({ row: byId.get(Number(member.id))!, rank: member.rank, zone: member.zone }));
  return ranked.map(
    ({ row, rank, zone }): StandingView => ({
      rank,
      username: row.username,
      trophies: row.trophies,
      zone,
      you: row.userId === viewerId,
    }),
  );
}

export function presentDivision(
  division: DivisionRow,
  rows: StandingRow[],
  viewerId: number | null,
): DivisionView {
  const yours = rows.find((row) => row.userId === viewerId);
  return {
    league: division.league as League,
    division: division.slug,
    week: division.week,
    endsAt: division.endsAt.toISOString(),
    closedAt: division.closedAt?.toISOString() ?? null,
    yourWeekEndsAt: yours?.weekEndsAt.toISOString() ?? null,
    standings: presentStandings(division, rows, viewerId),
  };
}

export function presentResult(entry: EntryRow, division: DivisionRow): LeagueResultView {
  return {
    week: entry.week,
    league: division.league as League,
    division: division.slug,
    rank: entry.rank ?? 0,
    trophies: entry.trophies,
    zone: (entry.zone ?? 'stay') as LeagueZone,
    nextLeague: (entry.nextLeague ?? division.league) as League,
  };
}
