/** Test helpers for the billing tests (not used by the app). */
import {
  BILLING_API,
  type BillingInterval,
  type PaidTier,
  PRICES,
  type ServerMessage,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { TestBillingProvider } from '../../../test/billing-provider.fixture';
import type { DatabaseKind } from '../../../test/databases';
import { MemoryCoupons } from '../../../test/memory-coupons.fixture';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { users } from '../accounts/accounts.tables';
import { playerChannel } from '../play/socket/player-hub';
import { checkouts } from './billing.tables';
import { DAY_MS } from './effective-tier';
import type { BillingEvent } from './provider';

export interface BillingTest extends TestApp {
  provider: TestBillingProvider;
  coupons: MemoryCoupons;
}

export async function startBillingApp(kind: DatabaseKind): Promise<BillingTest> {
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const provider = new TestBillingProvider(clock);
  const coupons = new MemoryCoupons()
    .add({ code: 'HALF', kind: 'percent', amount: 50, expiresAt: null })
    .add({ code: 'TWODOLLARS', kind: 'fixed', amount: 200, expiresAt: null });
  const t = await startTestApp(kind, {}, { clock, billingProvider: provider, coupons });
  return { ...t, provider, coupons };
}

/** A registered, logged-in member in a browser of their own. */
export async function memberBrowser(t: TestApp, name: string) {
  const browser = new TestBrowser(t.app);
  const response = await browser.register(name);
  if (response.statusCode >= 400) throw new Error(`register ${name}: ${response.body}`);
  const user = (await t.services.accounts.findByUsername(name))!;
  return { browser, user };
}

export const tierOf = async (t: TestApp, userId: number) =>
  (await t.testDb.database.db.select({ tier: users.tier }).from(users).where(eq(users.userId, userId)))[0]!
    .tier;

export const checkoutRow = async (t: TestApp, id: string) =>
  (await t.testDb.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;

export function checkout(browser: TestBrowser, body: Record<string, unknown>) {
  return browser.post(BILLING_API.checkout, body);
}

/** What a member's sockets would hear, from their player channel. */
export async function listen(t: TestApp, userId: number) {
  const heard: ServerMessage[] = [];
  const stop = await t.services.bus.subscribe(playerChannel({ userId, guestId: null }), (m) =>
    heard.push(m as ServerMessage),
  );
  return { heard, stop, memberships: () => heard.filter((m) => m.t === 'membership') };
}

/** Event builders need only the clock. */
type Timed = Pick<TestApp, 'clock'>;

export const event = (t: Timed, data: BillingEvent['data'], createdAt?: Date): BillingEvent => ({
  id: `evt_${Math.random().toString(36).slice(2, 12)}`,
  provider: 'sandbox',
  createdAt: createdAt ?? t.clock.now(),
  data,
});

export const completed = (
  t: Timed,
  checkoutId: string,
  customer: string,
  amountPaid: number,
  sub: string | null,
) =>
  event(t, {
    type: 'checkout.completed',
    checkoutId,
    providerCheckoutId: `cs_for_${checkoutId}`,
    providerCustomerId: customer,
    providerSubscriptionId: sub,
    amountPaid,
    currency: 'usd',
  });

export const updated = (
  t: Timed,
  sub: string,
  customer: string,
  over: Partial<Extract<BillingEvent['data'], { type: 'subscription.updated' }>> = {},
  createdAt?: Date,
) =>
  event(
    t,
    {
      type: 'subscription.updated',
      providerSubscriptionId: sub,
      providerCustomerId: customer,
      tier: 'gold',
      interval: 'month',
      status: 'active',
      currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * DAY_MS),
      cancelAtPeriodEnd: false,
      trialEnd: null,
      ...over,
    },
    createdAt,
  );

/** A member who paid for `tier` through a checkout and its completion webhook. */
export async function subscribed(
  t: BillingTest,
  name: string,
  tier: PaidTier = 'gold',
  interval: BillingInterval = 'month',
) {
  const member = await memberBrowser(t, name);
  const opened = await checkout(member.browser, { tier, interval });
  if (opened.statusCode !== 200) throw new Error(`checkout: ${opened.body}`);
  const { checkoutId } = opened.json();
  const ids = { customer: `cus_${name}`, sub: `sub_${name}` };
  const done = await t.provider.deliver(
    t.app,
    completed(t, checkoutId, ids.customer, PRICES[tier][interval], ids.sub),
  );
  if (done.statusCode !== 200) throw new Error(`completion: ${done.body}`);
  return { ...member, checkoutId, ...ids };
}
