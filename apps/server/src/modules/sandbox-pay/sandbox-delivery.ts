import type { Db, DbOrTx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { BillingEventData } from '../billing/provider';
import { SIGNATURE_HEADER, signPayload } from '../billing/webhook-signature';
import { createSandboxEventsRepo } from './sandbox-events.repo';
import { sandboxId } from './sandbox-ids';
import { toWire } from './sandbox-wire';

/** Sends one webhook: the raw body and headers in, the receiver's HTTP status out (throws on network errors). */
export type DeliverWebhook = (body: string, headers: Record<string, string>) => Promise<number>;

/** Waits between attempts, like a real provider's retries; the last one repeats until acknowledged. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 3_600_000];
/** An attempt in flight holds its event this long (another node leaves it alone meanwhile). */
const LEASE_MS = 60_000;
const BATCH = 200;

/** Stores an event in the caller's transaction; it is delivered once that commits (`kick`). */
export async function emitEvent(tx: DbOrTx, now: Date, orderingKey: string, data: BillingEventData) {
  const id = sandboxId.event();
  await createSandboxEventsRepo(tx).insert({
    id,
    type: data.type,
    orderingKey,
    payload: toWire(id, now, data),
    createdAt: now,
  });
}

export function postTo(url: string): DeliverWebhook {
  return async (body, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  };
}

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  secret: () => Promise<string>;
  deliver: DeliverWebhook;
}

/**
 * Delivers stored events in creation order: a 2xx marks one delivered (never sent again), anything
 * else schedules a retry and holds back later events with the same ordering key until it succeeds.
 */
export function createDelivery(deps: DeliveryDeps) {
  const repo = createSandboxEventsRepo(deps.db);

  async function attempt(event: Parameters<typeof repo.claim>[0]): Promise<boolean> {
    const sentAt = deps.clock.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Kingside-Sandbox-Pay/1.0',
      [SIGNATURE_HEADER]: signPayload(await deps.secret(), event.payload, sentAt),
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await deps.deliver(event.payload, headers);
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const ok = status !== null && status >= 200 && status < 300;
    const now = deps.clock.now();
    const attempts = event.attempts + 1;
    const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
    await repo.recordAttempt(event.seq, {
      attempts,
      deliveredAt: ok ? now : null,
      nextAttemptAt: ok ? event.nextAttemptAt : new Date(now.getTime() + delay),
      lastStatus: status,
      lastError: error,
    });
    if (!ok)
      deps.logger.warn(
        { event: event.id, type: event.type, status, error, attempts },
        'sandbox webhook not acknowledged',
      );
    return ok;
  }

  async function deliverDue(): Promise<void> {
    const held = new Set<string>();
    for (const event of await repo.undelivered(BATCH)) {
      if (held.has(event.orderingKey)) continue;
      const now = deps.clock.now();
      if (event.nextAttemptAt > now || !(await repo.claim(event, new Date(now.getTime() + LEASE_MS)))) {
        held.add(event.orderingKey);
        continue;
      }
      if (!(await attempt(event))) held.add(event.orderingKey);
    }
  }

  // One pass at a time in this process; a kick during a pass asks for one more pass after it.
  let running: Promise<void> | null = null;
  let again = false;
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deliverDue();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** Delivers what is due now; resolves when this pass (and any asked for meanwhile) is done. */
    run,
    /** After a commit that emitted events: deliver now, without waiting for the loop. */
    kick(): void {
      run().catch((error) => deps.logger.error({ err: error }, 'sandbox webhook delivery failed'));
    },
    idle(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
