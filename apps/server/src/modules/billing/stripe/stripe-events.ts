import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { Logger } from '../../../platform/logger';
import type { BillingEvent, BillingEventData } from '../provider';
import { planOfPrice, type StripePrices } from './stripe-prices';

/**
 * Stripe events → our normalised `BillingEvent`. We read only the fields we use, with schemas that
 * accept both the shapes before Stripe's 2025-03-31 API (period end on the subscription, invoice
 * `subscription` at the top) and after (on the subscription items, under `invoice.parent`), so the
 * webhook endpoint's API version in the dashboard does not matter.
 */

const id = z.string().min(1);
/** A reference Stripe may send as an id or, when expanded, as the object. */
const ref = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
const seconds = z.number().int();
const metadata = z.record(z.string(), z.string()).nullish();

const envelope = z.object({
  id,
  type: z.string(),
  created: seconds,
  data: z.object({ object: z.unknown() }),
});

const checkoutSession = z.object({
  id,
  client_reference_id: z.string().nullish(),
  metadata,
  customer: ref.nullish(),
  subscription: ref.nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string(),
});

const subscription = z.object({
  id,
  customer: ref,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  cancel_at: seconds.nullish(),
  trial_end: seconds.nullish(),
  current_period_end: seconds.optional(),
  items: z.object({
    data: z.array(z.object({ price: z.object({ id }), current_period_end: seconds.optional() })),
  }),
});

const invoice = z.object({
  id,
  number: z.string().nullish(),
  customer: ref,
  description: z.string().nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  created: seconds,
  hosted_invoice_url: z.string().nullish(),
  billing_reason: z.string().nullish(),
  metadata,
  subscription: ref.nullish(),
  subscription_details: z.object({ metadata }).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ref, metadata }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ description: z.string().nullish() })) }).optional(),
});

type Subscription = z.infer<typeof subscription>;
type Invoice = z.infer<typeof invoice>;

const SUBSCRIPTION_STATUS = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  // Stripe stops retrying and leaves it unpaid: to us still past due, so grace runs out.
  unpaid: 'past_due',
  canceled: 'canceled',
} as const;

export function toBillingEvent(payload: unknown, prices: StripePrices, logger: Logger): BillingEvent | null {
  const event = read(envelope, payload, 'event');
  const data = toEventData(event.type, event.data.object, prices, logger);
  return data && { id: event.id, provider: 'stripe', createdAt: fromSeconds(event.created), data };
}

function toEventData(
  type: string,
  object: unknown,
  prices: StripePrices,
  logger: Logger,
): BillingEventData | null {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(read(checkoutSession, object, type));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionUpdated(read(subscription, object, type), prices, logger);
    case 'customer.subscription.deleted': {
      const deleted = read(subscription, object, type);
      return {
        type: 'subscription.deleted',
        providerSubscriptionId: deleted.id,
        providerCustomerId: deleted.customer,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(type, read(invoice, object, type));
    default:
      return null;
  }
}

function checkoutCompleted(session: z.infer<typeof checkoutSession>): BillingEventData | null {
  const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId ?? null;
  // Not opened by us (a payment link, another app on the account).
  if (!checkoutId) return null;
  // A delayed payment method: `checkout.session.async_payment_succeeded` follows once it is paid.
  if (session.payment_status === 'unpaid') return null;
  if (!session.customer || session.amount_total == null || !session.currency) {
    throw unreadable('checkout.session.completed', 'customer, amount_total and currency are required');
  }
  return {
    type: 'checkout.completed',
    checkoutId,
    providerCheckoutId: session.id,
    providerCustomerId: session.customer,
    providerSubscriptionId: session.subscription ?? null,
    amountPaid: session.amount_total,
    currency: session.currency,
  };
}

function subscriptionUpdated(
  sub: Subscription,
  prices: StripePrices,
  logger: Logger,
): BillingEventData | null {
  const status = SUBSCRIPTION_STATUS[sub.status as keyof typeof SUBSCRIPTION_STATUS];
  // incomplete / incomplete_expired: the first payment never went through, so nothing started;
  // paused: only for trials without a card, which our checkout never makes.
  if (!status) return null;
  const plan = sub.items.data.map((item) => planOfPrice(prices, item.price.id)).find(Boolean);
  if (!plan) {
    logger.warn({ subscription: sub.id }, 'Stripe subscription without a Kingside price ignored');
    return null;
  }
  return {
    type: 'subscription.updated',
    providerSubscriptionId: sub.id,
    providerCustomerId: sub.customer,
    tier: plan.tier,
    interval: plan.interval,
    status,
    currentPeriodEnd: fromSeconds(currentPeriodEnd(sub)),
    // The customer portal may schedule the end with `cancel_at` instead of the flag.
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at != null,
    trialEnd: sub.trial_end == null ? null : fromSeconds(sub.trial_end),
  };
}

/** Before API 2025-03-31 on the subscription; since then on each item (they share one cycle). */
function currentPeriodEnd(sub: Subscription): number {
  const ends = sub.items.data.flatMap((item) => item.current_period_end ?? []);
  const end = sub.current_period_end ?? (ends.length > 0 ? Math.max(...ends) : undefined);
  if (end === undefined) throw unreadable('customer.subscription', 'current_period_end is missing');
  return end;
}

function invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', inv: Invoice): BillingEventData {
  const details = inv.parent?.subscription_details;
  const subscriptionMetadata = details?.metadata ?? inv.subscription_details?.metadata;
  // The subscription carries our checkout id for its whole life; only its first invoice belongs
  // to that checkout.
  const fromSubscription =
    inv.billing_reason === 'subscription_create' ? subscriptionMetadata?.checkoutId : undefined;
  return {
    type,
    providerInvoiceId: inv.id,
    providerSubscriptionId: details?.subscription ?? inv.subscription ?? null,
    providerCustomerId: inv.customer,
    checkoutId: inv.metadata?.checkoutId ?? fromSubscription ?? null,
    number: inv.number ?? inv.id,
    description: inv.description ?? inv.lines?.data[0]?.description ?? '',
    amount: type === 'invoice.paid' ? inv.amount_paid : inv.amount_due,
    currency: inv.currency,
    createdAt: fromSeconds(inv.created),
    receiptUrl: inv.hosted_invoice_url ?? null,
  };
}

function read<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw unreadable(what, `${issue.path.join('.') || 'payload'}: ${issue.message}`);
}

function unreadable(what: string, why: string): AppError {
  return new AppError('bad_request', 400, `Cannot read the Stripe ${what}: ${why}.`);
}

function fromSeconds(value: number): Date {
  return new Date(value * 1000);
}
