/**
 * The whole purchase with the real parts: our checkout, the built-in sandbox provider's hosted API
 * paid with its test cards, its signed webhooks over real HTTP to our webhook route, the coupons
 * module. Only the forwarding hop is ours: the sandbox posts to a local HTTP server that hands the
 * exact bytes to the app under test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_API, PRICES, SANDBOX_CARDS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { goodCard } from '../sandbox-pay/sandbox-pay.fixture';
import { checkout, checkoutRow, memberBrowser, tierOf } from './billing.fixtures';

async function startForwarder(target: () => TestApp) {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const answer = await target().app.inject({
        method: 'POST',
        url: request.url!,
        payload: Buffer.concat(chunks),
        headers: {
          'content-type': String(request.headers['content-type']),
          'kingside-signature': String(request.headers['kingside-signature']),
        },
      });
      response.writeHead(answer.statusCode).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${BILLING_API.webhook('sandbox')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASE_KINDS)('buying a membership from the sandbox provider on %s', (kind) => {
  let t: TestApp;
  let forwarder: Awaited<ReturnType<typeof startForwarder>>;
  beforeAll(async () => {
    forwarder = await startForwarder(() => t);
    t = await startTestApp(kind, { SANDBOX_WEBHOOK_URL: forwarder.url });
    await t.app.ready();
    // The test ticks the provider itself, on the test's clock.
    await t.services.sandboxPay.stop();
  });
  afterAll(async () => {
    await t.close();
    await forwarder.close();
  });

  const pay = (checkoutId: string, number: string) =>
    checkoutRow(t, checkoutId).then((row) =>
      t.app.inject({
        method: 'POST',
        url: BILLING_API.sandboxPay(row.providerCheckoutId!),
        payload: goodCard(number),
      }),
    );

  it('pays with the test card and a staff coupon: the member is platinum, the coupon used once', async () => {
    await t.services.coupons.create({
      code: 'SPRING',
      kind: 'percent',
      amount: 25,
      expires: null,
      maxUses: 10,
      createdBy: null,
    });
    const member = await memberBrowser(t, 'sf_buyer');
    const opened = await checkout(member.browser, { tier: 'platinum', interval: 'month', coupon: 'spring' });
    expect(opened.statusCode).toBe(200);
    const { checkoutId } = opened.json();
    expect((await checkoutRow(t, checkoutId)).amount).toBe(PRICES.platinum.month - 200);

    expect((await pay(checkoutId, SANDBOX_CARDS.succeeds)).statusCode).toBe(200);
    await t.services.sandboxPay.tick();
    expect(await checkoutRow(t, checkoutId)).toMatchObject({ status: 'completed' });
    expect(await tierOf(t, member.user.userId)).toBe('platinum');
    expect((await me(member.browser)).user).toMatchObject({
      membership: 'platinum',
      eligibleFirstTrial: false,
    });
    const plans = (await member.browser.get(`${BILLING_API.plans}?c=SPRING`)).json();
    expect(plans.current).toMatchObject({ tier: 'platinum', kind: 'subscription', provider: 'sandbox' });
    // The first trial: its end is the first charge, which carries the coupon. The sandbox has no portal.
    const overview = (await member.browser.get(BILLING_API.billing)).json();
    expect(overview.hasPortal).toBe(false);
    expect(overview.subscription).toMatchObject({
      status: 'trialing',
      nextCharge: { amount: PRICES.platinum.month - 200, currency: 'usd' },
    });
  });

  it('leaves the member basic when the card is declined', async () => {
    const member = await memberBrowser(t, 'sf_declined');
    const { checkoutId } = (await checkout(member.browser, { tier: 'gold', interval: 'year' })).json();
    const declined = await pay(checkoutId, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    expect(declined.statusCode).toBeLessThan(500);
    await t.services.sandboxPay.tick();
    expect(await tierOf(t, member.user.userId)).toBe('basic');
    expect((await checkoutRow(t, checkoutId)).status).toBe('open');
  });

  it('takes payment only on the newest checkout: an older tab’s page is closed at the sandbox', async () => {
    const member = await memberBrowser(t, 'sf_two_tabs');
    const older = (await checkout(member.browser, { tier: 'gold', interval: 'month' })).json();
    const newer = (await checkout(member.browser, { tier: 'diamond', interval: 'month' })).json();
    const refused = await pay(older.checkoutId, SANDBOX_CARDS.succeeds);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('checkout_closed');
    expect((await pay(newer.checkoutId, SANDBOX_CARDS.succeeds)).statusCode).toBe(200);
    await t.services.sandboxPay.tick();
    expect(await tierOf(t, member.user.userId)).toBe('diamond');
  });
});
