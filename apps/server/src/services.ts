import type { Config } from './config';
import type { Db } from './db/db';
import { createAccountsService, createPasswordHasher } from './modules/accounts';
import { createContentRepo } from './modules/content';
import { createDemoService } from './modules/demo/demo.service';
import type { Clock } from './platform/clock';
import { createFeatures } from './platform/features';
import type { Logger } from './platform/logger';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  logger: Logger;
}

/** The domain services, built once per process; routes, the CLI and the admin channel all go through these. */
export function createServices(deps: ServiceDeps) {
  const hasher = createPasswordHasher({ fast: deps.config.argon2Fast });
  return {
    accounts: createAccountsService({ db: deps.db, clock: deps.clock, hasher }),
    content: createContentRepo(deps.db),
    demo: createDemoService({ db: deps.db, clock: deps.clock, hasher }),
    features: createFeatures({ db: deps.db, clock: deps.clock, defaults: deps.config.features }),
  };
}

export type Services = ReturnType<typeof createServices>;
