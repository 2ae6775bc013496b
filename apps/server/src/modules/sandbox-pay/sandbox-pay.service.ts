import { generateRoute } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { BillingProvider } from '../billing/provider';
import { SIGNATURE_HEADER, verifySignature } from '../billing/webhook-signature';
import { createSandboxCheckout } from './sandbox-checkout';
import { createDelivery, type DeliverWebhook, postTo } from './sandbox-delivery';
import { createSandboxSubscriptions } from './sandbox-subscriptions';
import { fromWire, signatureInvalid } from './sandbox-wire';

export interface SandboxPayDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Signs deliveries and checks them in parseWebhook; a function when it must be loaded first. */
  webhookSecret: string | (() => Promise<string>);
  /** Where webhooks are POSTed; or `deliver` (tests hand one that calls `app.inject`). */
  webhookUrl?: string;
  deliver?: DeliverWebhook;
  /** Prefix of the hosted page's URL (PUBLIC_URL); relative without it. */
  origin?: string | null;
  /** How often start()'s loop ticks. */
  tickEveryMs?: number;
}

const TICK_EVERY_MS = 2_000;

/**
 * The built-in sandbox payment provider: a pretend external provider in our process. Billing sees
 * only its BillingProvider and its signed webhooks; the hosted checkout API is its own.
 */
export function createSandboxPay(deps: SandboxPayDeps) {
  const deliver = deps.deliver ?? (deps.webhookUrl ? postTo(deps.webhookUrl) : null);
  if (!deliver) throw new Error('createSandboxPay needs webhookUrl or deliver');

  let secret: string | null = typeof deps.webhookSecret === 'string' ? deps.webhookSecret : null;
  let loading: Promise<string> | null = null;
  function loadSecret(): Promise<string> {
    if (secret !== null) return Promise.resolve(secret);
    loading ??= (deps.webhookSecret as () => Promise<string>)().then((value) => (secret = value));
    return loading;
  }

  const delivery = createDelivery({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    secret: loadSecret,
    deliver,
  });
  const checkout = createSandboxCheckout({ db: deps.db, clock: deps.clock, delivery });
  const subscriptions = createSandboxSubscriptions({ db: deps.db, clock: deps.clock, delivery });

  const provider: BillingProvider = {
    name: 'sandbox',
    hasPortal: false,
    async createCheckout(request) {
      const { providerCheckoutId } = await checkout.create(request);
      const path = generateRoute('sandbox_checkout', { id: providerCheckoutId });
      return { providerCheckoutId, url: `${deps.origin ?? ''}${path}` };
    },
    expireCheckout: (id) => checkout.expire(id),
    cancelAtPeriodEnd: (id) => subscriptions.cancelAtPeriodEnd(id),
    resume: (id) => subscriptions.resume(id),
    changePlan: (id, tier, interval) => subscriptions.changePlan(id, tier, interval),
    // No portal: our own billing page is where members manage the plan.
    portalUrl: async () => null,
    parseWebhook(rawBody, headers) {
      if (secret === null)
        throw new AppError(
          'billing_unavailable',
          503,
          'The sandbox provider is still starting. Retry shortly.',
        );
      const header = headers[SIGNATURE_HEADER];
      const check = verifySignature(
        secret,
        rawBody,
        Array.isArray(header) ? header[0] : header,
        deps.clock.now(),
      );
      if (check !== 'ok') throw signatureInvalid();
      return fromWire(rawBody);
    },
  };

  // Ticks run one after another, so a test's tick() also waits for a loop tick in flight.
  let last: Promise<void> = Promise.resolve();
  function tick(): Promise<void> {
    last = last
      .catch(() => undefined)
      .then(async () => {
        await loadSecret();
        await checkout.expireDue();
        await subscriptions.renewDue();
        await delivery.run();
      });
    return last;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    provider,
    /** The hosted checkout page's calls (sandboxPayRoutes). */
    hosted: { view: checkout.view, pay: checkout.pay, confirm: checkout.confirm },
    tick,
    async start(): Promise<void> {
      await loadSecret();
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((error) => deps.logger.warn({ err: error }, 'sandbox provider tick failed'));
      }, deps.tickEveryMs ?? TICK_EVERY_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await last.catch(() => undefined);
      await delivery.idle();
    },
  };
}

export type SandboxPay = ReturnType<typeof createSandboxPay>;
