import { type AdminCommand, runAdminCommand } from './admin-commands';
import { CliUsageError, parseCliArgs, USAGE } from './cli-args';
import { type Config, ConfigError, loadConfig } from './config';
import { serve } from './main';
import { type AdminChannel, startAdminChannel } from './platform/admin/admin-channel';
import { holderAnswersOn, pingAdminChannel, sendAdminCommand } from './platform/admin/admin-client';
import { systemClock } from './platform/clock';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/data-dir-lock';
import { type Database, migrateDatabase, openDatabase } from './platform/db/database';
import { createLogger } from './platform/logger';
import { readSecretLine } from './read-secret';
import { createServices } from './services';

/** Exit codes: 0 done, 1 the command failed, 2 the command line (or environment) is wrong. */
const OK = 0;
const FAILED = 1;
const BAD_ARGUMENTS = 2;

/** Long enough for a server that is still starting (migrating, seeding) to get to the command. */
const COMMAND_TIMEOUT_MS = 120_000;

/** Runs `kingside <argv>`; resolves to the exit code, or to null when the server now runs. */
async function runCli(argv: readonly string[]): Promise<number | null> {
  let config: Config;
  let command: ReturnType<typeof parseCliArgs>;
  try {
    command = parseCliArgs(argv);
    if (command.name === 'help') {
      console.log(USAGE);
      return OK;
    }
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof CliUsageError || error instanceof ConfigError)
      return fail(error.message, BAD_ARGUMENTS);
    throw error;
  }
  try {
    if (command.name === 'serve') {
      await serve(config, { demo: command.demo });
      return null;
    }
    if ('passwordFromStdin' in command) {
      const { passwordFromStdin: _, ...account } = command;
      const password = await readSecretLine('Password: ');
      if (!password) return fail('No password was given on stdin.', BAD_ARGUMENTS);
      return await runCommand({ ...account, password }, config);
    }
    return await runCommand(command, config);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), FAILED);
  }
}

/**
 * PostgreSQL takes any number of clients, so the CLI goes straight to it. The embedded database
 * belongs to whoever holds DATA_DIR's lock: a running server gets the command over its admin channel;
 * otherwise the CLI takes the lock and opens the database itself.
 */
async function runCommand(command: AdminCommand, config: Config): Promise<number> {
  if (config.databaseUrl) return runHere(command, config);
  const server = await pingAdminChannel(config.dataDir);
  if (server) return sendToServer(command, config, server.pid);
  try {
    return await runHere(command, config);
  } catch (error) {
    // A server started between our ping and our lock: it answers now, even while still starting.
    if (error instanceof DataDirLockedError && error.owner.role === 'server') {
      return sendToServer(command, config, error.owner.pid);
    }
    throw error;
  }
}

async function sendToServer(command: AdminCommand, config: Config, pid: number): Promise<number> {
  const reply = await sendAdminCommand<string>(config.dataDir, command, { timeoutMs: COMMAND_TIMEOUT_MS });
  if (!reply.ok) return fail(reply.error.message, FAILED);
  console.error(`(sent to the running Kingside server, pid ${pid})`);
  console.log(reply.result);
  return OK;
}

class BusyError extends Error {
  readonly code = 'busy';
}

async function runHere(command: AdminCommand, config: Config): Promise<number> {
  const { dataDir } = config;
  const embedded = config.databaseUrl === null;
  const lock = embedded
    ? await acquireDataDirLock(dataDir, { role: 'cli', holderAnswers: holderAnswersOn(dataDir) })
    : null;
  let channel: AdminChannel | null = null;
  let database: Database | null = null;
  try {
    // A lock holder must answer on the channel, or a server starting now would take our lock as stale.
    if (embedded) {
      channel = await startAdminChannel({
        dataDir,
        handle: async () => {
          throw new BusyError('Another Kingside command is using the database; try again when it is done.');
        },
      });
    }
    database = await openDatabase(config);
    const migration = await migrateDatabase(database);
    const services = createServices({
      db: database.db,
      databaseKind: database.kind,
      clock: systemClock,
      config,
      logger: createLogger(config),
    });
    console.log(await runAdminCommand(command, { services, dataDir, migration, runner: 'cli' }));
    return OK;
  } finally {
    await database?.close();
    await channel?.close();
    lock?.release();
  }
}

function fail(message: string, code: number): number {
  console.error(message);
  return code;
}

const exitCode = await runCli(process.argv.slice(2));
if (exitCode !== null) process.exit(exitCode);
