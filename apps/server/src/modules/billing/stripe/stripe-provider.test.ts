import { Writable } from 'node:stream';
import { BILLING_MESSAGES } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { createLogger } from '../../../platform/logger';
import type { CheckoutRequest } from '../provider';
import { CHECKOUT_ID, TEST_PRICES } from './stripe-fixtures';
import { createStripeProvider } from './stripe-provider';
import { createRecordingStripe, type RecordedRequest } from './stripe-test-client';

const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';

function setup(respond: (request: RecordedRequest) => unknown) {
  const { stripe, requests } = createRecordingStripe(respond);
  const logLines: string[] = [];
  const logger = createLogger(
    { logLevel: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const provider = createStripeProvider({
    secretKey: 'sk_test_unused',
    webhookSecret: 'whsec_unused',
    prices: TEST_PRICES,
    clock: new ManualClock(),
    logger,
    stripe,
  });
  return { provider, requests, logLines };
}

/** Answers like Stripe: a coupon for /v1/coupons, a session for /v1/checkout/sessions. */
function stripeAnswers(request: RecordedRequest): unknown {
  if (request.path === '/v1/coupons') return { id: 'kX9off', object: 'coupon' };
  if (request.path === '/v1/checkout/sessions')
    return { id: 'cs_test_a1B2c3', object: 'checkout.session', url: SESSION_URL };
  throw new Error(`unexpected ${request.method} ${request.path}`);
}

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    checkoutId: CHECKOUT_ID,
    customer: { userId: 7, username: 'ada', email: 'ada@example.com', providerCustomerId: null },
    kind: 'subscription',
    tier: 'gold',
    interval: 'month',
    amount: 499,
    currency: 'usd',
    trialDays: 7,
    description: 'Kingside Gold, monthly',
    successUrl: 'https://kingside.example/membership/thanks?checkout=1',
    cancelUrl: 'https://kingside.example/membership',
    ...overrides,
  };
}

describe('Stripe provider: checkout', () => {
  it('opens a subscription checkout at the list price with the first trial', async () => {
    const { provider, requests } = setup(stripeAnswers);
    await expect(provider.createCheckout(checkoutRequest())).resolves.toEqual({
      providerCheckoutId: 'cs_test_a1B2c3',
      url: SESSION_URL,
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(requests[0]!.params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_gold_m',
      'line_items[0][quantity]': '1',
      client_reference_id: CHECKOUT_ID,
      'metadata[checkoutId]': CHECKOUT_ID,
      'metadata[kind]': 'subscription',
      'subscription_data[metadata][checkoutId]': CHECKOUT_ID,
      'subscription_data[trial_period_days]': '7',
      customer_email: 'ada@example.com',
      success_url: 'https://kingside.example/membership/thanks?checkout=1',
      cancel_url: 'https://kingside.example/membership',
    });
    expect(requests[0]!.headers['idempotency-key']).toBe(`kingside-checkout-${CHECKOUT_ID}`);
  });

  it('charges our couponed amount through a one-off Stripe coupon, for a known customer, without trial', async () => {
    const { provider, requests } = setup(stripeAnswers);
    await provider.createCheckout(
      checkoutRequest({
        tier: 'diamond',
        interval: 'year',
        amount: 5999,
        trialDays: 0,
        customer: { userId: 7, username: 'ada', email: 'ada@example.com', providerCustomerId: 'cus_Pq1' },
      }),
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/coupons',
      'POST /v1/checkout/sessions',
    ]);
    expect(requests[0]!.params).toEqual({
      amount_off: '2000',
      currency: 'usd',
      duration: 'once',
      max_redemptions: '1',
      name: 'Kingside coupon',
      'metadata[checkoutId]': CHECKOUT_ID,
    });
    expect(requests[0]!.headers['idempotency-key']).toBe(`kingside-coupon-${CHECKOUT_ID}`);
    expect(requests[1]!.params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_diamond_y',
      'line_items[0][quantity]': '1',
      client_reference_id: CHECKOUT_ID,
      'metadata[checkoutId]': CHECKOUT_ID,
      'metadata[kind]': 'subscription',
      'subscription_data[metadata][checkoutId]': CHECKOUT_ID,
      'discounts[0][coupon]': 'kX9off',
      customer: 'cus_Pq1',
      success_url: 'https://kingside.example/membership/thanks?checkout=1',
      cancel_url: 'https://kingside.example/membership',
    });
  });

  it('opens a gift as a one-off payment of our amount, creating the customer', async () => {
    const { provider, requests } = setup(stripeAnswers);
    await provider.createCheckout(
      checkoutRequest({
        kind: 'gift',
        tier: 'platinum',
        interval: 'year',
        amount: 4999,
        trialDays: 0,
        description: 'Gift: Platinum for a year',
      }),
    );
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(requests[0]!.params).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4999',
      'line_items[0][price_data][product_data][name]': 'Gift: Platinum for a year',
      'line_items[0][quantity]': '1',
      client_reference_id: CHECKOUT_ID,
      'metadata[checkoutId]': CHECKOUT_ID,
      'metadata[kind]': 'gift',
      'metadata[tier]': 'platinum',
      'metadata[interval]': 'year',
      customer_creation: 'always',
      customer_email: 'ada@example.com',
      success_url: 'https://kingside.example/membership/thanks?checkout=1',
      cancel_url: 'https://kingside.example/membership',
    });
  });

  it('refuses an amount above the list price before calling Stripe', async () => {
    const { provider, requests } = setup(stripeAnswers);
    await expect(provider.createCheckout(checkoutRequest({ amount: 500 }))).rejects.toThrow(
      'Checkout amount 500 is outside 0…499 for gold.month',
    );
    expect(requests).toEqual([]);
  });

  it('Stripe failing is 503 billing_unavailable, logged without the key', async () => {
    const { provider, logLines } = setup(() => ({
      status: 401,
      body: {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****ding' },
      },
    }));
    const failure = await provider.createCheckout(checkoutRequest()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'billing_unavailable',
      status: 503,
      message: BILLING_MESSAGES.billing_unavailable,
    });
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      operation: 'checkout',
      statusCode: 401,
      requestId: 'req_1',
    });
    expect(logLines[0]).not.toContain('sk_test_recording');
  });
});

