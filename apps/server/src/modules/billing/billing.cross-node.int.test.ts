import { GRACE_DAYS, PRICES } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBillingProvider } from '../../../test/billing-provider.fixture';
import { CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';
import { ManualClock } from '../../platform/clock';
import { users } from '../accounts/accounts.tables';
import { checkout, completed, listen, memberBrowser, updated } from './billing.fixtures';
import { subscriptions, webhookEvents } from './billing.tables';
import { DAY_MS } from './effective-tier';

describe.runIf(CLUSTER_READY)('billing across two nodes', () => {
  let nodes: TwoNodes;
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const provider = new TestBillingProvider(clock);
  beforeAll(async () => {
    nodes = await startTwoNodes({ clock, billingProvider: provider });
  });
  afterAll(async () => nodes.close());

  const db = () => nodes.testDb.database.db;

  it('applies one event delivered to both nodes at once exactly once, and expires it on one node only', async () => {
    const a = nodes.a;
    const member = await memberBrowser(a, 'xn_payer');
    const { checkoutId } = (await checkout(member.browser, { tier: 'gold', interval: 'month' })).json();
    const done = completed(a, checkoutId, 'cus_xn', PRICES.gold.month, 'sub_xn');
    const answers = await Promise.all([
      provider.deliver(nodes.a.app, done),
      provider.deliver(nodes.b.app, done),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await db().select().from(webhookEvents).where(eq(webhookEvents.eventId, done.id))).toHaveLength(1);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, member.user.userId)),
    ).toHaveLength(1);

    await provider.deliver(nodes.b.app, updated(a, 'sub_xn', 'cus_xn', { status: 'past_due' }));
    const ear = await listen(nodes.b, member.user.userId);
    clock.advance((GRACE_DAYS + 1) * DAY_MS);
    const [onA, onB] = await Promise.all([
      nodes.a.services.billing.lifecycle.sweep(),
      nodes.b.services.billing.lifecycle.sweep(),
    ]);
    expect([...onA, ...onB]).toHaveLength(1);
    const [row] = await db()
      .select({ tier: users.tier })
      .from(users)
      .where(eq(users.userId, member.user.userId));
    expect(row!.tier).toBe('basic');
    // Pushed from whichever node expired it, heard on the other one's bus.
    await expect.poll(() => ear.memberships()).toHaveLength(1);
    await ear.stop();
  });
});
