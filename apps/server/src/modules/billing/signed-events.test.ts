import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { createLogger } from '../../platform/logger';
import { decodeBillingEvent, encodeBillingEvent } from './event-codec';
import type { BillingEvent } from './provider';
import { createBillingProvider } from './select-provider';
import { parseSignedEvent } from './signed-events';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_S, signPayload } from './webhook-signature';

const SECRET = 'a-sandbox-webhook-secret-of-32-chars!';
const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
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
const body = Buffer.from(JSON.stringify(encodeBillingEvent(event)));
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'none';
};

describe('signed sandbox events', () => {
  it('round-trips an event, dates included', () => {
    expect(decodeBillingEvent(JSON.parse(body.toString()))).toEqual(event);
    const headers = { [SIGNATURE_HEADER]: signPayload(SECRET, body, clock.now()) };
    expect(parseSignedEvent(SECRET, clock, body, headers)).toEqual(event);
  });

  it('refuses another secret, a changed body, a missing or stale signature: webhook_signature_invalid', () => {
    const at = clock.now();
    const cases = [
      { [SIGNATURE_HEADER]: signPayload('another-secret', body, at) },
      {},
      {
        [SIGNATURE_HEADER]: signPayload(
          SECRET,
          body,
          new Date(at.getTime() - (SIGNATURE_TOLERANCE_S + 1) * 1000),
        ),
      },
    ];
    for (const headers of cases)
      expect(codeOf(() => parseSignedEvent(SECRET, clock, body, headers))).toBe('webhook_signature_invalid');
    const changed = Buffer.from(body.toString().replace('gold', 'diamond'));
    const signed = { [SIGNATURE_HEADER]: signPayload(SECRET, body, at) };
    expect(codeOf(() => parseSignedEvent(SECRET, clock, changed, signed))).toBe('webhook_signature_invalid');
  });

  it('answers bad_request for a signed body that is not an event', () => {
    const junk = Buffer.from('{"id": 1}');
    const headers = { [SIGNATURE_HEADER]: signPayload(SECRET, junk, clock.now()) };
    expect(codeOf(() => parseSignedEvent(SECRET, clock, junk, headers))).toBe('bad_request');
  });
});

describe('createBillingProvider', () => {
  it('has no provider without configuration, and takes sandbox webhooks with the secret', async () => {
    const logger = createLogger({ logLevel: 'silent' });
    expect(createBillingProvider({ stripe: null, sandboxWebhookSecret: null }, { clock, logger })).toBeNull();
    const provider = createBillingProvider(
      { stripe: null, sandboxWebhookSecret: SECRET },
      { clock, logger },
    )!;
    expect(provider.name).toBe('sandbox');
    const headers = { [SIGNATURE_HEADER]: signPayload(SECRET, body, clock.now()) };
    expect(provider.parseWebhook(body, headers)).toEqual(event);
    await expect(provider.changePlan('sub_1', 'gold', 'year')).rejects.toBeInstanceOf(AppError);
  });
});
