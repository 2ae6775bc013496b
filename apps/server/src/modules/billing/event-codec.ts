import type { BillingEvent } from './provider';

/**
 * A normalised BillingEvent as JSON and back: how it is stored in `webhook_events.payload`, and the
 * wire format of providers that send normalised events (the sandbox, the test provider).
 */
const DATE_FIELDS = ['currentPeriodEnd', 'trialEnd', 'createdAt'] as const;

export function encodeBillingEvent(event: BillingEvent): Record<string, unknown> {
  return JSON.parse(JSON.stringify(event));
}

/** Throws when the value is not an encoded event (the caller turns that into a 400 or a stored error). */
export function decodeBillingEvent(value: unknown): BillingEvent {
  const event = value as {
    id?: unknown;
    provider?: unknown;
    createdAt?: unknown;
    data?: Record<string, unknown>;
  };
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    (event.provider !== 'sandbox' && event.provider !== 'stripe') ||
    typeof event.data !== 'object' ||
    event.data === null ||
    typeof event.data.type !== 'string'
  ) {
    throw new Error('not a billing event');
  }
  const data: Record<string, unknown> = { ...event.data };
  for (const field of DATE_FIELDS) {
    if (typeof data[field] === 'string') data[field] = toDate(data[field]);
  }
  return {
    id: event.id,
    provider: event.provider,
    createdAt: toDate(event.createdAt),
    data: data as unknown as BillingEvent['data'],
  };
}

function toDate(value: unknown): Date {
  const date = new Date(typeof value === 'string' ? value : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new Error('bad date in billing event');
  return date;
}
