import {
  BILLING_MESSAGES,
  type BillingInterval,
  CURRENCY,
  GRACE_DAYS,
  type PaidTier,
  PRICES,
} from '@kingside/contract';
import type { Db, DbOrTx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type Delivery, emitEvent } from './sandbox-delivery';
import { sandboxId } from './sandbox-ids';
import { createSandboxRepo } from './sandbox-pay.repo';
import type { SandboxSubscription } from './sandbox-pay.tables';
import { addDays, addInterval } from './sandbox-periods';

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
  delivery: Delivery;
}

/** Enough passes to catch up on a long downtime (each renews one period or one retry). */
const MAX_PASSES = 100;

const notFound = () => new AppError('subscription_not_found', 404, BILLING_MESSAGES.subscription_not_found);
const notActive = () =>
  new AppError('subscription_not_active', 409, BILLING_MESSAGES.subscription_not_active);
const changed = () =>
  new AppError('conflict', 409, 'The subscription changed at the same moment. Try again.');

const tierOf = (s: SandboxSubscription) => s.tier as PaidTier;
const intervalOf = (s: SandboxSubscription) => s.interval as BillingInterval;

function updatedEvent(s: SandboxSubscription) {
  return {
    type: 'subscription.updated' as const,
    providerSubscriptionId: s.id,
    providerCustomerId: s.customerId,
    tier: tierOf(s),
    interval: intervalOf(s),
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    trialEnd: s.trialEnd,
  };
}

/**
 * The subscription's schedule, as the provider runs it: renewals and trial ends charge the saved
 * card; a failure makes it past due, retried daily, canceled after GRACE_DAYS; a plan change
 * switches at once (see changePlan for the proration rule).
 */
