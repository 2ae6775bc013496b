import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_API, type BillingInterval, type PaidTier, PRICES, SANDBOX_CARDS } from '@kingside/contract';
import type { DatabaseKind } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { BillingEvent, CheckoutRequest } from '../billing/provider';

export interface Delivery {
  body: string;
  headers: Record<string, string | string[] | undefined>;
  status: number;
}

/** The receiving end of the sandbox's webhooks: a real HTTP server answering with scripted statuses. */
export async function startReceiver(onDelivery: (delivery: Delivery) => void = () => {}) {
  const deliveries: Delivery[] = [];
  const script: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = {
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        status: script.shift() ?? 200,
      };
      try {
        onDelivery(delivery);
      } catch {
        // Refused like the real endpoint refuses a bad signature: the provider retries.
        delivery.status = 400;
      }
      deliveries.push(delivery);
      response.writeHead(delivery.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/billing/sandbox`,
    deliveries,
    /** The next answers, in order; 200 after them. */
    answer(...statuses: number[]) {
      script.push(...statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export const goodCard = (number: string = SANDBOX_CARDS.succeeds) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada Lovelace',
});

/** The app with its sandbox provider posting to a receiver, and helpers to buy through the hosted API. */
export async function startSandboxApp(kind: DatabaseKind) {
  // Verified on arrival, as the real endpoint would: the signature is only good for a few minutes.
  const verified: BillingEvent[] = [];
  const receiver = await startReceiver((delivery) => {
    if (delivery.status < 200 || delivery.status >= 300) return;
    const event = sandbox.provider.parseWebhook(Buffer.from(delivery.body), delivery.headers);
    if (event) verified.push(event);
  });
  const t: TestApp = await startTestApp(kind, { SANDBOX_WEBHOOK_URL: receiver.url });
  const sandbox = t.services.sandboxPay;
  // The test moves time and ticks itself: no loop ticking in between on the real clock.
  await t.app.ready();
  await sandbox.stop();
  let nextIp = 1;

  /** Acknowledged deliveries, verified and normalised by the provider itself. */
  function acknowledged(): BillingEvent[] {
    return [...verified];
  }

  /** Each call comes from its own address unless one is given, so the per-IP limit stays out of the way. */
  function call(url: string, payload?: object, ip = `198.51.100.${(nextIp++ % 250) + 1}`) {
    return t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      payload,
      remoteAddress: ip,
    });
  }

  return {
    t,
    receiver,
    call,
    sandbox,
    acknowledged,
    /** Every tick waits for the deliveries in flight, so events are in the receiver afterwards. */
    tick: () => sandbox.tick(),
    async open(
      overrides: Partial<CheckoutRequest> & { tier?: PaidTier; interval?: BillingInterval } = {},
    ): Promise<{ id: string; url: string; request: CheckoutRequest }> {
      const tier = overrides.tier ?? 'gold';
      const interval = overrides.interval ?? 'month';
      const request: CheckoutRequest = {
        checkoutId: randomUUID(),
        customer: { userId: 7, username: 'ada', email: 'ada@example.com', providerCustomerId: null },
        kind: 'subscription',
        tier,
        interval,
        amount: PRICES[tier][interval],
        currency: 'usd',
        trialDays: 0,
        description: `Kingside ${tier} membership`,
        successUrl: 'http://localhost/settings/billing?checkout=done',
        cancelUrl: 'http://localhost/membership',
        ...overrides,
      };
      const { providerCheckoutId, url } = await sandbox.provider.createCheckout(request);
      return { id: providerCheckoutId, url, request };
    },
    pay(id: string, card: object = goodCard(), ip?: string) {
      return call(BILLING_API.sandboxPay(id), card, ip);
    },
    async close() {
      await t.close();
      await receiver.close();
    },
  };
}

export type SandboxApp = Awaited<ReturnType<typeof startSandboxApp>>;
