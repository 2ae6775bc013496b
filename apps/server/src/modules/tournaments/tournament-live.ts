import { STANDINGS_PAGE, type StandingRow, type TournamentLive } from '@kingside/contract';
import type { KnockoutRunner } from './knockout-runner';
import type { SwissRunner } from './swiss-runner';
import { presentStanding, presentSwissStanding } from './tournaments.present';
import type { TournamentRow, TournamentsRepo } from './tournaments.repo';

/**
 * The live part of a tournament's page (sent by the callback, pushed over the socket): a page of
 * standings from the kind's own source, the podium once finished, a knockout's bracket.
 */
export function createLiveReader(deps: {
  repo: TournamentsRepo;
  swiss: Pick<SwissRunner, 'table'>;
  knockout: Pick<KnockoutRunner, 'table'>;
}) {
  const { repo, swiss, knockout } = deps;

  /** Every standing of a Swiss (from its cores), or one page of an arena's (from the stored scores). */
  async function standingsPage(row: TournamentRow, offset: number, limit: number) {
    if (row.kind !== 'swiss') {
      const rows = await repo.standings(row.id, offset, limit);
      return rows.map((r, i) => presentStanding(r, offset + i + 1));
    }
    const table = await swiss.table(row);
    return table
      .slice(offset, offset + limit)
      .map(({ row: r, standing }) => presentSwissStanding(r, standing));
  }

  return async function live(row: TournamentRow, page = 1): Promise<TournamentLive> {
    const players = await repo.playerCount(row.id);
    const pages = Math.max(1, Math.ceil(players / STANDINGS_PAGE));
    const shown = Math.min(page, pages);
    const offset = (shown - 1) * STANDINGS_PAGE;
    // A knockout's table and bracket come from one replay of its stored games.
    const board = row.kind === 'knockout' ? await knockout.table(row) : null;
    const standings = board
      ? board.standings.slice(offset, offset + STANDINGS_PAGE)
      : await standingsPage(row, offset, STANDINGS_PAGE);
    let podium: StandingRow[] = [];
    // A knockout's two beaten semi-finalists share third: its podium is every rank up to 3.
    if (row.status === 'finished')
      podium = board
        ? board.standings.filter((r) => r.rank <= 3)
        : shown === 1
          ? standings.slice(0, 3)
          : await standingsPage(row, 0, 3);
    return {
      url: row.url,
      status: row.status as TournamentLive['status'],
      players,
      standings,
      page: shown,
      pages,
      podium,
      bracket: board?.bracket ?? null,
    };
  };
}
