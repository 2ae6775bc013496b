import type { Tx } from '../../db/db';
import type { Logger } from '../../platform/logger';
import { markTrialUsed } from '../accounts';
import type { BillingRepo } from './billing.repo';
import type { CheckoutRow } from './billing.tables';
import type { CouponPort } from './coupon-port';
import { DAY_MS } from './effective-tier';
import type { MembershipSync, TierChanges } from './membership-sync';
import type { BillingEvent, BillingEventData } from './provider';

export interface ApplyDeps {
  repo: BillingRepo;
  coupons: CouponPort;
  sync: MembershipSync;
  logger: Logger;
}

/** Thrown when an event refers to something we do not know yet: it stays unprocessed and is retried. */
export class NotYetApplicable extends Error {}

type Data<T extends BillingEventData['type']> = Extract<BillingEventData, { type: T }>;

/**
 * Applies one stored provider event inside its transaction. Every rule is idempotent (conditional
 * writes, upserts by provider ids) and order-safe (a subscription snapshot older than the one
 * applied is ignored; an event about an unknown customer waits for a retry).
 */
export async function applyEvent(
  tx: Tx,
  event: BillingEvent,
  now: Date,
  deps: ApplyDeps,
  changes: TierChanges,
): Promise<void> {
  const { data } = event;
  switch (data.type) {
    case 'checkout.completed':
      return checkoutCompleted(tx, event, data, now, deps, changes);
    case 'subscription.updated':
      return subscriptionUpdated(tx, event, data, now, deps, changes);
    case 'subscription.deleted':
      return subscriptionDeleted(tx, event, data, now, deps, changes);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoice(tx, event, data, deps);
  }
}

async function checkoutCompleted(
  tx: Tx,
  event: BillingEvent,
  data: Data<'checkout.completed'>,
  now: Date,
  deps: ApplyDeps,
  changes: TierChanges,
): Promise<void> {
  const checkout = await deps.repo.checkout(tx, data.checkoutId);
  if (!checkout) {
    deps.logger.warn({ eventId: event.id, checkoutId: data.checkoutId }, 'completion of an unknown checkout');
    return;
  }
  if (checkout.status !== 'open' && checkout.status !== 'expired') return;
  if (!paidAsAgreed(checkout, data)) {
    // The provider charged something else than we asked: no membership for it.
    deps.logger.warn(
      { eventId: event.id, checkoutId: checkout.id, expected: checkout.amount, paid: data.amountPaid },
      'checkout paid with a different amount: refused',
    );
    await deps.repo.closeCheckout(tx, checkout.id, 'failed', now);
    if (checkout.couponCode) await deps.coupons.release(tx, checkout.id);
    return;
  }
  if (!(await deps.repo.closeCheckout(tx, checkout.id, 'completed', now))) return;
  if (checkout.couponCode) await deps.coupons.confirm(tx, checkout.id);
  await deps.repo.saveCustomer(tx, {
    userId: checkout.userId,
    provider: event.provider,
    providerCustomerId: data.providerCustomerId,
    trialUsedAt: checkout.trialDays > 0 ? now : null,
  });
  if (checkout.kind === 'gift') return giveGift(tx, checkout, now, deps, changes);
  await markTrialUsed(tx, checkout.userId, now);
  if (!data.providerSubscriptionId) return;
  // Until the provider's own snapshot arrives (it may have come first: then this insert does nothing).
  const periodDays = checkout.trialDays > 0 ? checkout.trialDays : checkout.interval === 'year' ? 365 : 30;
  const inserted = await deps.repo.insertSubscription(tx, {
    userId: checkout.userId,
    kind: 'subscription',
    provider: event.provider,
    providerSubscriptionId: data.providerSubscriptionId,
    checkoutId: checkout.id,
    tier: checkout.tier,
    interval: checkout.interval,
    status: checkout.trialDays > 0 ? 'trialing' : 'active',
    currentPeriodEnd: new Date(now.getTime() + periodDays * DAY_MS),
    trialEnd: checkout.trialDays > 0 ? new Date(now.getTime() + checkout.trialDays * DAY_MS) : null,
    createdAt: now,
    updatedAt: now,
  });
  if (!inserted) await deps.repo.linkCheckout(tx, data.providerSubscriptionId, checkout.id);
  await deps.sync.recompute(tx, checkout.userId, now, changes);
}

/**
 * The provider charged exactly what we quoted: the amount, or nothing yet when a trial comes first
 * (the quoted amount is then the first charge after it).
 */
