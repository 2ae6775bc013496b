import type { League } from '@kingside/contract';
import type { Db, Tx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { DueGate } from '../../platform/due-gate';
import type { Logger } from '../../platform/logger';
import type { LeaguesRepo } from './leagues.repo';
import type { TrophyAwards } from './trophy-awards';
import { divisionZones } from './zones';

export const WEEK_END_EVERY_MS = 60_000;
const DIVISIONS_PER_ROUND = 20;

/**
 * Applies promotion and relegation once per division when its week is over (the last member's
 * own week end). Each due division is locked `SKIP LOCKED` and closed in the same transaction, so
 * two nodes sweeping at once never apply one twice. A member who already began next week (an
 * earlier time zone) in the league they leave is moved to a division of their new league.
 */
export function createWeekEnd(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: LeaguesRepo;
  awards: Pick<TrophyAwards, 'placeIn'>;
  /** When a division's week next ends, as this node knows it (each new entry hints every node). */
  due: DueGate;
  /** Awards the games whose notice was lost; answers whether more is left (trophy-catch-up.ts). */
  catchUp: () => Promise<boolean>;
}) {
  const { repo } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function moveLaterWeeks(tx: Tx, userId: number, week: string, league: League): Promise<void> {
    for (const later of await repo.laterOpenEntries(tx, userId, week)) {
      if (later.division.league === league) continue;
      const target = await deps.awards.placeIn(tx, league, later.entry.week, later.entry.weekEndsAt);
      await repo.removeEntry(tx, later.division.id, userId);
      await repo.addEntry(tx, {
        divisionId: target.id,
        userId,
        week: later.entry.week,
        trophies: later.entry.trophies,
        reachedAt: later.entry.reachedAt,
        weekEndsAt: later.entry.weekEndsAt,
      });
    }
  }

  /** Closes the divisions due now; answers their ids. */
  async function closeDueWeeks(): Promise<number[]> {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const due = await repo.lockDueDivisions(tx, now, DIVISIONS_PER_ROUND);
      for (const division of due) {
        // Members first, in one order, then their scores: an award on another node finishes first.
        const members = (await repo.standings(tx, division.id)).map((entry) => entry.userId);
        for (const userId of members.sort((a, b) => a - b)) await repo.lockMember(tx, userId, now);
        const entries = await repo.standings(tx, division.id);
        const zoned = divisionZones(
          division.league as League,
          entries.map((entry) => ({
            id: String(entry.userId),
            trophies: entry.trophies,
            reachedAt: entry.reachedAt.getTime(),
          })),
        );
        for (const member of zoned) {
          const userId = Number(member.id);
          const { rank, zone, nextLeague } = member;
          await repo.setOutcome(tx, division.id, userId, { rank, zone, nextLeague });
          await repo.setLeague(tx, userId, member.nextLeague, now);
          await moveLaterWeeks(tx, userId, division.week, member.nextLeague);
        }
        await repo.closeDivision(tx, division.id, now);
      }
      return due.map((division) => division.id);
    });
  }

  /** Closes what is due, if anything can be; answers whether it read the database. */
  async function roundIfDue(): Promise<boolean> {
    return deps.due.runIfDue(async () => {
      // Lost trophies first, so a week is applied with them; what a full round left, next minute.
      const more = await deps.catchUp();
      if ((await closeDueWeeks()).length === DIVISIONS_PER_ROUND || more) return deps.clock.now();
      return repo.nextWeekEnd();
    });
  }

  const round = async () => {
    try {
      await roundIfDue();
    } catch (error) {
      deps.logger.warn({ err: error }, 'league week end failed');
    }
  };

  return {
    closeDueWeeks,
    roundIfDue,
    /** When the job next reads the database at the latest (tests). */
    nextDueAt: () => deps.due.nextAt(),
    /** One round at once (weeks that ended while no node ran), then a look every minute. */
    async start(): Promise<void> {
      if (timer) return;
      await deps.due.listen();
      running = round();
      await running;
      running = null;
      timer = setInterval(() => {
        if (!running) running = round().finally(() => (running = null));
      }, WEEK_END_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await deps.due.stop();
      await running;
    },
  };
}
