/** Paid membership: checkouts, provider webhooks, the subscription lifecycle, gifts. Others use only this file. */
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Failpoint } from '../../platform/failpoint';
import type { Logger } from '../../platform/logger';
import type { UserRow } from '../accounts';
import { createBillingRepo } from './billing.repo';
import { createCheckouts } from './checkout.service';
import type { CouponPort } from './coupon-port';
import { createLifecycle } from './lifecycle';
import { createMemberBilling } from './member.service';
import { createMembershipSync, type MemberPush } from './membership-sync';
import type { BillingProvider } from './provider';
import { createWebhooks } from './webhook.service';
import { createWebhookEventsRepo } from './webhook-events.repo';

export { billingRoutes } from './billing.routes';
export type { CouponPort } from './coupon-port';
export { userCanReceiveGifts } from './gifts';
export type { BillingEvent, BillingProvider, CheckoutRequest } from './provider';
export { createBillingProvider } from './select-provider';
export { webhookRoutes } from './webhook.routes';
export { AFTER_STORE_FAILPOINT } from './webhook.service';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  logger: Logger;
  /** Null when no payment provider is configured: paying answers 503 `billing_unavailable`. */
  provider: BillingProvider | null;
  /** Coupons for checkouts (modules/coupons). */
  coupons: CouponPort;
  /** Finds a member by username (a gift's recipient): the accounts module's public API. */
  accounts: { findByUsername(username: string): Promise<UserRow | null> };
  /** The member's open sockets (play's player hub): tier changes are pushed there. */
  players: MemberPush | null;
  failpoint?: Failpoint;
}

/** Built once per process (services.ts); the lifecycle loop runs while an app serves (`start`/`stop`). */
export function createBilling(deps: BillingDeps) {
  const repo = createBillingRepo(deps.db);
  const sync = createMembershipSync({ repo, bus: deps.bus, players: deps.players, logger: deps.logger });
  const webhooks = createWebhooks({
    ...deps,
    repo,
    sync,
    events: createWebhookEventsRepo(deps.db),
    failpoint: deps.failpoint ?? (() => {}),
  });
  const lifecycle = createLifecycle({
    ...deps,
    repo,
    sync,
    alsoEachRound: () => webhooks.processPending(),
  });
  return {
    provider: deps.provider,
    checkouts: createCheckouts({
      ...deps,
      repo,
      findMember: (username) => deps.accounts.findByUsername(username),
    }),
    member: createMemberBilling({ ...deps, repo }),
    webhooks,
    lifecycle,
    /** Recovers stored-but-unprocessed webhooks, then sweeps once a minute. */
    start: () => lifecycle.start(),
    stop: () => lifecycle.stop(),
  };
}

export type Billing = ReturnType<typeof createBilling>;
