import { GRACE_DAYS } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { BillingRepo } from './billing.repo';
import type { CouponPort } from './coupon-port';
import { DAY_MS, isLive } from './effective-tier';
import type { MembershipSync, TierChanges } from './membership-sync';

export const LIFECYCLE_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;
/** Hosted checkouts run out after a day (Stripe's default); ours go stale after two, giving their coupon back. */
export const CHECKOUT_STALE_MS = 2 * DAY_MS;

/**
 * Ends what ran out without a webhook saying so: gifts at their period end, past-due subscriptions
 * after GRACE_DAYS, cancel-at-period-end ones at the period end, and renewing ones GRACE_DAYS after
 * a period end no renewal followed (lost webhooks). Rows are locked `SKIP LOCKED`, so two nodes
 * never expire the same row twice; each expiry recomputes the member's tier and pushes it. Stale
 * open checkouts expire too, giving their coupon use back.
 * Also runs the webhook recovery (`alsoEachRound`), so one loop owns billing's background work.
 */
export function createLifecycle(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: BillingRepo;
  coupons: CouponPort;
  sync: MembershipSync;
  alsoEachRound?: () => Promise<unknown>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  /** Expires what is due now; answers the ids of the subscriptions it expired. */
  async function sweep(): Promise<string[]> {
    const now = deps.clock.now();
    const graceStart = new Date(now.getTime() - GRACE_DAYS * DAY_MS);
    const changes: TierChanges = new Map();
    const expired = await deps.db.transaction(async (tx) => {
      const due = (await deps.repo.lockExpiryCandidates(tx, now, graceStart, SWEEP_BATCH)).filter(
        (sub) => !isLive(sub, now),
      );
      for (const sub of due)
        await deps.repo.updateSubscription(tx, sub.id, { status: 'expired', updatedAt: now });
      for (const userId of new Set(due.map((sub) => sub.userId)))
        await deps.sync.recompute(tx, userId, now, changes);
      return due.map((sub) => sub.id);
    });
    await deps.sync.announce(changes);
    return expired;
  }

  /** Checkouts nobody finished: expired, their coupon use given back. Answers how many. */
  async function expireStaleCheckouts(): Promise<number> {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const stale = await deps.repo.lockStaleCheckouts(
        tx,
        new Date(now.getTime() - CHECKOUT_STALE_MS),
        SWEEP_BATCH,
      );
      for (const checkout of stale) {
        await deps.repo.closeCheckout(tx, checkout.id, 'expired', now);
        if (checkout.couponCode) await deps.coupons.release(tx, checkout.id);
      }
      return stale.length;
    });
  }

  const round = async () => {
    try {
      await deps.alsoEachRound?.();
      await sweep();
      await expireStaleCheckouts();
    } catch (error) {
      deps.logger.warn({ err: error }, 'billing lifecycle round failed');
    }
  };

  return {
    sweep,
    expireStaleCheckouts,
    /** One round at once (startup recovery), then one a minute. */
    async start(): Promise<void> {
      if (timer) return;
      running = round();
      await running;
      timer = setInterval(() => {
        if (!running) running = round().finally(() => (running = null));
      }, LIFECYCLE_EVERY_MS);
      running = null;
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
