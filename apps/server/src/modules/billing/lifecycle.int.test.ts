import { BILLING_API, BILLING_MESSAGES, GRACE_DAYS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { TestBrowser } from '../../../test/test-app';
import { isType, listenForSockets, SocketClient } from '../play/socket/socket-client.fixture';
import {
  type BillingTest,
  checkout,
  completed,
  event,
  listen,
  memberBrowser,
  startBillingApp,
  subscribed,
  tierOf,
  updated,
} from './billing.fixtures';
import { DAY_MS } from './effective-tier';

describe.each(DATABASE_KINDS)('the membership lifecycle on %s', (kind) => {
  let t: BillingTest;
  beforeAll(async () => {
    t = await startBillingApp(kind);
  });
  afterAll(async () => t.close());

  const days = (n: number) => t.clock.advance(n * DAY_MS);

  it('keeps the tier while past due within the grace period, then the sweeper ends it', async () => {
    const member = await subscribed(t, 'lc_late', 'gold');
    await t.provider.deliver(t.app, updated(t, member.sub, member.customer, { status: 'past_due' }));
    const fellDue = t.clock.now();
    const overview = (await member.browser.get(BILLING_API.billing)).json();
    expect(overview.subscription).toMatchObject({
      status: 'past_due',
      graceEndsAt: new Date(fellDue.getTime() + GRACE_DAYS * DAY_MS).toISOString(),
    });
    days(GRACE_DAYS - 0.01);
    expect(await t.services.billing.lifecycle.sweep()).toEqual([]);
    expect(await tierOf(t, member.user.userId)).toBe('gold');
    const ear = await listen(t, member.user.userId);
    days(0.02);
    expect(await t.services.billing.lifecycle.sweep()).toHaveLength(1);
    expect(await tierOf(t, member.user.userId)).toBe('basic');
    await expect
      .poll(() => ear.memberships())
      .toEqual([{ t: 'membership', membership: 'basic', membershipLevel: 10 }]);
    // A second sweep (another node) finds nothing left to do.
    expect(await t.services.billing.lifecycle.sweep()).toEqual([]);
    await ear.stop();
  });

  it('cancels at the period end: the tier stays until then, resume undoes it, then it ends', async () => {
    const member = await subscribed(t, 'lc_leaver', 'platinum', 'year');
    const cancel = await member.browser.post(BILLING_API.cancel);
    expect(cancel.statusCode).toBe(200);
    expect(t.provider.calls.at(-1)).toBe(`cancel ${member.sub}`);
    expect(cancel.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      nextCharge: null,
      tier: 'platinum',
    });
    const again = await member.browser.post(BILLING_API.cancel);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('subscription_not_active');

    expect((await member.browser.post(BILLING_API.resume)).json().subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      nextCharge: { amount: 4999, currency: 'usd' },
    });
    await member.browser.post(BILLING_API.cancel);
    // The provider confirms; its snapshot carries the period end.
    const periodEnd = new Date(t.clock.now().getTime() + 30 * DAY_MS);
    await t.provider.deliver(
      t.app,
      updated(t, member.sub, member.customer, {
        tier: 'platinum',
        interval: 'year',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: periodEnd,
      }),
    );
    days(29.9);
    await t.services.billing.lifecycle.sweep();
    expect(await tierOf(t, member.user.userId)).toBe('platinum');
    days(0.2);
    await t.services.billing.lifecycle.sweep();
    expect(await tierOf(t, member.user.userId)).toBe('basic');
    // (The browser's session ran out over those 30 days: ask the service.)
    expect((await t.services.billing.member.overview(member.user)).subscription).toBeNull();
  });

  it('expires a renewing subscription GRACE_DAYS after a period end no renewal followed', async () => {
    const member = await subscribed(t, 'lc_silent', 'silver');
    // No snapshot: the completion's own period (trial of 7 days) stands.
    days(7 + GRACE_DAYS - 0.01);
    await t.services.billing.lifecycle.sweep();
    expect(await tierOf(t, member.user.userId)).toBe('silver');
    days(0.02);
    await t.services.billing.lifecycle.sweep();
    expect(await tierOf(t, member.user.userId)).toBe('basic');
  });

  it('gives a gift: the recipient gets the tier and one notice until seen; it runs out after a month', async () => {
    const giver = await memberBrowser(t, 'lc_giver');
    const friend = await memberBrowser(t, 'lc_friend');
    const opened = (
      await checkout(giver.browser, { tier: 'diamond', interval: 'month', giftTo: 'lc_friend' })
    ).json();
    expect(
      (await t.provider.deliver(t.app, completed(t, opened.checkoutId, 'cus_giver', 1199, null))).statusCode,
    ).toBe(200);
    expect(await tierOf(t, friend.user.userId)).toBe('diamond');
    expect(await tierOf(t, giver.user.userId)).toBe('basic');
    // A gift does not spend the giver's trial.
    expect((await me(giver.browser)).user.eligibleFirstTrial).toBe(true);
    expect((await giver.browser.get(BILLING_API.notices)).json()).toEqual([]);

    const notices = (await friend.browser.get(BILLING_API.notices)).json();
    expect(notices).toEqual([
      {
        id: expect.any(String),
        kind: 'gift',
        from: 'lc_giver',
        tier: 'diamond',
        interval: 'month',
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    // Only its owner dismisses it.
    expect((await giver.browser.post(BILLING_API.noticeSeen(notices[0].id))).statusCode).toBe(404);
    expect((await friend.browser.post(BILLING_API.noticeSeen(notices[0].id))).statusCode).toBe(204);
    expect((await friend.browser.get(BILLING_API.notices)).json()).toEqual([]);
    expect((await friend.browser.post(BILLING_API.noticeSeen('not-a-uuid'))).statusCode).toBe(400);

    const view = (await friend.browser.get(BILLING_API.billing)).json().subscription;
    expect(view).toMatchObject({
      kind: 'gift',
      provider: 'gift',
      tier: 'diamond',
      nextCharge: null,
      giftFrom: 'lc_giver',
    });
    const monthLater = new Date(notices[0].createdAt);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(view.currentPeriodEnd).toBe(monthLater.toISOString());
    // Nothing to cancel or change: a gift is not theirs to manage.
    expect((await friend.browser.post(BILLING_API.cancel)).json().error.code).toBe('subscription_not_found');
    t.clock.set(new Date(view.currentPeriodEnd));
    await t.services.billing.lifecycle.sweep();
    expect(await tierOf(t, friend.user.userId)).toBe('basic');
  });

  it('changes the plan through the provider, whose snapshot then applies it', async () => {
    const member = await subscribed(t, 'lc_upgrader', 'silver');
    const same = await member.browser.post(BILLING_API.change, { tier: 'silver', interval: 'month' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('already_subscribed');
    const unknown = await member.browser.post(BILLING_API.change, { tier: 'bronze', interval: 'month' });
    expect(unknown.json().error).toMatchObject({
      code: 'tier_unknown',
      message: BILLING_MESSAGES.tier_unknown,
    });
    expect(
      (await member.browser.post(BILLING_API.change, { tier: 'diamond', interval: 'year' })).statusCode,
    ).toBe(200);
    expect(t.provider.calls.at(-1)).toBe(`change ${member.sub} diamond year`);
    expect(await tierOf(t, member.user.userId)).toBe('silver');
    await t.provider.deliver(
      t.app,
      updated(t, member.sub, member.customer, { tier: 'diamond', interval: 'year' }),
    );
    expect(await tierOf(t, member.user.userId)).toBe('diamond');
    // Already subscribed: a second checkout is refused (change it instead).
    const twice = await checkout(member.browser, { tier: 'gold', interval: 'month' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'already_subscribed',
      message: BILLING_MESSAGES.already_subscribed,
    });

    const nobody = await memberBrowser(t, 'lc_nobody');
    const none = await nobody.browser.post(BILLING_API.change, { tier: 'gold', interval: 'month' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('subscription_not_found');
  });

  it('shows a member only their own billing: plan, next charge, invoices newest first, portal', async () => {
    const member = await subscribed(t, 'lc_owner', 'gold');
    for (const [n, at] of [
      [1, 0],
      [2, 1],
    ] as const) {
      await t.provider.deliver(
        t.app,
        event(t, {
          type: 'invoice.paid',
          providerInvoiceId: `in_owner_${n}`,
          providerSubscriptionId: member.sub,
          providerCustomerId: member.customer,
          checkoutId: null,
          number: `KS-${n}`,
          description: 'Kingside gold (month)',
          amount: 499,
          currency: 'usd',
          createdAt: new Date(t.clock.now().getTime() + at * DAY_MS),
          receiptUrl: null,
        }),
      );
    }
    const overview = (await member.browser.get(BILLING_API.billing)).json();
    expect(overview.invoices.map((i: { number: string }) => i.number)).toEqual(['KS-2', 'KS-1']);
    expect(overview).toMatchObject({
      hasPortal: true,
      subscription: { tier: 'gold', nextCharge: { amount: 499 } },
    });
    const portal = (await member.browser.get(BILLING_API.portal)).json();
    expect(portal.url).toContain(`customer=${member.customer}`);

    const stranger = await memberBrowser(t, 'lc_stranger');
    expect((await stranger.browser.get(BILLING_API.billing)).json()).toEqual({
      subscription: null,
      invoices: [],
      hasPortal: false,
    });
    expect((await stranger.browser.get(BILLING_API.portal)).statusCode).toBe(404);
    const guest = new TestBrowser(t.app);
    for (const url of [BILLING_API.billing, BILLING_API.portal, BILLING_API.notices]) {
      expect((await guest.get(url)).statusCode).toBe(401);
    }
    expect((await guest.post(BILLING_API.cancel)).statusCode).toBe(401);
  });

  it('pushes the new tier to the member’s open socket at once', async () => {
    const url = await listenForSockets(t.app);
    const member = await memberBrowser(t, 'lc_socket');
    const socket = await SocketClient.open(url, { cookies: member.browser.cookies });
    try {
      // A pong means the socket is attached (its player channel subscribed before its messages run).
      socket.send({ t: 'ping' });
      await socket.take(isType('pong'));
      const { checkoutId } = (await checkout(member.browser, { tier: 'gold', interval: 'year' })).json();
      await t.provider.deliver(t.app, completed(t, checkoutId, 'cus_socket', 0, 'sub_socket'));
      const pushed = await socket.take(isType('membership'));
      expect(pushed).toEqual({
        t: 'membership',
        membership: 'gold',
        membershipLevel: (await me(member.browser)).user.membershipLevel,
      });
    } finally {
      await socket.close();
    }
  });
});
