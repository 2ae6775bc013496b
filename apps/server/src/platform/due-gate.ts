import type { Bus } from './bus';
import type { Clock } from './clock';

/**
 * A periodic job's queries are skipped while nothing can be due: the embedded database has one
 * connection, and a query that finds nothing still holds it while live moves wait. Past this long
 * without a run the job runs anyway, for the hint the bus lost (pub/sub delivers at most once).
 */
export const DUE_RECHECK_EVERY_MS = 5 * 60_000;

export interface DueGate {
  /**
   * Runs `job` if something can be due now (or the re-check is due); the job answers when it next
   * has work (null: nothing scheduled). Answers whether it ran. A job that throws runs again next time.
   */
  runIfDue(job: () => Promise<Date | null>): Promise<boolean>;
  /** Something is due at `at` on this node. */
  wake(at: Date): void;
  /** Something is due at `at`: every node's gate on the channel hears it (this one at once); never throws. */
  announce(at: Date): Promise<void>;
  /** Hears the other nodes' announcements until `stop`. */
  listen(): Promise<void>;
  stop(): Promise<void>;
  /** When the job next runs at the latest (tests read it). */
  nextAt(): number;
}

/**
 * A node's own idea of when a job next has work: read from the database by each run, lowered by
 * `wake`/`announce` when something is scheduled (here or, through the bus, on another node), and
 * never later than the re-check. Starts due, so the first run reads the database.
 */
export function createDueGate(deps: {
  clock: Clock;
  bus: Bus;
  channel: string;
  recheckEveryMs?: number;
}): DueGate {
  const recheckEveryMs = deps.recheckEveryMs ?? DUE_RECHECK_EVERY_MS;
  let dueAt = Number.NEGATIVE_INFINITY;
  let checkedAt = Number.NEGATIVE_INFINITY;
  /** The earliest hint heard while a run was under way: that run's answer may predate it. */
  let heardDuringRun = Number.POSITIVE_INFINITY;
  let unsubscribe: (() => Promise<void>) | null = null;

  const now = () => deps.clock.now().getTime();

  function wake(at: Date): void {
    const ms = at.getTime();
    if (Number.isNaN(ms)) return;
    dueAt = Math.min(dueAt, ms);
    heardDuringRun = Math.min(heardDuringRun, ms);
  }

  return {
    async runIfDue(job) {
      const started = now();
      if (started < dueAt && started - checkedAt < recheckEveryMs) return false;
      heardDuringRun = Number.POSITIVE_INFINITY;
      const next = await job();
      dueAt = Math.min(next?.getTime() ?? Number.POSITIVE_INFINITY, heardDuringRun);
      checkedAt = started;
      return true;
    },
    wake,
    async announce(at) {
      wake(at);
      // A lost hint is what the re-check is for: the caller's write already stands.
      await deps.bus.publish(deps.channel, { at: at.toISOString() }).catch(() => undefined);
    },
    async listen() {
      unsubscribe ??= await deps.bus.subscribe(deps.channel, (message) => {
        const at = (message as { at?: unknown } | null)?.at;
        if (typeof at === 'string') wake(new Date(at));
      });
    },
    async stop() {
      await unsubscribe?.();
      unsubscribe = null;
    },
    nextAt: () => Math.min(dueAt, checkedAt + recheckEveryMs),
  };
}
