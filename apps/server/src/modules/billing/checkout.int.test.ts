import { BILLING_API, BILLING_MESSAGES, PRICES, TRIAL_DAYS } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { TestBrowser } from '../../../test/test-app';
import { users } from '../accounts/accounts.tables';
import {
  type BillingTest,
  checkout,
  checkoutRow,
  completed,
  memberBrowser,
  startBillingApp,
  tierOf,
} from './billing.fixtures';
import { checkouts } from './billing.tables';
import { CHECKOUT_STALE_MS } from './lifecycle';

describe.each(DATABASE_KINDS)('membership checkout on %s', (kind) => {
  let t: BillingTest;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t.close());

  const checkoutCount = async () => (await t.testDb.database.db.select().from(checkouts)).length;

  it('opens a checkout at the list price with the first trial, and answers the provider page', async () => {
    const { browser, user } = await memberBrowser(t, 'co_anna');
    const response = await checkout(browser, { tier: 'platinum', interval: 'year' });
    expect(response.statusCode).toBe(200);
    const { checkoutId, url } = response.json();
    expect(url).toBe(`https://pay.test/checkout/cs_${t.provider.checkouts.length}`);
    const sent = t.provider.checkouts.at(-1)!;
    expect(sent).toMatchObject({
      checkoutId,
      kind: 'subscription',
      tier: 'platinum',
      interval: 'year',
      amount: PRICES.platinum.year,
      currency: 'usd',
      trialDays: TRIAL_DAYS,
      customer: { userId: user.userId, username: 'co_anna', providerCustomerId: null },
    });
    expect(sent.successUrl).toMatch(new RegExp(`/settings/billing\\?checkout=${checkoutId}$`));
    expect(sent.cancelUrl).toMatch(/\/membership$/);
    expect(await checkoutRow(t, checkoutId)).toMatchObject({
      status: 'open',
      amount: 4999,
      trialDays: 7,
      providerCheckoutId: `cs_${t.provider.checkouts.length}`,
    });
  });

  it('refuses bad input with a stable code and opens nothing', async () => {
    const { browser } = await memberBrowser(t, 'co_bad');
    const before = await checkoutCount();
    const unknownTier = await checkout(browser, { tier: 'titanium', interval: 'month' });
    expect(unknownTier.statusCode).toBe(400);
    expect(unknownTier.json().error).toMatchObject({
      code: 'tier_unknown',
      message: BILLING_MESSAGES.tier_unknown,
    });
    // The client never sends an amount.
    const amount = await checkout(browser, { tier: 'gold', interval: 'month', amount: 1 });
    expect(amount.statusCode).toBe(400);
    expect(amount.json().error.code).toBe('validation_failed');
    const interval = await checkout(browser, { tier: 'gold', interval: 'week' });
    expect(interval.json().error.code).toBe('validation_failed');
    const guest = new TestBrowser(t.app);
    const anonymous = await checkout(guest, { tier: 'gold', interval: 'month' });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await browser.post(
      BILLING_API.checkout,
      { tier: 'gold', interval: 'month' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(await checkoutCount()).toBe(before);
  });

  it('refuses a gift to oneself, to nobody and to a closed account', async () => {
    const { browser } = await memberBrowser(t, 'co_giver');
    const closed = await memberBrowser(t, 'co_closed');
    await t.testDb.database.db
      .update(users)
      .set({ closure: 'abuser' })
      .where(eq(users.userId, closed.user.userId));
    const before = await checkoutCount();
    const self = await checkout(browser, { tier: 'gold', interval: 'month', giftTo: 'CO_Giver' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({ code: 'gift_self', message: BILLING_MESSAGES.gift_self });
    for (const giftTo of ['co_nobody', 'co_closed']) {
      const refused = await checkout(browser, { tier: 'gold', interval: 'month', giftTo });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'gift_refused',
        message: BILLING_MESSAGES.gift_refused,
      });
    }
    expect(await checkoutCount()).toBe(before);
  });

  it('opens a gift without a trial, for the recipient', async () => {
    const { browser } = await memberBrowser(t, 'co_aunt');
    const niece = await memberBrowser(t, 'co_niece');
    const response = await checkout(browser, { tier: 'silver', interval: 'month', giftTo: 'co_niece' });
    expect(response.statusCode).toBe(200);
    expect(t.provider.checkouts.at(-1)).toMatchObject({ kind: 'gift', trialDays: 0, amount: 299 });
    expect(await checkoutRow(t, response.json().checkoutId)).toMatchObject({
      kind: 'gift',
      recipientUserId: niece.user.userId,
      giftFrom: 'co_aunt',
    });
  });

  it('applies a coupon to the amount it sends the provider', async () => {
    const { browser } = await memberBrowser(t, 'co_saver');
    const response = await checkout(browser, { tier: 'diamond', interval: 'month', coupon: 'half' });
    expect(response.statusCode).toBe(200);
    const { checkoutId } = response.json();
    // 1199 less 50 % (599.5, rounded to 600 off).
    expect(t.provider.checkouts.at(-1)!.amount).toBe(599);
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ amount: 599, couponCode: 'HALF' });
    expect(t.coupons.uses.get(checkoutId)!.state).toBe('reserved');

    const unknown = await checkout(browser, { tier: 'diamond', interval: 'month', coupon: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('coupon_unknown');
  });

  it('fails the checkout and gives the coupon back when the provider is down (503)', async () => {
    const { browser } = await memberBrowser(t, 'co_unlucky');
    t.provider.failNextCheckout = true;
    const response = await checkout(browser, { tier: 'gold', interval: 'month', coupon: 'TWODOLLARS' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'billing_unavailable',
      message: BILLING_MESSAGES.billing_unavailable,
    });
    const mine = (await t.testDb.database.db.select().from(checkouts)).find(
      (c) => c.couponCode === 'TWODOLLARS',
    )!;
    expect(mine).toMatchObject({ status: 'failed', amount: 299 });
    expect(t.coupons.uses.get(mine.id)!.state).toBe('released');
  });

  it('lets only the newest checkout be paid: an open one is expired at the provider, its coupon given back', async () => {
    const { browser } = await memberBrowser(t, 'co_tabs');
    const first = (await checkout(browser, { tier: 'gold', interval: 'month', coupon: 'HALF' })).json();
    const firstAtProvider = (await checkoutRow(t, first.checkoutId)).providerCheckoutId!;
    const second = await checkout(browser, { tier: 'platinum', interval: 'month' });
    expect(second.statusCode).toBe(200);
    expect(t.provider.calls).toContain(`expire ${firstAtProvider}`);
    expect(await checkoutRow(t, first.checkoutId)).toMatchObject({ status: 'expired' });
    expect(t.coupons.uses.get(first.checkoutId)!.state).toBe('released');
    // Both started with the one trial the member has; only the newest can still be paid.
    expect(await checkoutRow(t, second.json().checkoutId)).toMatchObject({
      status: 'open',
      trialDays: TRIAL_DAYS,
    });
  });

  it('opens checkouts one at a time per member: of two at once, one stays payable', async () => {
    const { browser, user } = await memberBrowser(t, 'co_race');
    const answers = await Promise.all([
      checkout(browser, { tier: 'gold', interval: 'month' }),
      checkout(browser, { tier: 'gold', interval: 'year' }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const mine = (await t.testDb.database.db.select().from(checkouts)).filter(
      (c) => c.userId === user.userId,
    );
    expect(mine.filter((c) => c.status === 'open')).toHaveLength(1);
    const closed = mine.find((c) => c.status !== 'open')!;
    expect(t.provider.calls).toContain(`expire ${closed.providerCheckoutId}`);
  });

  it('refuses a new checkout (409) when the open one was already paid at the provider', async () => {
    const { browser } = await memberBrowser(t, 'co_paid');
    const first = (await checkout(browser, { tier: 'gold', interval: 'month' })).json();
    t.provider.paid.add((await checkoutRow(t, first.checkoutId)).providerCheckoutId!);
    const before = t.provider.checkouts.length;
    const second = await checkout(browser, { tier: 'diamond', interval: 'month' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('already_subscribed');
    expect(t.provider.checkouts.length).toBe(before);
  });

  it('quotes every tier and interval with the coupon, and says why a code does not apply', async () => {
    const { browser } = await memberBrowser(t, 'co_shopper');
    const plans = (await browser.get(`${BILLING_API.plans}?c=HALF`)).json();
    expect(plans).toMatchObject({
      currency: 'usd',
      trialDays: 7,
      eligibleFirstTrial: true,
      coupon: { code: 'HALF', kind: 'percent', amount: 50 },
      couponError: null,
      current: null,
    });
    expect(plans.quotes).toHaveLength(8);
    expect(plans.quotes).toContainEqual({
      tier: 'gold',
      interval: 'year',
      currency: 'usd',
      list: 2999,
      discount: 1500,
      total: 1499,
    });
    const unknown = await browser.get(`${BILLING_API.plans}?c=WHAT`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({
      coupon: null,
      couponError: { code: 'coupon_unknown', message: 'That coupon code does not exist.' },
    });
    expect(unknown.json().quotes[0]).toMatchObject({
      tier: 'silver',
      interval: 'month',
      discount: 0,
      total: 299,
    });
    // Guests see prices too, without a plan or a trial.
    const guest = (await new TestBrowser(t.app).get(BILLING_API.plans)).json();
    expect(guest).toMatchObject({ eligibleFirstTrial: false, trialDays: 0, current: null });
  });

  it('expires a checkout left open for two days and gives its coupon back; a late payment still counts', async () => {
    const { browser, user } = await memberBrowser(t, 'co_slow');
    const { checkoutId } = (
      await checkout(browser, { tier: 'gold', interval: 'month', coupon: 'HALF' })
    ).json();
    t.clock.advance(CHECKOUT_STALE_MS - 1000);
    await t.services.billing.lifecycle.expireStaleCheckouts();
    expect((await checkoutRow(t, checkoutId)).status).toBe('open');
    t.clock.advance(2000);
    expect(await t.services.billing.lifecycle.expireStaleCheckouts()).toBeGreaterThanOrEqual(1);
    expect((await checkoutRow(t, checkoutId)).status).toBe('expired');
    expect(t.coupons.uses.get(checkoutId)!.state).toBe('released');
    // The provider took the money after all (its page was still open): the member gets what they paid for.
    const late = completed(t, checkoutId, 'cus_slow', 0, 'sub_slow');
    expect((await t.provider.deliver(t.app, late)).statusCode).toBe(200);
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ status: 'completed' });
    expect(await tierOf(t, user.userId)).toBe('gold');
  });
});
