import type { Config } from './config';
import type { Db } from './db/db';
import {
  createAccountSecurity,
  createAccountsService,
  createPasswordHasher,
  createStaffAccounts,
} from './modules/accounts';
import { createApiTokens } from './modules/api-tokens';
import { createClientMetrics } from './modules/client-metrics';
import { createContentRepo } from './modules/content';
import { createCoupons } from './modules/coupons';
import { createDemoService } from './modules/demo/demo.service';
import { createEntitlements } from './modules/entitlements';
import { createInsights } from './modules/insights';
import { createPlay } from './modules/play';
import { createSettingsService } from './modules/settings';
import { createTwoFactorService } from './modules/two-factor';
import { createBus } from './platform/bus';
import type { Clock } from './platform/clock';
import { createFeatures } from './platform/features';
import type { Logger } from './platform/logger';
import { createMailTransport } from './platform/mail';
import { createRateLimiter } from './platform/rate-limit';
import { loadOrCreateSecret } from './platform/secret';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  logger: Logger;
}

/** The domain services, built once per process; routes, the CLI and the admin channel all go through these. */
export function createServices(deps: ServiceDeps) {
  const { config } = deps;
  const hasher = createPasswordHasher({ fast: config.argon2Fast });
  const bus = createBus({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger: deps.logger });
  const rateLimiter = createRateLimiter({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    clock: deps.clock,
  });
  const play = createPlay({
    db: deps.db,
    clock: deps.clock,
    bus,
    logger: deps.logger,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  const mail = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    clock: deps.clock,
    logger: deps.logger,
  });
  const entitlements = createEntitlements({ db: deps.db, clock: deps.clock });
  return {
    bus,
    rateLimiter,
    mail,
    accounts: createAccountsService({ db: deps.db, clock: deps.clock, bus, hasher }),
    accountSecurity: createAccountSecurity({
      db: deps.db,
      clock: deps.clock,
      bus,
      hasher,
      mail,
      logger: deps.logger,
    }),
    apiTokens: createApiTokens({ db: deps.db, clock: deps.clock }),
    clientMetrics: createClientMetrics({ db: deps.db, clock: deps.clock }),
    content: createContentRepo(deps.db),
    coupons: createCoupons({ db: deps.db, clock: deps.clock }),
    demo: createDemoService({ db: deps.db, clock: deps.clock, hasher }),
    entitlements,
    insights: createInsights({ entitlements, play }),
    features: createFeatures({ db: deps.db, clock: deps.clock, bus, defaults: config.features }),
    play,
    twoFactor: createTwoFactorService({
      db: deps.db,
      clock: deps.clock,
      serverSecret: async () => config.sessionSecret ?? loadOrCreateSecret(deps.db, deps.clock),
    }),
    settings: createSettingsService({ db: deps.db, clock: deps.clock }),
    staffAccounts: createStaffAccounts({ db: deps.db, clock: deps.clock, bus }),
    /** Closes the connections the services hold (the database is its opener's to close). */
    async close() {
      // Play first: what its sockets' last moments write still needs the bus.
      await play.close();
      await Promise.all([bus.close(), rateLimiter.close(), mail.close()]);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
