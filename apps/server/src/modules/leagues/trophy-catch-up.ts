import type { Clock } from '../../platform/clock';
import type { EndedCursor, GameRow } from '../play';
import { finishedGameOf } from './league-notices';
import type { LeaguesRepo } from './leagues.repo';
import type { TrophyAwards } from './trophy-awards';

/** At a node's start the catch-up looks back this far: a week in any time zone, and a day more. */
export const CATCH_UP_LOOK_BACK_MS = 8 * 86_400_000;
/**
 * Games that ended this recently are left to their notice, still on its way, and to the next
 * round: a game is written with its end time a moment before its commit is seen.
 */
export const CATCH_UP_SETTLE_MS = 60_000;
const PAGE = 200;
const PAGES_PER_ROUND = 10;

/**
 * Trophies for games whose end notice was lost (a node stopped between the game's commit and the
 * notice): finished rated live games are read in the order they ended, from where this node's last
 * round stopped, and those not yet recorded for each of their members are awarded now (once per
 * game and member, as every award). Answers whether more is left for another round.
 */
export function createTrophyCatchUp(deps: {
  clock: Clock;
  repo: LeaguesRepo;
  awards: Pick<TrophyAwards, 'gameFinished'>;
  endedGames: (cursor: EndedCursor, before: Date, limit: number) => Promise<GameRow[]>;
}) {
  let cursor: EndedCursor | null = null;

  return async function catchUp(): Promise<boolean> {
    const now = deps.clock.now().getTime();
    cursor ??= { endedAt: new Date(now - CATCH_UP_LOOK_BACK_MS), id: '' };
    const before = new Date(now - CATCH_UP_SETTLE_MS);
    for (let page = 0; page < PAGES_PER_ROUND; page++) {
      const rows = await deps.endedGames(cursor, before, PAGE);
      const credited = await deps.repo.creditedCounts(rows.map((row) => row.id));
      for (const row of rows) {
        const members = [row.whiteUserId, row.blackUserId].filter((id) => id !== null).length;
        if ((credited.get(row.id) ?? 0) < members)
          await deps.awards.gameFinished(finishedGameOf(row), { openWeeksOnly: true });
        cursor = { endedAt: row.endedAt!, id: row.id };
      }
      if (rows.length < PAGE) return false;
    }
    return true;
  };
}
