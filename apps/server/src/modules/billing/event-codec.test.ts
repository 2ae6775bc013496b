import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import { decodeBillingEvent, encodeBillingEvent } from './event-codec';
import type { BillingEvent, BillingProvider } from './provider';
import { createBillingProvider } from './select-provider';

const event: BillingEvent = {
  id: 'evt_1',
  provider: 'sandbox',
  createdAt: new Date('2026-06-01T11:59:00Z'),
  data: {
    type: 'subscription.updated',
    providerSubscriptionId: 'sub_1',
    providerCustomerId: 'cus_1',
    tier: 'gold',
    interval: 'year',
    status: 'trialing',
    currentPeriodEnd: new Date('2026-06-08T12:00:00Z'),
    cancelAtPeriodEnd: false,
    trialEnd: new Date('2026-06-08T12:00:00Z'),
  },
};

describe('stored billing events', () => {
  it('round-trip through JSON, dates included', () => {
    expect(decodeBillingEvent(JSON.parse(JSON.stringify(encodeBillingEvent(event))))).toEqual(event);
  });

  it('refuse what is not an event', () => {
    expect(() => decodeBillingEvent({ id: 1 })).toThrow('not a billing event');
    expect(() => decodeBillingEvent({ ...encodeBillingEvent(event), createdAt: 'yesterday' })).toThrow(
      'bad date',
    );
  });
});

describe('createBillingProvider', () => {
  it('is the sandbox unless Stripe is configured', () => {
    const sandbox = { name: 'sandbox' } as BillingProvider;
    const deps = { clock: new ManualClock(), logger: createLogger({ logLevel: 'silent' }), sandbox };
    expect(createBillingProvider({ stripe: null }, deps)).toBe(sandbox);
    const stripe = createBillingProvider(
      { stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', prices: {} as never } },
      deps,
    );
    expect(stripe.name).toBe('stripe');
  });
});
