import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { createDueGate } from '../../platform/due-gate';
import type { Logger } from '../../platform/logger';

export const TICK_EVERY_MS = 1000;
/** Every node's runner hears here of a tournament scheduled on any node. */
export const TOURNAMENT_DUE_CHANNEL = 'tournaments.due';

/**
 * The runner's loop on each node: a look every second, a tick (arena-runner.ts) only while a
 * tournament runs or one is due to start, as its last tick answered or a hint (`announce`, from any
 * node over the bus) tells. One tick at a time per node.
 */
export function createRunnerLoop(deps: {
  clock: Clock;
  bus: Bus;
  logger: Logger;
  tick: () => Promise<Date | null>;
}) {
  const due = createDueGate({ clock: deps.clock, bus: deps.bus, channel: TOURNAMENT_DUE_CHANNEL });
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | null = null;

  /** The runner's turn, if something can be due; answers whether it ran. */
  async function tickIfDue(): Promise<boolean> {
    while (ticking) await ticking;
    const run = due.runIfDue(deps.tick).catch((error) => {
      deps.logger.warn({ err: error }, 'tournament tick failed');
      return false;
    });
    const mine = run.then(() => undefined);
    ticking = mine;
    try {
      return await run;
    } finally {
      if (ticking === mine) ticking = null;
    }
  }

  return {
    tickIfDue,
    /** A tournament starts at `at`: every node's runner looks then. */
    announce: (at: Date) => due.announce(at),
    /** When the runner next looks at the database at the latest (tests). */
    nextDueAt: () => due.nextAt(),
    async start(): Promise<void> {
      if (timer) return;
      await due.listen();
      timer = setInterval(() => {
        if (!ticking) void tickIfDue();
      }, TICK_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await due.stop();
      await ticking;
    },
  };
}
