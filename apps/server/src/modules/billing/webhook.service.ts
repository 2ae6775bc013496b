import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import type { Failpoint } from '../../platform/failpoint';
import type { Logger } from '../../platform/logger';
import { type ApplyDeps, applyEvent, NotYetApplicable } from './apply-event';
import { decodeBillingEvent, encodeBillingEvent } from './event-codec';
import type { MembershipSync, TierChanges } from './membership-sync';
import type { BillingProvider } from './provider';
import type { WebhookEventsRepo } from './webhook-events.repo';

export const AFTER_STORE_FAILPOINT = 'billing.webhook.after-store';
const RECOVERY_BATCH = 100;

export interface WebhookDeps extends ApplyDeps {
  db: Db;
  clock: Clock;
  events: WebhookEventsRepo;
  sync: MembershipSync;
  failpoint: Failpoint;
  logger: Logger;
}

/**
 * Provider webhooks: verified, **stored before acknowledged**, then applied in a transaction of
 * their own. A replay finds the stored row processed and changes nothing; a crash between storing
 * and processing leaves the row unprocessed, and the next delivery or the recovery loop finishes it.
 */
export function createWebhooks(deps: WebhookDeps) {
  /** Applies one stored event once; answers false when it failed (recorded on the row). */
  async function process(rowId: number): Promise<boolean> {
    const changes: TierChanges = new Map();
    try {
      await deps.db.transaction(async (tx) => {
        const row = await deps.events.lockUnprocessed(tx, rowId);
        if (!row) return;
        const now = deps.clock.now();
        await applyEvent(tx, decodeBillingEvent(row.payload), now, deps, changes);
        await deps.events.markProcessed(tx, row.id, now);
      });
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof NotYetApplicable)
        deps.logger.info({ rowId, reason: message }, 'webhook event deferred');
      else deps.logger.error({ err: error, rowId }, 'webhook event failed');
      await deps.events.recordFailure(rowId, message).catch(() => {});
      return false;
    }
    await deps.sync.announce(changes);
    return true;
  }

  return {
    process,

    /** One delivery: 200 when applied (or a replay, or ignored); 503 so the provider retries. */
    async receive(
      provider: BillingProvider,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ status: 200 | 503 }> {
      const event = provider.parseWebhook(rawBody, headers);
      if (!event) return { status: 200 };
      if (event.provider !== provider.name)
        throw badRequest('bad_request', 'The event is from another provider.');
      const row = await deps.events.store({
        provider: event.provider,
        eventId: event.id,
        type: event.data.type,
        payload: encodeBillingEvent(event),
        receivedAt: deps.clock.now(),
      });
      deps.failpoint(AFTER_STORE_FAILPOINT);
      if (row.processedAt) return { status: 200 };
      return { status: (await process(row.id)) ? 200 : 503 };
    },

    /** Finishes stored events nobody processed (a crash, a failed attempt); answers how many it applied. */
    async processPending(): Promise<number> {
      let applied = 0;
      for (const row of await deps.events.pending(RECOVERY_BATCH)) {
        if (await process(row.id)) applied++;
      }
      return applied;
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
