import { BILLING_MESSAGES } from '@kingside/contract';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { createLogger } from '../../../platform/logger';
import type { BillingProvider } from '../provider';
import {
  CHECKOUT_ID,
  checkoutSession,
  invoice,
  stripeEvent,
  subscription,
  subscriptionItem,
  T0,
  TEST_PRICES,
} from './stripe-fixtures';
import { createStripeProvider } from './stripe-provider';
import { createRecordingStripe } from './stripe-test-client';

const SECRET = 'whsec_test_kingside';
const at = (seconds: number) => new Date(seconds * 1000);

function setup() {
  const clock = new ManualClock();
  const { stripe, requests } = createRecordingStripe(() => {
    throw new Error('parsing a webhook must not call Stripe');
  });
  const provider = createStripeProvider({
    secretKey: 'sk_test_unused',
    webhookSecret: SECRET,
    prices: TEST_PRICES,
    clock,
    logger: createLogger({ logLevel: 'silent' }),
    stripe,
  });
  return { clock, provider, requests };
}

/** Signs like Stripe does, at `timestamp` (seconds; default: the clock's now). */
function signed(event: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? T0,
  });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
}

function parse(provider: BillingProvider, event: unknown) {
  const { body, headers } = signed(event);
  return provider.parseWebhook(body, headers);
}

function expectAppError(run: () => unknown, code: string, status: number, message?: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    expect((error as AppError).status).toBe(status);
    if (message) expect((error as AppError).message).toBe(message);
    return;
  }
  throw new Error(`expected AppError ${code}`);
}

describe('Stripe webhook signature', () => {
  const event = stripeEvent('customer.subscription.deleted', subscription({ status: 'canceled' }));

  it('accepts a body signed with the endpoint secret within five minutes', () => {
    const { provider, clock } = setup();
    clock.set(at(T0 + 299));
    const { body, headers } = signed(event);
    expect(provider.parseWebhook(body, headers)?.id).toBe('evt_1QxYz');
  });

  it.each([
    [
      'a tampered body',
      () => ({ ...signed(event), body: Buffer.from(JSON.stringify(event).replace('sub_1Ab', 'sub_2Xy')) }),
    ],
    ['another secret', () => signed(event, { secret: 'whsec_someone_else' })],
    ['no header', () => ({ body: signed(event).body, headers: {} })],
    ['an empty header', () => ({ body: signed(event).body, headers: { 'stripe-signature': '' } })],
    ['a header without v1', () => ({ body: signed(event).body, headers: { 'stripe-signature': `t=${T0}` } })],
    [
      'a repeated header',
      () => ({
        body: signed(event).body,
        headers: { 'stripe-signature': [signed(event).headers['stripe-signature']] },
      }),
    ],
    ['a signature older than five minutes', () => signed(event, { timestamp: T0 - 301 })],
  ])('refuses %s with 400 webhook_signature_invalid', (_, delivery) => {
    const { provider, requests } = setup();
    const { body, headers } = delivery();
    expectAppError(
      () => provider.parseWebhook(body, headers),
      'webhook_signature_invalid',
      400,
      BILLING_MESSAGES.webhook_signature_invalid,
    );
    expect(requests).toEqual([]);
  });

  it('refuses a signed body that is not JSON as bad_request', () => {
    const { provider } = setup();
    const payload = 'not json';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: T0 });
    expectAppError(
      () => provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': header }),
      'bad_request',
      400,
    );
  });
});

