import { BILLING_API, BILLING_MESSAGES, SANDBOX_CARDS, SANDBOX_PAY_LIMITS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { goodCard, type SandboxApp, startSandboxApp } from './sandbox-pay.fixture';

const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('sandbox hosted checkout on %s', (kind) => {
  let s: SandboxApp;
  beforeAll(async () => {
    s = await startSandboxApp(kind);
  });
  afterAll(async () => s.close());

  /** Events acknowledged about one checkout (or its subscription). */
  async function eventsOf(checkoutId: string) {
    await s.tick();
    const all = s.acknowledged();
    const completed = all.find(
      (e) => e.data.type === 'checkout.completed' && e.data.checkoutId === checkoutId,
    );
    if (completed?.data.type !== 'checkout.completed') return [];
    const key = completed.data.providerSubscriptionId ?? completed.data.providerCheckoutId;
    return all.filter((e) => {
      const d = e.data;
      if (d.type === 'checkout.completed') return d.checkoutId === checkoutId;
      if (d.type === 'invoice.paid' || d.type === 'invoice.payment_failed')
        return (
          d.checkoutId === checkoutId ||
          (d.providerSubscriptionId !== null && d.providerSubscriptionId === key)
        );
      return d.providerSubscriptionId === key;
    });
  }

  it('opens an unguessable session on the hosted page and shows it without our ids or the email', async () => {
    const { id, url, request } = await s.open({ tier: 'platinum', interval: 'year', trialDays: 7 });
    expect(id).toMatch(/^cs_sb_[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`/billing/sandbox/checkout/${id}`);
    const response = await s.call(BILLING_API.sandboxCheckout(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      merchant: 'Kingside',
      kind: 'subscription',
      tier: 'platinum',
      interval: 'year',
      description: request.description,
      amount: 4999,
      currency: 'usd',
      trialDays: 7,
      status: 'open',
      expiresAt: new Date(s.t.clock.now().getTime() + DAY_MS).toISOString(),
      cancelUrl: request.cancelUrl,
      successUrl: null,
    });
    expect(response.body).not.toContain(request.checkoutId);
    expect(response.body).not.toContain('ada@example.com');
    expect((await s.call(BILLING_API.sandboxCheckout('cs_sb_nope'))).json().error.code).toBe(
      'checkout_not_found',
    );
  });

  it('4242: pays, answers the success URL, and emits checkout.completed, subscription.updated, invoice.paid', async () => {
    const { id, request } = await s.open();
    const response = await s.pay(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'succeeded', redirectUrl: request.successUrl });
    const events = await eventsOf(request.checkoutId);
    expect(events.map((e) => e.data.type)).toEqual([
      'checkout.completed',
      'subscription.updated',
      'invoice.paid',
    ]);
    const [completed, updated, paid] = events.map((e) => e.data);
    expect(completed).toMatchObject({ providerCheckoutId: id, amountPaid: 499, currency: 'usd' });
    expect(completed).toHaveProperty('providerCustomerId', expect.stringMatching(/^cus_sb_/));
    expect(updated).toMatchObject({
      tier: 'gold',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      trialEnd: null,
      currentPeriodEnd: new Date('2026-07-01T12:00:00Z'),
    });
    expect(paid).toMatchObject({
      amount: 499,
      checkoutId: request.checkoutId,
      number: expect.stringMatching(/^KS-\d{6}$/),
    });
    expect(events[0]!.id).toMatch(/^evt_sb_/);
    const view = (await s.call(BILLING_API.sandboxCheckout(id))).json();
    expect(view).toMatchObject({ status: 'completed', successUrl: request.successUrl });
  });

  it('a returning customer given by billing keeps its provider customer id', async () => {
    const first = await s.open();
    await s.pay(first.id);
    const [completed] = await eventsOf(first.request.checkoutId);
    if (completed?.data.type !== 'checkout.completed') throw new Error('the first checkout did not complete');
    const customer = completed.data.providerCustomerId;
    const again = await s.open({
      kind: 'gift',
      customer: { userId: 7, username: 'ada', email: 'ada@example.com', providerCustomerId: customer },
    });
    await s.pay(again.id);
    expect((await eventsOf(again.request.checkoutId))[0]?.data).toMatchObject({
      providerCustomerId: customer,
    });
  });

  it('pays the amount of the session, never one the client sends (strict body)', async () => {
    const { id } = await s.open();
    const response = await s.pay(id, { ...goodCard(), amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('open');
  });

  it('a trial subscribes without charging: trialing until the trial ends', async () => {
    const { id, request } = await s.open({ trialDays: 7, amount: 250 });
    expect((await s.pay(id)).json().status).toBe('succeeded');
    const events = await eventsOf(request.checkoutId);
    expect(events.map((e) => e.data.type)).toEqual(['checkout.completed', 'subscription.updated']);
    expect(events[0]!.data).toMatchObject({ amountPaid: 0 });
    expect(events[1]!.data).toMatchObject({
      status: 'trialing',
      trialEnd: new Date('2026-06-08T12:00:00Z'),
      currentPeriodEnd: new Date('2026-06-08T12:00:00Z'),
    });
  });

  it('a gift is a one-off paid invoice with no subscription', async () => {
    const { id, request } = await s.open({ kind: 'gift', tier: 'diamond', interval: 'year', amount: 7999 });
    expect((await s.pay(id)).json().status).toBe('succeeded');
    const events = await eventsOf(request.checkoutId);
    expect(events.map((e) => e.data.type)).toEqual(['checkout.completed', 'invoice.paid']);
    expect(events[0]!.data).toMatchObject({ providerSubscriptionId: null, amountPaid: 7999 });
    expect(events[1]!.data).toMatchObject({
      providerSubscriptionId: null,
      amount: 7999,
      checkoutId: request.checkoutId,
    });
  });

  it('0002: declined with 402, the session stays open, nothing charged, no event', async () => {
    const { id, request } = await s.open();
    const before = s.receiver.deliveries.length;
    const response = await s.pay(id, goodCard(SANDBOX_CARDS.declined));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toEqual({ code: 'card_declined', message: BILLING_MESSAGES.card_declined });
    await s.tick();
    expect(s.receiver.deliveries.length).toBe(before);
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('open');
    // Another card still works on the same checkout.
    expect((await s.pay(id)).json().status).toBe('succeeded');
    expect((await eventsOf(request.checkoutId))[0]?.data.type).toBe('checkout.completed');
  });

  it('3155: asks for the second step; approving pays, declining leaves it open and uncharged', async () => {
    const { id, request } = await s.open();
    const asked = await s.pay(id, goodCard(SANDBOX_CARDS.requiresAction));
    expect(asked.json()).toEqual({
      status: 'requires_action',
      message: BILLING_MESSAGES.payment_requires_action,
    });
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('requires_action');
    // Pay again while waiting: closed to new cards until answered.
    expect((await s.pay(id)).statusCode).toBe(409);

    const refused = await s.call(BILLING_API.sandboxConfirm(id), { approve: false });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('card_declined');
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('open');
    expect(await eventsOf(request.checkoutId)).toEqual([]);
    expect((await s.call(BILLING_API.sandboxConfirm(id), { approve: true })).statusCode).toBe(409);

    await s.pay(id, goodCard(SANDBOX_CARDS.requiresAction));
    const approved = await s.call(BILLING_API.sandboxConfirm(id), { approve: true });
    expect(approved.json()).toEqual({ status: 'succeeded', redirectUrl: request.successUrl });
    expect((await eventsOf(request.checkoutId)).map((e) => e.data.type)).toEqual([
      'checkout.completed',
      'subscription.updated',
      'invoice.paid',
    ]);
    expect((await s.call(BILLING_API.sandboxConfirm(id), { approve: true })).json().error.code).toBe(
      'checkout_closed',
    );
  });

  it.each([
    ['a bad check digit', { number: '4242424242424241' }],
    ['an expired card', { expMonth: 5, expYear: 2026 }],
    ['a month past 12', { expMonth: 13 }],
    ['a short CVC', { cvc: '12' }],
    ['a CVC with letters', { cvc: '12a' }],
  ])('refuses %s with 400 card_invalid and changes nothing', async (_name, change) => {
    const { id, request } = await s.open();
    const response = await s.pay(id, { ...goodCard(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'card_invalid', message: BILLING_MESSAGES.card_invalid });
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('open');
    expect(await eventsOf(request.checkoutId)).toEqual([]);
  });

  it('takes any other valid number with spaces, like 4242', async () => {
    const { id } = await s.open();
    expect((await s.pay(id, goodCard('5555 5555 5555 4444'))).json().status).toBe('succeeded');
  });

  it('a paid checkout is closed: 409', async () => {
    const { id } = await s.open();
    await s.pay(id);
    const again = await s.pay(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'checkout_closed',
      message: BILLING_MESSAGES.checkout_closed,
    });
    expect((await s.pay('cs_sb_unknown')).json().error.code).toBe('checkout_not_found');
  });

  it('expires open sessions after 24 hours: the tick marks them, paying is 409', async () => {
    const { id } = await s.open();
    const { id: untouched } = await s.open();
    s.t.clock.advance(DAY_MS - 1000);
    await s.tick();
    expect((await s.call(BILLING_API.sandboxCheckout(id))).json().status).toBe('open');
    s.t.clock.advance(1000);
    // Paying at the deadline, before any tick: already expired.
    expect((await s.pay(id)).json().error.code).toBe('checkout_closed');
    await s.tick();
    expect((await s.call(BILLING_API.sandboxCheckout(untouched))).json().status).toBe('expired');
    expect((await s.pay(untouched)).statusCode).toBe(409);
  });

  it('limits card attempts per checkout and per address: 429 with Retry-After', async () => {
    const { id } = await s.open();
    const bad = { ...goodCard(), cvc: '1' };
    for (let i = 0; i < SANDBOX_PAY_LIMITS.perCheckout; i++)
      expect((await s.pay(id, bad)).statusCode).toBe(400);
    const refused = await s.pay(id, goodCard());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const ip = '203.0.113.99';
    for (let i = 0; i < SANDBOX_PAY_LIMITS.perIp; i++) {
      const { id: fresh } = await s.open();
      await s.pay(fresh, bad, ip);
    }
    const { id: another } = await s.open();
    expect((await s.pay(another, goodCard(), ip)).statusCode).toBe(429);
    expect((await s.call(BILLING_API.sandboxCheckout(another))).json().status).toBe('open');
  });
});
