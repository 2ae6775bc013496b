import { BILLING_MESSAGES, PRICES } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import {
  type BillingTest,
  checkout,
  checkoutRow,
  completed,
  event,
  listen,
  memberBrowser,
  startBillingApp,
  subscribed,
  tierOf,
  updated,
} from './billing.fixtures';
import { invoices, subscriptions, webhookEvents } from './billing.tables';
import { WEBHOOK_BODY_LIMIT } from './webhook.routes';

describe.each(DATABASE_KINDS)('billing webhooks on %s', (kind) => {
  let t: BillingTest;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t.close());

  const db = () => t.testDb.database.db;
  const storedEvents = async () => (await db().select().from(webhookEvents)).length;

  it('refuses a forged or unsigned delivery with 400 and stores nothing', async () => {
    const { checkoutId } = (
      await checkout((await memberBrowser(t, 'wh_forger')).browser, {
        tier: 'diamond',
        interval: 'year',
      })
    ).json();
    const before = await storedEvents();
    const forged = await t.provider.deliver(
      t.app,
      completed(t, checkoutId, 'cus_x', 7999, 'sub_x'),
      'another-secret-entirely-0123456789',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({
      code: 'webhook_signature_invalid',
      message: BILLING_MESSAGES.webhook_signature_invalid,
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/sandbox',
      payload: t.provider.signed(completed(t, checkoutId, 'cus_x', 7999, 'sub_x')).payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing: the signature covers the exact raw bytes.
    const genuine = t.provider.signed(completed(t, checkoutId, 'cus_x', 7999, 'sub_x'));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/sandbox',
      payload: genuine.payload.replace('7999', '1'),
      headers: genuine.headers,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await storedEvents()).toBe(before);
    expect((await checkoutRow(t, checkoutId)).status).toBe('open');
  });

  it('applies a completion once: the tier, the push, the trial spent; a replay changes nothing twice', async () => {
    const member = await memberBrowser(t, 'wh_payer');
    const ear = await listen(t, member.user.userId);
    const { checkoutId } = (await checkout(member.browser, { tier: 'platinum', interval: 'month' })).json();
    const done = completed(t, checkoutId, 'cus_payer', PRICES.platinum.month, 'sub_payer');
    expect((await t.provider.deliver(t.app, done)).statusCode).toBe(200);
    expect(await tierOf(t, member.user.userId)).toBe('platinum');
    const current = (await me(member.browser)).user;
    expect(current).toMatchObject({ membership: 'platinum', eligibleFirstTrial: false });
    await expect
      .poll(() => ear.memberships())
      .toEqual([{ t: 'membership', membership: 'platinum', membershipLevel: current.membershipLevel }]);

    const invoice = event(t, {
      type: 'invoice.paid',
      providerInvoiceId: 'in_1',
      providerSubscriptionId: 'sub_payer',
      providerCustomerId: 'cus_payer',
      checkoutId,
      number: 'KS-0001',
      description: 'Kingside platinum (month)',
      amount: 799,
      currency: 'usd',
      createdAt: t.clock.now(),
      receiptUrl: 'https://pay.test/receipt/in_1',
    });
    expect((await t.provider.deliver(t.app, invoice)).statusCode).toBe(200);
    const events = await storedEvents();
    // The provider retries both (it did not see our answers): acknowledged, nothing applied twice.
    expect((await t.provider.deliver(t.app, done)).statusCode).toBe(200);
    expect((await t.provider.deliver(t.app, invoice)).statusCode).toBe(200);
    expect(await storedEvents()).toBe(events);
    const mine = await db().select().from(invoices).where(eq(invoices.userId, member.user.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ number: 'KS-0001', amount: 799, status: 'paid' });
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, member.user.userId)),
    ).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ear.memberships()).toHaveLength(1);
    await ear.stop();
  });

  it('ignores a subscription snapshot older than the one applied (out of order)', async () => {
    const member = await subscribed(t, 'wh_order', 'silver');
    const earlier = t.clock.now();
    t.clock.advance(60_000);
    const newer = updated(t, member.sub, member.customer, { tier: 'gold' });
    const older = updated(t, member.sub, member.customer, { tier: 'diamond' }, earlier);
    expect((await t.provider.deliver(t.app, newer)).statusCode).toBe(200);
    expect(await tierOf(t, member.user.userId)).toBe('gold');
    expect((await t.provider.deliver(t.app, older)).statusCode).toBe(200);
    expect(await tierOf(t, member.user.userId)).toBe('gold');
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, member.sub));
    expect(row).toMatchObject({ tier: 'gold', snapshotAt: newer.createdAt });
  });

  it('refuses a completion whose amount is not what we quoted: no tier, checkout failed', async () => {
    const member = await memberBrowser(t, 'wh_tamper');
    const { checkoutId } = (
      await checkout(member.browser, { tier: 'diamond', interval: 'year', coupon: 'HALF' })
    ).json();
    expect((await checkoutRow(t, checkoutId)).amount).toBe(3999);
    const cheap = completed(t, checkoutId, 'cus_tamper', 1, 'sub_tamper');
    expect((await t.provider.deliver(t.app, cheap)).statusCode).toBe(200);
    expect(await tierOf(t, member.user.userId)).toBe('basic');
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ status: 'failed' });
    expect(t.coupons.uses.get(checkoutId)!.state).toBe('released');
    // A later completion with the right amount cannot revive it.
    expect(
      (await t.provider.deliver(t.app, completed(t, checkoutId, 'cus_tamper', 3999, 'sub_tamper')))
        .statusCode,
    ).toBe(200);
    expect(await tierOf(t, member.user.userId)).toBe('basic');
  });

  it('gives the first trial only once', async () => {
    const member = await memberBrowser(t, 'wh_trial');
    const first = (await checkout(member.browser, { tier: 'gold', interval: 'month' })).json();
    expect(t.provider.checkouts.at(-1)!.trialDays).toBe(7);
    // A trial charges nothing at checkout.
    await t.provider.deliver(t.app, completed(t, first.checkoutId, 'cus_trial', 0, 'sub_trial'));
    expect(await tierOf(t, member.user.userId)).toBe('gold');
    await t.provider.deliver(
      t.app,
      event(t, {
        type: 'subscription.deleted',
        providerSubscriptionId: 'sub_trial',
        providerCustomerId: 'cus_trial',
      }),
    );
    expect(await tierOf(t, member.user.userId)).toBe('basic');
    expect((await me(member.browser)).user.eligibleFirstTrial).toBe(false);
    const again = await checkout(member.browser, { tier: 'gold', interval: 'month' });
    expect(again.statusCode).toBe(200);
    expect(t.provider.checkouts.at(-1)!.trialDays).toBe(0);
  });

  it('answers 503 for an event it cannot apply yet, and applies it when redelivered', async () => {
    const member = await memberBrowser(t, 'wh_early');
    const { checkoutId } = (await checkout(member.browser, { tier: 'silver', interval: 'year' })).json();
    // The snapshot outruns the completion: its customer is not known yet.
    const early = updated(t, 'sub_early', 'cus_early', { tier: 'silver', interval: 'year' });
    const first = await t.provider.deliver(t.app, early);
    expect(first.statusCode).toBe(503);
    const [row] = await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, early.id));
    expect(row).toMatchObject({ processedAt: null, attempts: 1 });
    expect(row!.lastError).toContain('unknown customer');
    await t.provider.deliver(t.app, completed(t, checkoutId, 'cus_early', 0, 'sub_early'));
    expect((await t.provider.deliver(t.app, early)).statusCode).toBe(200);
    const [after] = await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, early.id));
    expect(after!.processedAt).not.toBeNull();
    expect(await tierOf(t, member.user.userId)).toBe('silver');
  });

  it('answers 404 for a provider not in use and 400 for a body that is not an event', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/webhooks/billing/stripe', payload: '{}' });
    expect(other.statusCode).toBe(404);
    const body = 'not json at all';
    const signed = t.provider.signed(
      event(t, { type: 'subscription.deleted', providerSubscriptionId: 'x', providerCustomerId: 'y' }),
    );
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/sandbox',
      payload: body,
      headers: {
        ...signed.headers,
        'kingside-signature': (await import('./webhook-signature')).signPayload(
          t.provider.secret,
          body,
          t.clock.now(),
        ),
      },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBe('bad_request');
  });

  it('refuses a body over the webhook limit (413) or none at all (400), storing nothing', async () => {
    const before = await storedEvents();
    const huge = await t.app.inject({
      method: 'POST',
      url: '/webhooks/billing/sandbox',
      payload: 'x'.repeat(WEBHOOK_BODY_LIMIT + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    const empty = await t.app.inject({ method: 'POST', url: '/webhooks/billing/sandbox' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('webhook_signature_invalid');
    expect(await storedEvents()).toBe(before);
  });
});
