import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type CommandContext, parseAdminCommand, runAdminCommand } from './admin-commands';
import { buildApp } from './app';
import type { Config } from './config';
import { recordDemoAccounts } from './demo-accounts-file';
import { type AdminChannel, startAdminChannel } from './platform/admin/admin-channel';
import { holderAnswersOn } from './platform/admin/admin-client';
import { type Clock, OffsetClock, systemClock } from './platform/clock';
import { acquireDataDirLock, type DataDirLock } from './platform/db/data-dir-lock';
import { type Database, migrateDatabase, openDatabase } from './platform/db/database';
import { createLogger } from './platform/logger';
import { serverRoot, webDistDir } from './platform/paths';
import { createServices, type Services } from './services';

export interface ServeOptions {
  /** Seed the demo data even when the database is not empty or is PostgreSQL. */
  demo: boolean;
}

/**
 * `kingside serve`: one process serving the web app and the API. On the embedded database it owns
 * DATA_DIR for as long as it runs, and takes CLI commands over its admin channel.
 * Resolves once listening; the process then runs until SIGINT or SIGTERM.
 */
export async function serve(config: Config, options: ServeOptions): Promise<void> {
  const logger = createLogger(config);
  const embedded = config.databaseUrl === null;
  const owned: { lock?: DataDirLock; channel?: AdminChannel; database?: Database; services?: Services } = {};
  const started = deferred<CommandContext>();
  const testClock = config.testClock ? new OffsetClock() : undefined;
  const clock: Clock = testClock ?? systemClock;
  if (testClock) logger.warn("KINGSIDE_TEST_CLOCK is on: `kingside clock:advance` moves this server's time");
  const stop = async () => {
    await owned.channel?.close();
    await owned.services?.close();
    await owned.database?.close();
    owned.lock?.release();
  };

  try {
    if (embedded) {
      owned.lock = await acquireDataDirLock(config.dataDir, {
        role: 'server',
        holderAnswers: holderAnswersOn(config.dataDir),
      });
      // At once, before the slow part of starting: a lock holder that does not answer looks stale.
      owned.channel = await startAdminChannel({
        dataDir: config.dataDir,
        async handle(received) {
          const command = parseAdminCommand(received);
          logger.info({ command: command.name }, 'admin command');
          return runAdminCommand(command, await started.promise);
        },
      });
    }
    const database = await openDatabase({ ...config, embeddedOnWorker: true });
    owned.database = database;
    const migration = await migrateDatabase(database);
    if (migration.applied) logger.info({ applied: migration.applied }, 'applied migrations');
    const services = createServices({
      db: database.db,
      databaseKind: database.kind,
      clock,
      config,
      logger,
    });
    owned.services = services;

    if (options.demo || (embedded && (await services.demo.isDatabaseEmpty()))) {
      const seeded = await services.demo.seed();
      console.log(
        seeded ? recordDemoAccounts(config.dataDir, seeded) : 'Demo data was seeded before; not again.',
      );
    }

    const app = await buildApp({
      config,
      db: database.db,
      clock,
      logger,
      services,
      release: releaseStamp(config),
    });
    await app.listen({ port: config.port, host: config.host });
    // Handlers first: whoever waits for the "running on" line below may signal at once.
    onShutdownSignal(async (signal) => {
      logger.info({ signal }, 'shutting down');
      // A client that stopped reading without hanging up would otherwise hold the close for good.
      const grace = setTimeout(() => {
        logger.warn(
          { graceMs: config.shutdownGraceMs },
          'closing connections still open after the grace period',
        );
        app.server.closeAllConnections();
      }, config.shutdownGraceMs);
      await app.close();
      clearTimeout(grace);
      await stop();
    });
    // In the background: games that ended before openings were stored are read right meanwhile, only slower.
    services.play.openingBackfill
      .start()
      .catch((error: unknown) => logger.warn({ err: error }, 'naming earlier games’ openings failed'));
    started.resolve({ services, dataDir: config.dataDir, migration, runner: 'server', testClock });
    const { port } = app.server.address() as AddressInfo;
    console.log(`Kingside is running on http://${displayHost(config.host)}:${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
}

function onShutdownSignal(shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    // A second Ctrl-C means now: the exit handler still releases the lock.
    if (stopping) process.exit(1);
    stopping = true;
    shutdown(signal).then(
      () => process.exit(0),
      (error) => {
        console.error(`Stopping failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

function displayHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/** The release stamp of the page context: changes with every build of the server or the web app. */
function releaseStamp(config: Config): string {
  const stamps = [path.join(serverRoot(), 'dist'), webDistDir(config.webDist)].map((dir) => {
    try {
      return Number(JSON.parse(readFileSync(path.join(dir, '.built.json'), 'utf8')).sourcesAsOf) || 0;
    } catch {
      return 0;
    }
  });
  const newest = Math.max(...stamps);
  return newest ? newest.toString(36) : 'dev';
}

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
