import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './databases';
import { startNode, type TestApp, TestBrowser, type TestServiceDeps } from './test-app';

/** Two-node tests need PostgreSQL, and Redis for the bus (cross-node.int.test.ts also runs without it). */
export const CLUSTER_READY = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

export interface TwoNodes {
  a: TestApp;
  b: TestApp;
  testDb: TestDatabase;
  close(): Promise<void>;
}

/**
 * Two server processes' worth of app on one fresh PostgreSQL database and, when `REDIS_URL` is set,
 * one Redis under a key prefix of their own: production behind a load balancer.
 */
export async function startTwoNodes(deps: TestServiceDeps = {}): Promise<TwoNodes> {
  const testDb = await createTestDatabase('postgres');
  const env: Record<string, string> = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}:` }
    : {};
  const a = await startNode(testDb, env, deps);
  const b = await startNode(testDb, env, deps);
  return {
    a,
    b,
    testDb,
    async close() {
      await a.close();
      await b.close();
      await testDb.destroy();
    },
  };
}

/**
 * Two nodes started before the enclosing suite's tests and closed after them (call it inside
 * `describe`, before hooks that use the nodes): its `a`, `b` and `testDb` are read once they run.
 */
export function twoNodesForSuite(deps: TestServiceDeps = {}): Omit<TwoNodes, 'close'> {
  let cluster: TwoNodes | null = null;
  beforeAll(async () => {
    cluster = await startTwoNodes(deps);
  });
  afterAll(async () => cluster?.close());
  const started = (): TwoNodes => {
    if (!cluster) throw new Error('the two nodes start in beforeAll');
    return cluster;
  };
  return {
    get a() {
      return started().a;
    },
    get b() {
      return started().b;
    },
    get testDb() {
      return started().testDb;
    },
  };
}

/** The same cookies, sent to whichever node the balancer picks. */
export function browserOn(node: TestApp, cookies: Map<string, string>): TestBrowser {
  const browser = new TestBrowser(node.app);
  for (const [k, v] of cookies) browser.cookies.set(k, v);
  return browser;
}
