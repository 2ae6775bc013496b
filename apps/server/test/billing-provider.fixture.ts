/**
 * A payment provider for tests: records what billing asks of it, and signs the events a test sends
 * the way the sandbox does (webhook-signature.ts), so they go through the real webhook route.
 * Nothing here leaves the machine; the only thing standing in is the provider's side.
 */
import type { FastifyInstance } from 'fastify';
import type { BillingEvent, BillingProvider, CheckoutRequest } from '../src/modules/billing';
import { decodeBillingEvent, encodeBillingEvent } from '../src/modules/billing/event-codec';
import { SIGNATURE_HEADER, signPayload, verifySignature } from '../src/modules/billing/webhook-signature';
import type { Clock } from '../src/platform/clock';
import { AppError, badRequest } from '../src/platform/errors';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789abcdef';

export class TestBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;
  readonly checkouts: CheckoutRequest[] = [];
  readonly calls: string[] = [];
  /** The next createCheckout throws (the provider is down). */
  failNextCheckout = false;
  portal: string | null = 'https://pay.test/portal';
  private seq = 0;

  get hasPortal(): boolean {
    return this.portal !== null;
  }

  constructor(
    private readonly clock: Clock,
    readonly secret = TEST_WEBHOOK_SECRET,
  ) {}

  async createCheckout(request: CheckoutRequest) {
    if (this.failNextCheckout) {
      this.failNextCheckout = false;
      throw new Error('provider down');
    }
    this.checkouts.push(request);
    const providerCheckoutId = `cs_${++this.seq}`;
    return { providerCheckoutId, url: `https://pay.test/checkout/${providerCheckoutId}` };
  }

  async cancelAtPeriodEnd(id: string) {
    this.calls.push(`cancel ${id}`);
  }

  /** Checkouts paid at the provider: expiring them is refused. */
  readonly paid = new Set<string>();

  async expireCheckout(id: string) {
    this.calls.push(`expire ${id}`);
    return !this.paid.has(id);
  }

  async resume(id: string) {
    this.calls.push(`resume ${id}`);
  }

  async changePlan(id: string, tier: string, interval: string) {
    this.calls.push(`change ${id} ${tier} ${interval}`);
  }

  async portalUrl(customerId: string, returnUrl: string) {
    return this.portal
      ? `${this.portal}?customer=${customerId}&return=${encodeURIComponent(returnUrl)}`
      : null;
  }

  /** Verifies like the sandbox (webhook-signature.ts); the body is a BillingEvent as event-codec writes it. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    const header = headers[SIGNATURE_HEADER];
    const check = verifySignature(
      this.secret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.clock.now(),
    );
    if (check !== 'ok')
      throw new AppError('webhook_signature_invalid', 400, 'Webhook signature verification failed.');
    try {
      return decodeBillingEvent(JSON.parse(rawBody.toString('utf8')));
    } catch {
      throw badRequest('bad_request', 'The webhook body is not a billing event.');
    }
  }

  /** The body and headers of one delivery of `event`, signed now (or with another secret). */
  signed(event: BillingEvent, secret = this.secret) {
    const payload = JSON.stringify(encodeBillingEvent(event));
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(secret, payload, this.clock.now()),
      },
    };
  }

  /** Delivers `event` to the app's webhook route, as the provider would. */
  deliver(app: FastifyInstance, event: BillingEvent, secret = this.secret) {
    const { payload, headers } = this.signed(event, secret);
    return app.inject({ method: 'POST', url: '/webhooks/billing/sandbox', payload, headers });
  }
}