function paidAsAgreed(checkout: CheckoutRow, data: Data<'checkout.completed'>): boolean {
  if (data.currency !== checkout.currency) return false;
  return data.amountPaid === checkout.amount || (checkout.trialDays > 0 && data.amountPaid === 0);
}

/** A gift: one period of the tier for the recipient, ours to end (never renewed), and a notice. */
async function giveGift(tx: Tx, checkout: CheckoutRow, now: Date, deps: ApplyDeps, changes: TierChanges) {
  const recipient = checkout.recipientUserId!;
  const end = new Date(now);
  if (checkout.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  await deps.repo.insertSubscription(tx, {
    userId: recipient,
    kind: 'gift',
    provider: 'gift',
    checkoutId: checkout.id,
    tier: checkout.tier,
    interval: checkout.interval,
    status: 'active',
    currentPeriodEnd: end,
    createdAt: now,
    updatedAt: now,
  });
  await deps.repo.insertNotice(
    tx,
    recipient,
    { from: checkout.giftFrom ?? '', tier: checkout.tier, interval: checkout.interval },
    now,
  );
  await deps.sync.recompute(tx, recipient, now, changes);
}

async function subscriptionUpdated(
  tx: Tx,
  event: BillingEvent,
  data: Data<'subscription.updated'>,
  now: Date,
  deps: ApplyDeps,
  changes: TierChanges,
): Promise<void> {
  const snapshot = {
    tier: data.tier,
    interval: data.interval,
    status: data.status,
    currentPeriodEnd: data.currentPeriodEnd,
    cancelAtPeriodEnd: data.cancelAtPeriodEnd,
    trialEnd: data.trialEnd,
    snapshotAt: event.createdAt,
    updatedAt: now,
  };
  const existing = await deps.repo.byProviderId(tx, data.providerSubscriptionId);
  if (existing) {
    if (existing.status === 'expired') return;
    if (existing.snapshotAt && event.createdAt < existing.snapshotAt) return;
    const pastDueSince = data.status === 'past_due' ? (existing.pastDueSince ?? event.createdAt) : null;
    await deps.repo.updateSubscription(tx, existing.id, { ...snapshot, pastDueSince });
    return deps.sync.recompute(tx, existing.userId, now, changes);
  }
  const userId = await deps.repo.userOfCustomer(tx, data.providerCustomerId);
  if (userId === null) throw new NotYetApplicable(`unknown customer ${data.providerCustomerId}`);
  await deps.repo.insertSubscription(tx, {
    ...snapshot,
    userId,
    kind: 'subscription',
    provider: event.provider,
    providerSubscriptionId: data.providerSubscriptionId,
    pastDueSince: data.status === 'past_due' ? event.createdAt : null,
    createdAt: now,
  });
  await deps.sync.recompute(tx, userId, now, changes);
}

async function subscriptionDeleted(
  tx: Tx,
  event: BillingEvent,
  data: Data<'subscription.deleted'>,
  now: Date,
  deps: ApplyDeps,
  changes: TierChanges,
): Promise<void> {
  const existing = await deps.repo.byProviderId(tx, data.providerSubscriptionId);
  if (!existing) throw new NotYetApplicable(`unknown subscription ${data.providerSubscriptionId}`);
  if (existing.status === 'expired') return;
  await deps.repo.updateSubscription(tx, existing.id, {
    status: 'expired',
    snapshotAt: event.createdAt,
    updatedAt: now,
  });
  await deps.sync.recompute(tx, existing.userId, now, changes);
}

async function invoice(
  tx: Tx,
  event: BillingEvent,
  data: Data<'invoice.paid' | 'invoice.payment_failed'>,
  deps: ApplyDeps,
): Promise<void> {
  const subscription = data.providerSubscriptionId
    ? await deps.repo.byProviderId(tx, data.providerSubscriptionId)
    : null;
  const checkout = data.checkoutId ? await deps.repo.checkout(tx, data.checkoutId) : null;
  const userId =
    checkout?.userId ?? subscription?.userId ?? (await deps.repo.userOfCustomer(tx, data.providerCustomerId));
  if (userId === null || userId === undefined) {
    throw new NotYetApplicable(`invoice ${data.providerInvoiceId} of an unknown customer`);
  }
  await deps.repo.upsertInvoice(tx, {
    userId,
    subscriptionId: subscription?.id ?? null,
    providerInvoiceId: `${event.provider}:${data.providerInvoiceId}`,
    number: data.number,
    description: data.description,
    amount: data.amount,
    currency: data.currency,
    status: data.type === 'invoice.paid' ? 'paid' : 'failed',
    createdAt: data.createdAt,
    receiptUrl: data.receiptUrl,
  });
}
