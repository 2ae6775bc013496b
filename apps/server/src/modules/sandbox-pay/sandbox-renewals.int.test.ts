import { GRACE_DAYS, type PaidTier, SANDBOX_CARDS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import type { BillingEvent, BillingEventData } from '../billing/provider';
import { goodCard, type SandboxApp, startSandboxApp } from './sandbox-pay.fixture';

const DAY_MS = 24 * 60 * 60_000;
type Updated = Extract<BillingEventData, { type: 'subscription.updated' }>;

describe.each(DATABASE_KINDS)('sandbox subscriptions on %s', (kind) => {
  let s: SandboxApp;
  beforeAll(async () => {
    s = await startSandboxApp(kind);
  });
  afterAll(async () => s.close());

  /** Buys a subscription on the hosted page; answers its id and first snapshot. */
  async function subscribe(
    card: string = SANDBOX_CARDS.succeeds,
    options: Parameters<SandboxApp['open']>[0] = {},
  ) {
    const { id, request } = await s.open(options);
    expect((await s.pay(id, goodCard(card))).json().status).toBe('succeeded');
    await s.tick();
    const completed = s
      .acknowledged()
      .find((e) => e.data.type === 'checkout.completed' && e.data.checkoutId === request.checkoutId);
    if (completed?.data.type !== 'checkout.completed' || !completed.data.providerSubscriptionId)
      throw new Error('no subscription was made');
    const subscriptionId = completed.data.providerSubscriptionId;
    return { subscriptionId, first: latest(subscriptionId)! };
  }

  /** Events about one subscription, in delivery order, after its checkout's. */
  function eventsOf(subscriptionId: string): BillingEvent[] {
    return s
      .acknowledged()
      .filter((e) => 'providerSubscriptionId' in e.data && e.data.providerSubscriptionId === subscriptionId);
  }
  function latest(subscriptionId: string): Updated | undefined {
    return eventsOf(subscriptionId)
      .map((e) => e.data)
      .filter((d): d is Updated => d.type === 'subscription.updated')
      .at(-1);
  }
  /** Moves the clock to a moment and runs the provider's loop once (deliveries in flight land first). */
  async function at(moment: Date) {
    await s.tick();
    s.t.clock.set(moment);
    await s.tick();
  }
  const after = (events: BillingEvent[], count: number) => events.slice(count).map((e) => e.data);

  it('renews at the period end: invoice.paid at list price, then the next period', async () => {
    const { subscriptionId, first } = await subscribe();
    const seen = eventsOf(subscriptionId).length;
    await at(new Date(first.currentPeriodEnd.getTime() - 1));
    expect(eventsOf(subscriptionId)).toHaveLength(seen);
    await at(first.currentPeriodEnd);
    const [paid, updated] = after(eventsOf(subscriptionId), seen);
    expect(paid).toMatchObject({
      type: 'invoice.paid',
      amount: 499,
      checkoutId: null,
      providerSubscriptionId: subscriptionId,
    });
    const end = new Date(first.currentPeriodEnd);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(updated).toMatchObject({ type: 'subscription.updated', status: 'active', currentPeriodEnd: end });
  });

  it('charges the first amount (coupon applied) when the trial ends, then the list price', async () => {
    const { subscriptionId, first } = await subscribe(SANDBOX_CARDS.succeeds, { trialDays: 7, amount: 250 });
    expect(first).toMatchObject({ status: 'trialing', trialEnd: first.currentPeriodEnd });
    const seen = eventsOf(subscriptionId).length;
    await at(first.currentPeriodEnd);
    const [paid, updated] = after(eventsOf(subscriptionId), seen);
    expect(paid).toMatchObject({ type: 'invoice.paid', amount: 250 });
    expect(updated).toMatchObject({ status: 'active' });
    await at((updated as Updated).currentPeriodEnd);
    expect(after(eventsOf(subscriptionId), seen + 2)[0]).toMatchObject({ type: 'invoice.paid', amount: 499 });
  });

  it('0341: renewals fail → past due, retried daily, deleted after the grace days', async () => {
    const { subscriptionId, first } = await subscribe(SANDBOX_CARDS.failsOnRenewal);
    expect(first.status).toBe('active');
    const seen = eventsOf(subscriptionId).length;
    await at(first.currentPeriodEnd);
    const [failed, pastDue] = after(eventsOf(subscriptionId), seen);
    expect(failed).toMatchObject({ type: 'invoice.payment_failed', amount: 499 });
    expect(pastDue).toMatchObject({ type: 'subscription.updated', status: 'past_due' });
    await at(new Date(first.currentPeriodEnd.getTime() + (GRACE_DAYS - 1) * DAY_MS));
    expect(after(eventsOf(subscriptionId), seen + 2).map((d) => d.type)).toEqual(
      Array(GRACE_DAYS - 1).fill('invoice.payment_failed'),
    );
    await at(new Date(first.currentPeriodEnd.getTime() + GRACE_DAYS * DAY_MS));
    expect(after(eventsOf(subscriptionId), seen + 1 + GRACE_DAYS).map((d) => d.type)).toEqual([
      'invoice.payment_failed',
      'subscription.deleted',
    ]);
    await at(new Date(first.currentPeriodEnd.getTime() + 40 * DAY_MS));
    expect(eventsOf(subscriptionId)).toHaveLength(seen + 3 + GRACE_DAYS);
    await expect(s.sandbox.provider.changePlan(subscriptionId, 'gold', 'year')).rejects.toMatchObject({
      code: 'subscription_not_active',
    });
  });

  it('cancel at period end: deleted at the end, never charged; resume undoes it', async () => {
    const { subscriptionId, first } = await subscribe();
    const seen = eventsOf(subscriptionId).length;
    await s.sandbox.provider.cancelAtPeriodEnd(subscriptionId);
    await s.tick();
    expect(latest(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    await at(first.currentPeriodEnd);
    expect(after(eventsOf(subscriptionId), seen).map((d) => d.type)).toEqual([
      'subscription.updated',
      'subscription.deleted',
    ]);

    const kept = await subscribe();
    await s.sandbox.provider.cancelAtPeriodEnd(kept.subscriptionId);
    await s.sandbox.provider.resume(kept.subscriptionId);
    await at(kept.first.currentPeriodEnd);
    expect(latest(kept.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect(
      eventsOf(kept.subscriptionId).some((e) => e.data.type === 'invoice.paid' && e.data.checkoutId === null),
    ).toBe(true);
    await expect(s.sandbox.provider.resume('sub_sb_nope')).rejects.toMatchObject({
      code: 'subscription_not_found',
    });
  });

  it('an upgrade mid-period charges the prorated difference now; a downgrade credits the next invoice', async () => {
    const { subscriptionId, first } = await subscribe();
    const half = (first.currentPeriodEnd.getTime() - s.t.clock.now().getTime()) / 2;
    s.t.clock.advance(half);
    const seen = eventsOf(subscriptionId).length;
    await s.sandbox.provider.changePlan(subscriptionId, 'platinum', 'month');
    await s.tick();
    const [updated, paid] = after(eventsOf(subscriptionId), seen);
    expect(updated).toMatchObject({
      tier: 'platinum',
      interval: 'month',
      currentPeriodEnd: first.currentPeriodEnd,
    });
    // Half of 7.99 less half of 4.99.
    expect(paid).toMatchObject({ type: 'invoice.paid', amount: 400 - 250 });

    await s.sandbox.provider.changePlan(subscriptionId, 'silver' as PaidTier, 'month');
    await s.tick();
    expect(after(eventsOf(subscriptionId), seen + 2).map((d) => d.type)).toEqual(['subscription.updated']);
    await at(first.currentPeriodEnd);
    // Silver's 2.99 less the unused half of platinum (4.00) over half of silver (1.50): 2.50 of credit.
    expect(after(eventsOf(subscriptionId), seen + 3)[0]).toMatchObject({
      type: 'invoice.paid',
      amount: 299 - 250,
    });
  });

  it('refuses an upgrade the card cannot pay: 402, nothing changes', async () => {
    const { subscriptionId } = await subscribe(SANDBOX_CARDS.failsOnRenewal);
    const seen = eventsOf(subscriptionId).length;
    await expect(s.sandbox.provider.changePlan(subscriptionId, 'diamond', 'month')).rejects.toMatchObject({
      code: 'card_declined',
    });
    await s.tick();
    expect(eventsOf(subscriptionId)).toHaveLength(seen);
  });
});