describe('Stripe events → BillingEvent', () => {
  it('checkout.session.completed → checkout.completed', () => {
    const { provider } = setup();
    expect(parse(provider, stripeEvent('checkout.session.completed', checkoutSession()))).toEqual({
      id: 'evt_1QxYz',
      provider: 'stripe',
      createdAt: at(T0 - 5),
      data: {
        type: 'checkout.completed',
        checkoutId: CHECKOUT_ID,
        providerCheckoutId: 'cs_test_a1B2c3',
        providerCustomerId: 'cus_Pq1',
        providerSubscriptionId: 'sub_1Ab',
        amountPaid: 399,
        currency: 'usd',
      },
    });
  });

  it('a paid gift (mode payment) completes without a subscription; the checkout id may come from metadata', () => {
    const { provider } = setup();
    const gift = checkoutSession({
      mode: 'payment',
      client_reference_id: null,
      metadata: { checkoutId: CHECKOUT_ID, kind: 'gift' },
      subscription: null,
      amount_total: 2999,
    });
    expect(parse(provider, stripeEvent('checkout.session.completed', gift))?.data).toEqual({
      type: 'checkout.completed',
      checkoutId: CHECKOUT_ID,
      providerCheckoutId: 'cs_test_a1B2c3',
      providerCustomerId: 'cus_Pq1',
      providerSubscriptionId: null,
      amountPaid: 2999,
      currency: 'usd',
    });
  });

  it('a trial checkout (no_payment_required) completes with 0 paid; an unpaid one waits for async_payment_succeeded', () => {
    const { provider } = setup();
    const trial = checkoutSession({ amount_total: 0, payment_status: 'no_payment_required' });
    expect(parse(provider, stripeEvent('checkout.session.completed', trial))?.data).toMatchObject({
      type: 'checkout.completed',
      amountPaid: 0,
    });
    const pending = checkoutSession({ payment_status: 'unpaid' });
    expect(parse(provider, stripeEvent('checkout.session.completed', pending))).toBeNull();
    expect(
      parse(provider, stripeEvent('checkout.session.async_payment_succeeded', checkoutSession()))?.data,
    ).toMatchObject({
      type: 'checkout.completed',
      checkoutId: CHECKOUT_ID,
    });
  });

  it('a checkout session we did not open (no checkout id) is ignored', () => {
    const { provider } = setup();
    const foreign = checkoutSession({ client_reference_id: null, metadata: {} });
    expect(parse(provider, stripeEvent('checkout.session.completed', foreign))).toBeNull();
  });

  it.each(['customer.subscription.created', 'customer.subscription.updated'])(
    '%s → subscription.updated',
    (type) => {
      const { provider } = setup();
      const sub = subscription({ status: 'trialing', trial_end: T0 + 7 * 86_400 }, [
        subscriptionItem('price_platinum_y', T0 + 7 * 86_400),
      ]);
      expect(parse(provider, stripeEvent(type, sub))).toEqual({
        id: 'evt_1QxYz',
        provider: 'stripe',
        createdAt: at(T0 - 5),
        data: {
          type: 'subscription.updated',
          providerSubscriptionId: 'sub_1Ab',
          providerCustomerId: 'cus_Pq1',
          tier: 'platinum',
          interval: 'year',
          status: 'trialing',
          currentPeriodEnd: at(T0 + 7 * 86_400),
          cancelAtPeriodEnd: false,
          trialEnd: at(T0 + 7 * 86_400),
        },
      });
    },
  );

  it.each([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'canceled'],
  ])('subscription status %s → %s', (stripeStatus, ours) => {
    const { provider } = setup();
    const event = stripeEvent('customer.subscription.updated', subscription({ status: stripeStatus }));
    expect(parse(provider, event)?.data).toMatchObject({ status: ours });
  });

  it.each(['incomplete', 'incomplete_expired', 'paused'])('subscription status %s is ignored', (status) => {
    const { provider } = setup();
    expect(
      parse(provider, stripeEvent('customer.subscription.updated', subscription({ status }))),
    ).toBeNull();
  });

  it('reads the period end from the subscription in API versions before 2025-03-31, and cancel_at as cancelling', () => {
    const { provider } = setup();
    const legacyItem = { ...subscriptionItem('price_silver_m', 0) };
    delete legacyItem.current_period_end;
    const legacy = subscription({ current_period_end: T0 + 31 * 86_400, cancel_at: T0 + 31 * 86_400 }, [
      legacyItem,
    ]);
    expect(parse(provider, stripeEvent('customer.subscription.updated', legacy))?.data).toMatchObject({
      tier: 'silver',
      interval: 'month',
      currentPeriodEnd: at(T0 + 31 * 86_400),
      cancelAtPeriodEnd: true,
    });
  });

  it('a subscription to a price that is not ours is ignored', () => {
    const { provider } = setup();
    const other = subscription({}, [subscriptionItem('price_someone_elses', T0 + 86_400)]);
    expect(parse(provider, stripeEvent('customer.subscription.updated', other))).toBeNull();
  });

  it('customer.subscription.deleted → subscription.deleted', () => {
    const { provider } = setup();
    const event = stripeEvent(
      'customer.subscription.deleted',
      subscription({ status: 'canceled' }),
      'evt_del',
    );
    expect(parse(provider, event)).toEqual({
      id: 'evt_del',
      provider: 'stripe',
      createdAt: at(T0 - 5),
      data: {
        type: 'subscription.deleted',
        providerSubscriptionId: 'sub_1Ab',
        providerCustomerId: 'cus_Pq1',
      },
    });
  });

  it('invoice.paid → invoice.paid, with our checkout id on the first invoice', () => {
    const { provider } = setup();
    expect(parse(provider, stripeEvent('invoice.paid', invoice()))?.data).toEqual({
      type: 'invoice.paid',
      providerInvoiceId: 'in_1Zz',
      providerSubscriptionId: 'sub_1Ab',
      providerCustomerId: 'cus_Pq1',
      checkoutId: CHECKOUT_ID,
      number: 'KS-0001',
      description: '1 × Kingside Gold (at $4.99 / month)',
      amount: 399,
      currency: 'usd',
      createdAt: at(T0 - 30),
      receiptUrl: 'https://invoice.stripe.com/i/acct_1/test_YWNjd',
    });
  });

  it('invoice.payment_failed on a renewal → invoice.payment_failed for the amount due, no checkout id', () => {
    const { provider } = setup();
    const renewal = invoice({
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      amount_due: 499,
      description: 'Gold, monthly',
      hosted_invoice_url: null,
      status: 'open',
    });
    expect(parse(provider, stripeEvent('invoice.payment_failed', renewal))?.data).toEqual({
      type: 'invoice.payment_failed',
      providerInvoiceId: 'in_1Zz',
      providerSubscriptionId: 'sub_1Ab',
      providerCustomerId: 'cus_Pq1',
      checkoutId: null,
      number: 'KS-0001',
      description: 'Gold, monthly',
      amount: 499,
      currency: 'usd',
      createdAt: at(T0 - 30),
      receiptUrl: null,
    });
  });

  it('reads the invoice subscription at the top level in API versions before 2025-03-31', () => {
    const { provider } = setup();
    const legacy = invoice({
      parent: undefined,
      subscription: 'sub_legacy',
      subscription_details: { metadata: { checkoutId: CHECKOUT_ID } },
    });
    expect(parse(provider, stripeEvent('invoice.paid', legacy))?.data).toMatchObject({
      providerSubscriptionId: 'sub_legacy',
      checkoutId: CHECKOUT_ID,
    });
  });

  it.each(['invoice.created', 'customer.created', 'payment_intent.succeeded', 'checkout.session.expired'])(
    '%s → null (acknowledged, ignored)',
    (type) => {
      const { provider } = setup();
      expect(parse(provider, stripeEvent(type, { id: 'obj_1', object: 'whatever' }))).toBeNull();
    },
  );

  it('a mapped event missing what we need is bad_request, naming the field', () => {
    const { provider } = setup();
    const broken = subscription({ customer: undefined });
    expectAppError(
      () => parse(provider, stripeEvent('customer.subscription.updated', broken)),
      'bad_request',
      400,
      'Cannot read the Stripe customer.subscription.updated: customer: Invalid input.',
    );
  });
});