export function createSandboxSubscriptions(deps: SubscriptionsDeps) {
  const repo = createSandboxRepo(deps.db);

  async function charge(tx: DbOrTx, s: SandboxSubscription, amount: number, description: string, now: Date) {
    const card = await createSandboxRepo(tx).findCard(s.customerId);
    const paid = card?.behaviour === 'succeeds';
    const invoice = await createSandboxRepo(tx).insertInvoice({
      id: sandboxId.invoice(),
      customerId: s.customerId,
      subscriptionId: s.id,
      checkoutId: null,
      description,
      amount,
      currency: CURRENCY,
      status: paid ? 'paid' : 'failed',
      createdAt: now,
    });
    await emitEvent(tx, now, s.id, {
      type: paid ? 'invoice.paid' : 'invoice.payment_failed',
      providerInvoiceId: invoice.id,
      providerSubscriptionId: s.id,
      providerCustomerId: s.customerId,
      checkoutId: null,
      number: invoice.number,
      description,
      amount,
      currency: CURRENCY,
      createdAt: now,
      receiptUrl: null,
    });
    return paid;
  }

  function renewalDescription(s: SandboxSubscription): string {
    return `Kingside ${s.tier} membership (${s.interval === 'month' ? 'monthly' : 'yearly'})`;
  }

  /** One due subscription: ends it, renews it, or retries its card; nothing when another pass took it. */
  async function renewOne(s: SandboxSubscription): Promise<void> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const books = createSandboxRepo(tx);
      if (s.cancelAtPeriodEnd) {
        const ended = await books.updateSubscriptionIfUnchanged(s, { status: 'canceled' });
        if (ended)
          await emitEvent(tx, now, s.id, {
            type: 'subscription.deleted',
            providerSubscriptionId: s.id,
            providerCustomerId: s.customerId,
          });
        return;
      }
      // Claimed first: the conditional write is what makes one pass (of one node) charge it.
      const dueAt = s.status === 'past_due' ? s.nextRetryAt! : s.currentPeriodEnd;
      const claimed = await books.updateSubscriptionIfUnchanged(s, { nextRetryAt: addDays(dueAt, 1) });
      if (!claimed) return;
      const list = PRICES[tierOf(s)][intervalOf(s)];
      const amount = Math.max(0, (s.nextAmount ?? list) - s.credit);
      const paid = await charge(tx, s, amount, renewalDescription(s), now);
      let next: SandboxSubscription | null;
      if (paid) {
        const start = s.status === 'past_due' ? dueAt : s.currentPeriodEnd;
        next = await books.updateSubscriptionIfUnchanged(claimed, {
          status: 'active',
          currentPeriodStart: start,
          currentPeriodEnd: addInterval(start, intervalOf(s)),
          nextRetryAt: null,
          pastDueSince: null,
          nextAmount: null,
          credit: Math.max(0, s.credit - (s.nextAmount ?? list)),
        });
      } else {
        const since = s.pastDueSince ?? dueAt;
        if (addDays(since, GRACE_DAYS) <= dueAt) {
          await books.updateSubscriptionIfUnchanged(claimed, { status: 'canceled', nextRetryAt: null });
          await emitEvent(tx, now, s.id, {
            type: 'subscription.deleted',
            providerSubscriptionId: s.id,
            providerCustomerId: s.customerId,
          });
          return;
        }
        if (s.status === 'past_due') return;
        next = await books.updateSubscriptionIfUnchanged(claimed, {
          status: 'past_due',
          pastDueSince: since,
        });
      }
      if (next) await emitEvent(tx, now, s.id, updatedEvent(next));
    });
  }

  async function find(id: string): Promise<SandboxSubscription> {
    const s = await repo.findSubscription(id);
    if (!s) throw notFound();
    return s;
  }

  async function setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void> {
    const s = await find(id);
    if (s.status === 'canceled') throw notActive();
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const next = await createSandboxRepo(tx).updateSubscriptionIfUnchanged(s, {
        cancelAtPeriodEnd: cancel,
      });
      if (!next) throw changed();
      await emitEvent(tx, now, s.id, updatedEvent(next));
    });
    deps.delivery.kick();
  }

  return {
    /** Renews, retries or ends every due subscription; returns how many it handled. */
    async renewDue(): Promise<number> {
      let handled = 0;
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const due = await repo.dueSubscriptions(deps.clock.now(), 50);
        if (due.length === 0) break;
        for (const s of due) await renewOne(s);
        handled += due.length;
      }
      if (handled > 0) deps.delivery.kick();
      return handled;
    },

    cancelAtPeriodEnd: (id: string) => setCancelAtPeriodEnd(id, true),
    resume: (id: string) => setCancelAtPeriodEnd(id, false),

    /**
     * Switches at once. The unused part of the current period is worth `old price × time left`; a
     * new price for the same interval is prorated the same way, a new interval starts a new period
     * now at its full price. A positive difference is charged now (a failing card refuses the
     * change: 402, nothing changes); a negative one is a credit taken off the next invoices. During
     * a trial nothing is charged and the trial goes on, ending with the new plan's list price (a
     * coupon's first-charge amount does not carry over to another plan).
     */
    async changePlan(id: string, tier: PaidTier, interval: BillingInterval): Promise<void> {
      const s = await find(id);
      if (s.status !== 'active' && s.status !== 'trialing') throw notActive();
      const now = deps.clock.now();
      const left = Math.max(0, s.currentPeriodEnd.getTime() - now.getTime());
      const length = s.currentPeriodEnd.getTime() - s.currentPeriodStart.getTime();
      const fraction = length > 0 ? left / length : 0;
      const restart = s.status === 'active' && interval !== s.interval;
      const unused = s.status === 'trialing' ? 0 : Math.round(PRICES[tierOf(s)][intervalOf(s)] * fraction);
      const newPart =
        s.status === 'trialing'
          ? 0
          : restart
            ? PRICES[tier][interval]
            : Math.round(PRICES[tier][interval] * fraction);
      const difference = newPart - unused;
      if (difference > 0 && (await repo.findCard(s.customerId))?.behaviour !== 'succeeds')
        throw new AppError('card_declined', 402, BILLING_MESSAGES.card_declined);
      await deps.db.transaction(async (tx) => {
        const next = await createSandboxRepo(tx).updateSubscriptionIfUnchanged(s, {
          tier,
          interval,
          nextAmount: null,
          credit: s.credit + Math.max(0, -difference),
          ...(restart ? { currentPeriodStart: now, currentPeriodEnd: addInterval(now, interval) } : {}),
        });
        if (!next) throw changed();
        await emitEvent(tx, now, s.id, updatedEvent(next));
        if (difference > 0)
          await charge(tx, next, difference, `Change to Kingside ${tier} (${interval}ly), prorated`, now);
      });
      deps.delivery.kick();
    },
  };
}

export type SandboxSubscriptions = ReturnType<typeof createSandboxSubscriptions>;
