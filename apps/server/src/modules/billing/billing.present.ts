import type { GiftNotice, InvoiceView, SubscriptionView } from '@kingside/contract';
import { PRICES } from '@kingside/contract';
import type { InvoiceRow, memberNotices, SubscriptionRow } from './billing.tables';
import { graceEndsAt } from './effective-tier';

const RENEWING = new Set(['trialing', 'active', 'past_due']);

export function presentSubscription(
  sub: SubscriptionRow,
  from: { giftFrom?: string | null; firstCharge?: number | null } = {},
): SubscriptionView {
  const renews = sub.kind === 'subscription' && !sub.cancelAtPeriodEnd && RENEWING.has(sub.status);
  // A trial's end is the first charge, which carries the checkout's coupon; later renewals are at list price.
  const amount =
    sub.status === 'trialing' && from.firstCharge != null ? from.firstCharge : PRICES[sub.tier][sub.interval];
  return {
    id: sub.id,
    tier: sub.tier,
    interval: sub.interval,
    status: sub.status,
    kind: sub.kind,
    provider: sub.provider,
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    trialEnd: sub.trialEnd?.toISOString() ?? null,
    nextCharge: renews ? { amount, currency: 'usd', at: sub.currentPeriodEnd.toISOString() } : null,
    graceEndsAt: graceEndsAt(sub)?.toISOString() ?? null,
    ...(sub.kind === 'gift' ? { giftFrom: from.giftFrom ?? null } : {}),
  };
}

export function presentInvoice(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    receiptUrl: row.receiptUrl,
  };
}

export function presentNotice(row: typeof memberNotices.$inferSelect): GiftNotice {
  return {
    id: row.id,
    kind: row.kind,
    from: row.payload.from,
    tier: row.payload.tier,
    interval: row.payload.interval,
    createdAt: row.createdAt.toISOString(),
  };
}
