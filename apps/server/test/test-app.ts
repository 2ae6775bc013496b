import path from 'node:path';
import type { PageContext } from '@kingside/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sessions } from '../src/db/sessions.tables';
import { createSessionUsers } from '../src/modules/accounts';
import { ManualClock } from '../src/platform/clock';
import { createLogger } from '../src/platform/logger';
import { createSessionStore } from '../src/platform/session/session.store';
import { createServices, type ServiceDeps, type Services } from '../src/services';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_OPENINGS = path.resolve(import.meta.dirname, '../src/modules/openings/test-table');

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  clock: ManualClock;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/** What a test may hand the services besides the environment: the parts that leave the machine. */
export type TestServiceDeps = Pick<
  ServiceDeps,
  'billingProvider' | 'coupons' | 'moderation' | 'mutedUntil' | 'messageNotifier'
> & {
  clock?: ManualClock;
  /** Where the log goes (with a LOG_LEVEL in `env`), for tests that read it. */
  logTo?: NodeJS.WritableStream;
  onRoute?: (route: RouteOptions) => void;
};

/** The real app on a real database of its own, with a clock the test moves. */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  deps: TestServiceDeps = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(kind);
  const node = await startNode(testDb, env, deps);
  return {
    ...node,
    async close() {
      await node.close();
      await testDb.destroy();
    },
  };
}

/** The app's session store without its cache, as another node sees the sessions. */
export function uncachedSessionStore(t: TestApp) {
  const db = t.testDb.database.db;
  return createSessionStore({ db, clock: t.clock, sessions, users: createSessionUsers(db) });
}

/** One more server process's worth of app on an existing database: several make a cluster. */
export async function startNode(
  testDb: TestDatabase,
  env: Record<string, string> = {},
  deps: TestServiceDeps = {},
): Promise<TestApp> {
  const config = loadConfig({
    ARGON2_FAST: '1',
    LOG_LEVEL: 'silent',
    DATA_DIR: testDb.dataDir,
    // Suites log in many times from one address; the bot-check suite turns the challenge on.
    BOT_CHECK: 'off',
    BOT_CHECK_DIFFICULTY: '50',
    // The tests' few lines in the opening table's format, so names never hang on what a machine has.
    OPENINGS_DIR: TEST_OPENINGS,
    ...env,
  });
  const clock = deps.clock ?? new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const logger = createLogger(config, deps.logTo);
  const services = createServices({
    db: testDb.database.db,
    databaseKind: testDb.database.kind,
    clock,
    config,
    logger,
    billingProvider: deps.billingProvider,
    coupons: deps.coupons,
    moderation: deps.moderation,
    mutedUntil: deps.mutedUntil,
    messageNotifier: deps.messageNotifier,
  });
  const app = await buildApp({
    config,
    db: testDb.database.db,
    clock,
    logger,
    services,
    release: 'test-release',
    onRoute: deps.onRoute,
  });
  return {
    app,
    services,
    clock,
    testDb,
    async close() {
      await app.close();
      await services.close();
    },
  };
}

type Body = Record<string, unknown> | string;

/** A browser in miniature: keeps cookies and sends the CSRF token the way the web app does. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the address every request of this browser comes from (127.0.0.1 unless given). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) },
    });
    for (const c of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** Visits a page first when there is no session yet, as a person would. */
  async post(
    url: string,
    body: Body = {},
    options: { csrf?: boolean; method?: 'POST' | 'PUT' | 'DELETE' } = {},
  ) {
    if (!this.csrfToken) await this.get('/');
    const payload =
      typeof body === 'string' || options.csrf === false ? body : { ...body, _token: this.csrfToken };
    return this.request({
      method: options.method ?? 'POST',
      url,
      payload,
      headers: typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    });
  }

  async register(username: string, password = 'correct horse battery', email = `${username}@example.com`) {
    return this.post('/register', { username, email, password });
  }

  async login(login: string, password: string) {
    return this.post('/login_check', { _username: login, _password: password });
  }
}

/** The page context JSON embedded in an HTML page. */
export function pageContextOf(html: string): PageContext {
  const match = html.match(/<script id="page-context" type="application\/json">(.*?)<\/script>/s);
  if (!match) throw new Error('no page context in the page');
  return JSON.parse(match[1]!);
}

/**
 * Stops one of the app's background loops for the rest of the test. The loops start in onReady
 * hooks, which run at the first request if not before: stopped earlier, a loop would start again
 * then and race the test's own ticks.
 */
export async function stopLoop(t: TestApp, loop: { stop(): Promise<void> }): Promise<void> {
  await t.app.ready();
  await loop.stop();
}
