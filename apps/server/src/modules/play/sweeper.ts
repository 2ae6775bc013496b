import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { applyWrites, type GameWrite } from './committer';
import { refundDowntime } from './core';
import type { GameService } from './game.service';
import { clockColumns, clockOf } from './game-clock';
import { deadlineOf, decide, loadGame } from './game-logic';
import { PlayError } from './play-error';
import type { Presence } from './presence';

export const SWEEP_EVERY_MS = 1000;
/**
 * The sweeper waits this long past a flag, so a move already on its way, which lag compensation
 * may still save, is judged by the clock rather than raced.
 */
export const FLAG_GRACE_MS = 300;
const SWEEP_BATCH = 100;
/** A gap in the heartbeat longer than this means every node was down: running clocks get it back. */
const DOWNTIME_MIN_MS = 3 * SWEEP_EVERY_MS;

/**
 * Ends games whose deadline passed, even with nobody connected: a flag that fell, or first moves
 * that never came. Each game is ended once across nodes: the overdue rows are locked with
 * `FOR UPDATE SKIP LOCKED` (another node's sweep skips them) and the write is still conditional
 * on the version (a move that raced in first wins, and the sweep then finds nothing to do).
 */
export function createSweeper(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  games: GameService;
  presence: Pick<Presence, 'absentSince'>;
}) {
  const { repo } = deps.games;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  /** Ends what is overdue now; answers the ids of the games this call ended. */
  async function sweep(): Promise<string[]> {
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - FLAG_GRACE_MS);
    // The table's deadlines may be a fold behind the journal's (FOLD_EVERY_MS): both are asked.
    if (!deps.games.committer.journalDeadlineBy(cutoff) && !(await repo.anyOverdue(cutoff))) {
      await repo.heartbeat(deps.clock.now());
      return [];
    }
    // Whether black came to a game white never moved in decides what its abort records; presence
    // may be Redis, which no transaction waits on, so it is asked first (a move folded in meanwhile
    // makes the answer moot: white came).
    const blackCame = new Set<string>();
    for (const id of await repo.overdueUnmoved(cutoff, SWEEP_BATCH))
      if ((await deps.presence.absentSince(id, 'black')) !== null) blackCame.add(id);
    // The embedded database's journal is folded first (committer.ts `exclusive`), so the rows locked
    // below hold every journaled move's deadline.
    const done = await deps.games.committer.exclusive(
      () =>
        deps.db.transaction(async (tx) => {
          const rows = await repo.lockOverdue(tx, cutoff, SWEEP_BATCH);
          const writes: GameWrite[] = [];
          for (const row of rows) {
            try {
              const deadline = { t: 'deadline', opponentCame: blackCame.has(row.id) } as const;
              const { write } = decide(loadGame(row), null, deadline, now);
              if (write) writes.push({ gameId: row.id, version: row.version, ...write });
            } catch (error) {
              if (!(error instanceof PlayError))
                deps.logger.error({ err: error, gameId: row.id }, 'sweep failed');
            }
          }
          const outcomes = await applyWrites(tx, repo, writes, now);
          return writes.map((write, i) => ({ write, outcome: outcomes[i]! }));
        }),
      (results) => results.map((r) => r.write.gameId),
    );
    for (const { write, outcome } of done) {
      deps.games.forget(write.gameId);
      if (outcome.ok) await deps.games.publish(write.gameId, write, outcome);
    }
    await repo.heartbeat(deps.clock.now());
    return done.filter((d) => d.outcome.ok).map((d) => d.write.gameId);
  }

  /**
   * At start: if no node swept for a while, every node was down, and the running clocks of live
   * games get that time back (as of the last heartbeat they restart now).
   *
   * Daily games get nothing back, by decision (`lockLive` leaves them out): a turn lasts days, so
   * minutes or hours of downtime are a small share of it, the mover was warned before their time
   * ran low (daily-warnings.ts), and lichess does not extend correspondence clocks either. A
   * deadline that fell inside the downtime ends its game at the daily sweep's first round.
   */
  async function refund(): Promise<number> {
    const now = deps.clock.now();
    const refunded = await deps.games.committer.exclusive(
      () =>
        deps.db.transaction(async (tx) => {
          const last = await repo.lastHeartbeat(tx);
          if (!last || now.getTime() - last.getTime() < DOWNTIME_MIN_MS) return [];
          const rows = await repo.lockLive(tx);
          for (const row of rows) {
            const plies = row.moves ? row.moves.split(' ').length : 0;
            const clock = refundDowntime(clockOf(row, plies), last.getTime(), now.getTime());
            const shift = now.getTime() - last.getTime();
            const deadlineAt = clock.running
              ? deadlineOf(clock, now)
              : new Date(Math.max(row.deadlineAt!.getTime(), last.getTime()) + shift);
            await repo.setClock(tx, row.id, { ...clockColumns(clock, row.clockAt), deadlineAt });
          }
          return rows.map((row) => row.id);
        }),
      (ids) => ids,
    );
    for (const id of refunded) deps.games.forget(id);
    if (refunded.length) deps.logger.info({ games: refunded.length }, 'refunded downtime to running clocks');
    await repo.heartbeat(now);
    return refunded.length;
  }

  const tick = () => {
    if (running) return;
    running = sweep()
      .catch((error) => deps.logger.warn({ err: error }, 'flag sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    sweep,
    refund,
    /** Refunds downtime, then sweeps every second until stopped. */
    async start(): Promise<void> {
      await refund();
      timer ??= setInterval(tick, SWEEP_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
