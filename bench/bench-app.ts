// A bench's world: a fresh database (the embedded PGlite, or `databaseUrl`), the whole app on it
// listening on loopback, and a JSON client with one kept-alive connection, as a browser tab has.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { ManualClock } from '../apps/server/src/platform/clock';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';
import { createLogger } from '../apps/server/src/platform/logger';
import { createServices, type Services } from '../apps/server/src/services';

/** Answers the parsed JSON of a 200, and rejects anything else with the status and body. */
export type JsonClient = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<unknown>;

export interface BenchApp {
  db: Database['db'];
  services: Services;
  app: FastifyInstance;
  /** The app's clock: a bench moves it on past rate-limit windows. */
  clock: ManualClock;
  /** The app's own client; `jsonClient(port)` makes one for another server. */
  http: JsonClient;
}

export function jsonClient(port: number): JsonClient & { close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call: JsonClient = (method, url, body = null, headers = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const payload = body === null ? '' : JSON.stringify(body);
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path: url,
          headers: payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers }
            : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`));
            else resolve(JSON.parse(text));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return Object.assign(call, { close: () => agent.destroy() });
}

/**
 * Runs `work` in a fresh world named `name`, and removes it afterwards whatever happens.
 * `beforeListen` may add routes of the bench's own (Fastify takes none once it listens).
 */
export async function withBenchApp(
  name: string,
  databaseUrl: string | null,
  work: (bench: BenchApp) => Promise<void>,
  beforeListen?: (app: FastifyInstance) => void,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `kingside-bench-${name}-`));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      BOT_CHECK: 'off',
      ARGON2_FAST: '1',
    });
    const clock = new ManualClock(new Date());
    const logger = createLogger(config);
    const services = createServices({ db: database.db, databaseKind: database.kind, clock, config, logger });
    const app = await buildApp({ config, db: database.db, clock, logger, services, release: 'bench' });
    beforeListen?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const http = jsonClient((app.server.address() as AddressInfo).port);
    try {
      await work({ db: database.db, services, app, clock, http });
    } finally {
      http.close();
      await app.close();
      await services.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
