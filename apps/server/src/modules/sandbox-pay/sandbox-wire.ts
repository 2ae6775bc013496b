import { BILLING_INTERVALS, BILLING_MESSAGES, PAID_TIERS } from '@kingside/contract';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { BillingEvent, BillingEventData } from '../billing/provider';

/**
 * The sandbox's own webhook format, shaped like Stripe's (`{id, type, created, data: {object}}`,
 * snake_case objects, its own type names), and its mapping to the normalised BillingEvent. Dates
 * are ISO 8601 strings so events made within one second still order.
 */
export const WIRE_TYPES = {
  'checkout.completed': 'checkout.session.completed',
  'subscription.updated': 'customer.subscription.updated',
  'subscription.deleted': 'customer.subscription.deleted',
  'invoice.paid': 'invoice.paid',
  'invoice.payment_failed': 'invoice.payment_failed',
} as const satisfies Record<BillingEventData['type'], string>;

export function toWire(id: string, createdAt: Date, data: BillingEventData): string {
  return JSON.stringify({
    id,
    object: 'event',
    type: WIRE_TYPES[data.type],
    created: createdAt.toISOString(),
    livemode: false,
    data: { object: wireObject(data) },
  });
}

function wireObject(data: BillingEventData): Record<string, unknown> {
  switch (data.type) {
    case 'checkout.completed':
      return {
        object: 'checkout.session',
        id: data.providerCheckoutId,
        client_reference_id: data.checkoutId,
        customer: data.providerCustomerId,
        subscription: data.providerSubscriptionId,
        amount_total: data.amountPaid,
        currency: data.currency,
      };
    case 'subscription.updated':
      return {
        object: 'subscription',
        id: data.providerSubscriptionId,
        customer: data.providerCustomerId,
        plan: { tier: data.tier, interval: data.interval },
        status: data.status,
        current_period_end: data.currentPeriodEnd.toISOString(),
        cancel_at_period_end: data.cancelAtPeriodEnd,
        trial_end: data.trialEnd?.toISOString() ?? null,
      };
    case 'subscription.deleted':
      return {
        object: 'subscription',
        id: data.providerSubscriptionId,
        customer: data.providerCustomerId,
        status: 'canceled',
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return {
        object: 'invoice',
        id: data.providerInvoiceId,
        number: data.number,
        customer: data.providerCustomerId,
        subscription: data.providerSubscriptionId,
        client_reference_id: data.checkoutId,
        description: data.description,
        amount_due: data.amount,
        currency: data.currency,
        created: data.createdAt.toISOString(),
        hosted_invoice_url: data.receiptUrl,
      };
  }
}

const date = z.iso.datetime().transform((value) => new Date(value));
const envelope = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: date,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const checkoutObject = z.object({
  id: z.string(),
  client_reference_id: z.string(),
  customer: z.string(),
  subscription: z.string().nullable(),
  amount_total: z.number().int(),
  currency: z.string(),
});
const subscriptionObject = z.object({
  id: z.string(),
  customer: z.string(),
  plan: z.object({ tier: z.enum(PAID_TIERS), interval: z.enum(BILLING_INTERVALS) }),
  status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  current_period_end: date,
  cancel_at_period_end: z.boolean(),
  trial_end: date.nullable(),
});
const deletedObject = z.object({ id: z.string(), customer: z.string() });
const invoiceObject = z.object({
  id: z.string(),
  number: z.string(),
  customer: z.string(),
  subscription: z.string().nullable(),
  client_reference_id: z.string().nullable(),
  description: z.string(),
  amount_due: z.number().int(),
  currency: z.string(),
  created: date,
  hosted_invoice_url: z.string().nullable(),
});

function unreadable(): AppError {
  return new AppError('bad_request', 400, 'The webhook payload could not be read.');
}

/** The normalised event, or null for a type we do not use; throws 400 for a body it cannot read. */
export function fromWire(rawBody: Buffer): BillingEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw unreadable();
  }
  const event = envelope.safeParse(json);
  if (!event.success) throw unreadable();
  const data = normalise(event.data.type, event.data.data.object);
  return data && { id: event.data.id, provider: 'sandbox', createdAt: event.data.created, data };
}

function normalise(type: string, object: unknown): BillingEventData | null {
  const parse = <S extends z.ZodType>(schema: S): z.infer<S> => {
    const parsed = schema.safeParse(object);
    if (!parsed.success) throw unreadable();
    return parsed.data;
  };
  switch (type) {
    case WIRE_TYPES['checkout.completed']: {
      const o = parse(checkoutObject);
      return {
        type: 'checkout.completed',
        checkoutId: o.client_reference_id,
        providerCheckoutId: o.id,
        providerCustomerId: o.customer,
        providerSubscriptionId: o.subscription,
        amountPaid: o.amount_total,
        currency: o.currency,
      };
    }
    case WIRE_TYPES['subscription.updated']: {
      const o = parse(subscriptionObject);
      return {
        type: 'subscription.updated',
        providerSubscriptionId: o.id,
        providerCustomerId: o.customer,
        tier: o.plan.tier,
        interval: o.plan.interval,
        status: o.status,
        currentPeriodEnd: o.current_period_end,
        cancelAtPeriodEnd: o.cancel_at_period_end,
        trialEnd: o.trial_end,
      };
    }
    case WIRE_TYPES['subscription.deleted']: {
      const o = parse(deletedObject);
      return { type: 'subscription.deleted', providerSubscriptionId: o.id, providerCustomerId: o.customer };
    }
    case WIRE_TYPES['invoice.paid']:
    case WIRE_TYPES['invoice.payment_failed']: {
      const o = parse(invoiceObject);
      return {
        type: type === WIRE_TYPES['invoice.paid'] ? 'invoice.paid' : 'invoice.payment_failed',
        providerInvoiceId: o.id,
        providerSubscriptionId: o.subscription,
        providerCustomerId: o.customer,
        checkoutId: o.client_reference_id,
        number: o.number,
        description: o.description,
        amount: o.amount_due,
        currency: o.currency,
        createdAt: o.created,
        receiptUrl: o.hosted_invoice_url,
      };
    }
    default:
      return null;
  }
}

export const signatureInvalid = () =>
  new AppError('webhook_signature_invalid', 400, BILLING_MESSAGES.webhook_signature_invalid);
