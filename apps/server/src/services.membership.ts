import { createHmac } from 'node:crypto';
import { BILLING_API } from '@kingside/contract';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import {
  type BillingProvider,
  type CouponPort,
  createBilling,
  createBillingProvider,
} from './modules/billing';
import { createCoupons } from './modules/coupons';
import { createEntitlements } from './modules/entitlements';
import type { Play } from './modules/play';
import { createSandboxPay } from './modules/sandbox-pay';
import type { Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import { createFailpoint } from './platform/failpoint';
import type { Logger } from './platform/logger';

/** What paid membership stands on: the platform's parts, the services built before it, and tests' fakes. */
export interface MembershipWiring {
  config: Config;
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  serverSecret: () => Promise<string>;
  accounts: AccountsService;
  play: Play;
  billingProvider?: BillingProvider;
  coupons?: CouponPort;
}

/** Entitlements, the sandbox payment provider, coupons and billing. */
export function createMembershipServices(wiring: MembershipWiring) {
  const { config, db, clock, logger } = wiring;
  const entitlements = createEntitlements({ db, clock });
  const sandboxPay = createSandboxPay({
    db,
    clock,
    logger,
    // Its own key, derived: the provider never holds the secret that signs our sessions.
    webhookSecret: async () =>
      createHmac('sha256', await wiring.serverSecret())
        .update('sandbox-webhook')
        .digest('base64url'),
    webhookUrl:
      config.sandboxWebhookUrl ??
      `${config.publicUrl ?? `http://127.0.0.1:${config.port}`}${BILLING_API.webhook('sandbox')}`,
    origin: config.publicUrl,
  });
  const coupons = createCoupons({ db, clock });
  const billing = createBilling({
    db,
    clock,
    bus: wiring.bus,
    logger,
    provider:
      wiring.billingProvider ??
      createBillingProvider(config, { clock, logger, sandbox: sandboxPay.provider }),
    coupons: wiring.coupons ?? coupons,
    accounts: wiring.accounts,
    players: wiring.play.players,
    failpoint: createFailpoint(config.failpoint),
  });
  return { entitlements, sandboxPay, coupons, billing };
}