describe('Stripe provider: subscription changes', () => {
  const subscription = (priceId: string) => ({
    id: 'sub_1Ab',
    object: 'subscription',
    items: {
      object: 'list',
      data: [{ id: 'si_Qa1', object: 'subscription_item', price: { id: priceId, object: 'price' } }],
    },
  });

  it.each([
    ['cancelAtPeriodEnd', 'true'],
    ['resume', 'false'],
  ] as const)('%s sets cancel_at_period_end=%s', async (method, value) => {
    const { provider, requests } = setup(() => subscription('price_gold_m'));
    await provider[method]('sub_1Ab');
    expect(requests.map((r) => [`${r.method} ${r.path}`, r.params])).toEqual([
      ['POST /v1/subscriptions/sub_1Ab', { cancel_at_period_end: value }],
    ]);
  });

  it('changePlan swaps the item’s price with prorations', async () => {
    const { provider, requests } = setup(() => subscription('price_gold_m'));
    await provider.changePlan('sub_1Ab', 'platinum', 'year');
    expect(requests.map((r) => [`${r.method} ${r.path}`, r.params])).toEqual([
      ['GET /v1/subscriptions/sub_1Ab', {}],
      [
        'POST /v1/subscriptions/sub_1Ab',
        {
          'items[0][id]': 'si_Qa1',
          'items[0][price]': 'price_platinum_y',
          proration_behavior: 'create_prorations',
        },
      ],
    ]);
  });

  it('a subscription Stripe does not know is 404 subscription_not_found', async () => {
    const { provider } = setup(() => ({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: "No such subscription: 'sub_x'",
        },
      },
    }));
    await expect(provider.cancelAtPeriodEnd('sub_x')).rejects.toMatchObject({
      code: 'subscription_not_found',
      status: 404,
    });
  });

  it('expireCheckout expires an open session, and says so when the session was already paid', async () => {
    const session = (status: string) => () => ({ id: 'cs_1', object: 'checkout.session', status });
    const open = setup(session('open'));
    await expect(open.provider.expireCheckout('cs_1')).resolves.toBe(true);
    expect(open.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_1',
      'POST /v1/checkout/sessions/cs_1/expire',
    ]);
    const paid = setup(session('complete'));
    await expect(paid.provider.expireCheckout('cs_1')).resolves.toBe(false);
    expect(paid.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/checkout/sessions/cs_1']);
  });

  it('portalUrl opens a customer portal session and returns its url', async () => {
    const { provider, requests } = setup(() => ({
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.com/p/session/test_YWNj',
    }));
    await expect(provider.portalUrl('cus_Pq1', 'https://kingside.example/settings/billing')).resolves.toBe(
      'https://billing.stripe.com/p/session/test_YWNj',
    );
    expect(requests.map((r) => [`${r.method} ${r.path}`, r.params])).toEqual([
      [
        'POST /v1/billing_portal/sessions',
        { customer: 'cus_Pq1', return_url: 'https://kingside.example/settings/billing' },
      ],
    ]);
  });
});
