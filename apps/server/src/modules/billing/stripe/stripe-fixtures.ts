import { parseStripePrices } from './stripe-prices';

/**
 * Tests only: Stripe webhook events shaped like those of the API version stripe 23.1.0 pins
 * (2026-10-28.endive: period ends on subscription items, an invoice's subscription under
 * `parent.subscription_details`), trimmed to realistic fields.
 */
export const TEST_PRICES = parseStripePrices(
  [
    'silver.month=price_silver_m',
    'silver.year=price_silver_y',
    'gold.month=price_gold_m',
    'gold.year=price_gold_y',
    'platinum.month=price_platinum_m',
    'platinum.year=price_platinum_y',
    'diamond.month=price_diamond_m',
    'diamond.year=price_diamond_y',
  ].join(','),
);

export const API_VERSION = '2026-10-28.endive';
/** 2026-01-01T00:00:00Z, the ManualClock's default start. */
export const T0 = Date.UTC(2026, 0, 1) / 1000;
export const CHECKOUT_ID = '7d2c5a3e-1f4b-4c1e-9a7d-2f6b1c0e9d11';

type Json = Record<string, unknown>;

export function stripeEvent(type: string, object: Json, id = 'evt_1QxYz'): Json {
  return {
    id,
    object: 'event',
    api_version: API_VERSION,
    created: T0 - 5,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function checkoutSession(overrides: Json = {}): Json {
  return {
    id: 'cs_test_a1B2c3',
    object: 'checkout.session',
    amount_subtotal: 499,
    amount_total: 399,
    client_reference_id: CHECKOUT_ID,
    created: T0 - 60,
    currency: 'usd',
    customer: 'cus_Pq1',
    customer_details: { email: 'ada@example.com', name: null },
    customer_email: 'ada@example.com',
    livemode: false,
    metadata: { checkoutId: CHECKOUT_ID, kind: 'subscription' },
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    subscription: 'sub_1Ab',
    success_url: 'https://kingside.example/membership/thanks',
    url: null,
    ...overrides,
  };
}

export function subscriptionItem(priceId: string, periodEnd: number): Json {
  return {
    id: 'si_Qa1',
    object: 'subscription_item',
    created: T0 - 60,
    current_period_end: periodEnd,
    current_period_start: periodEnd - 30 * 86_400,
    metadata: {},
    price: {
      id: priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      lookup_key: null,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      type: 'recurring',
      unit_amount: 499,
    },
    quantity: 1,
    subscription: 'sub_1Ab',
  };
}

export function subscription(
  overrides: Json = {},
  items = [subscriptionItem('price_gold_m', T0 + 30 * 86_400)],
): Json {
  return {
    id: 'sub_1Ab',
    object: 'subscription',
    billing_cycle_anchor: T0 - 60,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    collection_method: 'charge_automatically',
    created: T0 - 60,
    currency: 'usd',
    customer: 'cus_Pq1',
    ended_at: null,
    items: {
      object: 'list',
      data: items,
      has_more: false,
      total_count: items.length,
      url: '/v1/subscription_items?subscription=sub_1Ab',
    },
    latest_invoice: 'in_1Zz',
    livemode: false,
    metadata: { checkoutId: CHECKOUT_ID },
    start_date: T0 - 60,
    status: 'active',
    trial_end: null,
    trial_start: null,
    ...overrides,
  };
}

export function invoice(overrides: Json = {}): Json {
  return {
    id: 'in_1Zz',
    object: 'invoice',
    amount_due: 399,
    amount_paid: 399,
    amount_remaining: 0,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    created: T0 - 30,
    currency: 'usd',
    customer: 'cus_Pq1',
    description: null,
    hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_YWNjd',
    lines: {
      object: 'list',
      data: [
        { id: 'il_1', object: 'line_item', amount: 499, description: '1 × Kingside Gold (at $4.99 / month)' },
      ],
      has_more: false,
    },
    livemode: false,
    metadata: {},
    number: 'KS-0001',
    parent: {
      quote_details: null,
      subscription_details: { metadata: { checkoutId: CHECKOUT_ID }, subscription: 'sub_1Ab' },
      type: 'subscription_details',
    },
    status: 'paid',
    ...overrides,
  };
}
