import { SANDBOX_CARDS } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { createLogger } from '../../platform/logger';
import type { BillingEvent } from '../billing/provider';
import { SIGNATURE_HEADER, signPayload } from '../billing/webhook-signature';
import { RETRY_DELAYS_MS } from './sandbox-delivery';
import { goodCard, type SandboxApp, startSandboxApp } from './sandbox-pay.fixture';
import { createSandboxPay } from './sandbox-pay.service';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

describe.each(DATABASE_KINDS)('sandbox webhooks on %s', (kind) => {
  let s: SandboxApp;
  beforeAll(async () => {
    s = await startSandboxApp(kind);
  });
  afterAll(async () => s.close());

  it('retries a delivery with backoff until a 2xx, holds later events behind it, never resends after', async () => {
    s.receiver.answer(500, 502, 503);
    const start = s.receiver.deliveries.length;
    const sent = () => s.receiver.deliveries.slice(start);
    const { id } = await s.open();
    expect((await s.pay(id)).json().status).toBe('succeeded');
    await s.tick();
    expect(sent().map((d) => d.status)).toEqual([500]);

    s.t.clock.advance(RETRY_DELAYS_MS[0]!);
    await s.tick();
    expect(sent().map((d) => d.status)).toEqual([500, 502]);
    s.t.clock.advance(RETRY_DELAYS_MS[1]! - 1);
    await s.tick();
    expect(sent()).toHaveLength(2);
    s.t.clock.advance(1);
    await s.tick();
    s.t.clock.advance(RETRY_DELAYS_MS[2]!);
    await s.tick();
    expect(sent().map((d) => d.status)).toEqual([500, 502, 503, 200, 200, 200]);

    // The same bytes every time, signed anew at each attempt; then the events held behind it, in order.
    const bodies = sent().map((d) => JSON.parse(d.body) as { id: string; type: string });
    expect(new Set(bodies.slice(0, 4).map((b) => b.id)).size).toBe(1);
    expect(
      new Set(
        sent()
          .slice(0, 4)
          .map((d) => d.body),
      ).size,
    ).toBe(1);
    expect(
      new Set(
        sent()
          .slice(0, 4)
          .map((d) => d.headers[SIGNATURE_HEADER]),
      ).size,
    ).toBe(4);
    expect(bodies.map((b) => b.type).slice(3)).toEqual([
      'checkout.session.completed',
      'customer.subscription.updated',
      'invoice.paid',
    ]);

    s.t.clock.advance(24 * 60 * 60_000);
    await s.tick();
    expect(sent()).toHaveLength(6);
  });

  it('retries after a network error too', async () => {
    const db = s.t.testDb.database.db;
    let calls = 0;
    const flaky = createSandboxPay({
      db,
      clock: s.t.clock,
      logger: createLogger({ logLevel: 'silent' }),
      webhookSecret: 'whsec_flaky',
      deliver: async () => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return 204;
      },
    });
    // Its own events only: the other instance's outbox is shared, so drain it first.
    await s.tick();
    const { providerCheckoutId } = await flaky.provider.createCheckout({
      ...(await s.open()).request,
      kind: 'gift',
    });
    await flaky.hosted.pay(providerCheckoutId, goodCard());
    await flaky.tick();
    expect(calls).toBe(1);
    s.t.clock.advance(RETRY_DELAYS_MS[0]!);
    await flaky.tick();
    expect(calls).toBe(3);
    await flaky.stop();
  });

  describe('parseWebhook', () => {
    const secret = 'whsec_test_secret';
    const captured: { body: string; headers: Record<string, string> }[] = [];
    let provider: ReturnType<typeof createSandboxPay>['provider'];

    beforeAll(async () => {
      const sandbox = createSandboxPay({
        db: s.t.testDb.database.db,
        clock: s.t.clock,
        logger: createLogger({ logLevel: 'silent' }),
        webhookSecret: secret,
        deliver: async (body, headers) => {
          captured.push({ body, headers });
          return 200;
        },
      });
      provider = sandbox.provider;
      await s.tick();
      const { providerCheckoutId } = await provider.createCheckout((await s.open()).request);
      await sandbox.hosted.pay(providerCheckoutId, goodCard());
      await sandbox.tick();
      await sandbox.stop();
    });

    it('accepts its own signed deliveries and revives the dates', () => {
      const events = captured.map((c) =>
        provider.parseWebhook(Buffer.from(c.body), c.headers),
      ) as BillingEvent[];
      expect(events.map((e) => e.data.type)).toEqual([
        'checkout.completed',
        'subscription.updated',
        'invoice.paid',
      ]);
      expect(events[0]!.createdAt).toEqual(s.t.clock.now());
      expect(events[0]!.provider).toBe('sandbox');
      const updated = events[1]!.data;
      expect(updated.type === 'subscription.updated' && updated.currentPeriodEnd).toBeInstanceOf(Date);
    });

    it('refuses a tampered body, a wrong secret, a missing header and a stale signature', () => {
      const { body, headers } = captured[0]!;
      const tampered = body.replace('"amount_total":499', '"amount_total":1');
      expect(tampered).not.toBe(body);
      expect(codeOf(() => provider.parseWebhook(Buffer.from(tampered), headers))).toBe(
        'webhook_signature_invalid',
      );
      const forged = { [SIGNATURE_HEADER]: signPayload('not-the-secret', body, s.t.clock.now()) };
      expect(codeOf(() => provider.parseWebhook(Buffer.from(body), forged))).toBe(
        'webhook_signature_invalid',
      );
      expect(codeOf(() => provider.parseWebhook(Buffer.from(body), {}))).toBe('webhook_signature_invalid');
      const old = {
        [SIGNATURE_HEADER]: signPayload(secret, body, new Date(s.t.clock.now().getTime() - 301_000)),
      };
      expect(codeOf(() => provider.parseWebhook(Buffer.from(body), old))).toBe('webhook_signature_invalid');
      expect(codeOf(() => provider.parseWebhook(Buffer.from(body), headers))).toBeUndefined();
    });

    it('returns null for an event type billing does not use, and 400 for a body it cannot read', () => {
      const signed = (body: string) => ({ [SIGNATURE_HEADER]: signPayload(secret, body, s.t.clock.now()) });
      const other = JSON.stringify({
        id: 'evt_sb_x',
        type: 'customer.created',
        created: s.t.clock.now().toISOString(),
        data: { object: { id: 'cus_sb_x' } },
      });
      expect(provider.parseWebhook(Buffer.from(other), signed(other))).toBeNull();
      for (const body of ['not json', '{"id":"evt_sb_y","type":"invoice.paid"}']) {
        expect(codeOf(() => provider.parseWebhook(Buffer.from(body), signed(body)))).toBe('bad_request');
      }
      const partial = JSON.stringify({
        id: 'evt_sb_z',
        type: 'invoice.paid',
        created: s.t.clock.now().toISOString(),
        data: { object: { id: 'in_sb_z' } },
      });
      expect(codeOf(() => provider.parseWebhook(Buffer.from(partial), signed(partial)))).toBe('bad_request');
    });
  });

  it('keeps failing cards out of the retry path of others (ordering is per subscription)', async () => {
    s.receiver.answer(500);
    const start = s.receiver.deliveries.length;
    const first = await s.open();
    await s.pay(first.id);
    await s.tick();
    const second = await s.open({ kind: 'gift' });
    await s.pay(second.id, goodCard(SANDBOX_CARDS.succeeds));
    await s.tick();
    const types = s.receiver.deliveries.slice(start).map((d) => [d.status, JSON.parse(d.body).type]);
    // The first subscription's events wait behind its failed delivery; the gift's go through.
    expect(types).toEqual([
      [500, 'checkout.session.completed'],
      [200, 'checkout.session.completed'],
      [200, 'invoice.paid'],
    ]);
    s.t.clock.advance(RETRY_DELAYS_MS[0]!);
    await s.tick();
    expect(s.receiver.deliveries.slice(start)).toHaveLength(6);
  });
});
