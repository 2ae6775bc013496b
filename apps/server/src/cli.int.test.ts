import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDataDir, prepareSeededTemplate } from '../test/demo-template';
import { readDataDirLock } from './platform/db/data-dir-lock';

/** The real thing: the bin builds the bundle if needed and runs it, as `npx kingside` does. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'apps/server/bin/kingside.mjs');
const PASSWORD = 'correct horse battery';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface Server {
  child: ChildProcess;
  port: number;
  stdout: string;
}

const dataDirs: string[] = [];
const servers: ChildProcess[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-cli-'));
  dataDirs.push(dir);
  return dir;
}

/** For a server whose first start is not under test: the demo data is there, so it skips seeding it. */
async function seededDataDir(): Promise<string> {
  const dir = newDataDir();
  await copySeededDataDir(dir);
  return dir;
}

function envFor(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _chosenHere, ...env } = process.env;
  return {
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ARGON2_FAST: '1',
    LOG_LEVEL: 'warn',
    KINGSIDE_SKIP_WEB_BUILD: '1',
    // A Redis shared with other runs: this server's keys and channels stay its own.
    REDIS_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}:`,
  };
}

function kingside(dataDir: string, ...args: string[]): Promise<Outcome> {
  return kingsideOn(envFor(dataDir), args);
}

function kingsideOn(env: NodeJS.ProcessEnv, args: string[], stdin?: string): Promise<Outcome> {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env });
  child.stdin.end(stdin ?? '');
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** Starts `serve` and waits for its "running on" line. */
async function startServer(dataDir: string, env = envFor(dataDir)): Promise<Server> {
  const child = spawn(process.execPath, [BIN, 'serve'], { cwd: ROOT, env });
  servers.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${stderr}`))),
  );
  const running = (async () => {
    for await (const line of createInterface({ input: child.stdout })) {
      stdout += `${line}\n`;
      const match = /^Kingside is running on http:\/\/[^:]+:(\d+)$/.exec(line);
      if (match) return Number(match[1]);
    }
    throw new Error('serve closed its output');
  })();
  const tooSlow = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`serve did not start in 90 s: ${stdout}${stderr}`)), 90_000).unref(),
  );
  const port = await Promise.race([running, exited, tooSlow]);
  return { child, port, stdout };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function usernameTaken(port: number, username: string): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/callback/user/valid?username=${username}`);
  const body = (await response.json()) as { available: boolean };
  return !body.available;
}

/** Logs in as a browser would (session cookie, then the CSRF token from its cookie). */
async function canLogIn(port: number, username: string, password: string): Promise<boolean> {
  const page = await fetch(`http://127.0.0.1:${port}/about`);
  const cookies = page.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const response = await fetch(`http://127.0.0.1:${port}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    body: JSON.stringify({ _username: username, _password: password }),
  });
  return response.ok && ((await response.json()) as { ok?: boolean }).ok === true;
}

beforeAll(async () => {
  // Build once here, so the processes the tests start at the same time don't each build.
  const build = spawn(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    env: { ...process.env, KINGSIDE_SKIP_WEB_BUILD: '1' },
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => build.once('exit', resolve));
  expect(code).toBe(0);
}, 120_000);

beforeAll(() => prepareSeededTemplate(), 240_000);

afterAll(async () => {
  for (const child of servers) await stop(child);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('with no server running', () => {
  it('opens the database itself, holding the lock while it works', async () => {
    const dataDir = newDataDir();
    const created = await kingside(
      dataDir,
      'user:create',
      'alice',
      '--password',
      PASSWORD,
      '--email',
      'a@example.com',
      '--level',
      'gold',
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Created alice (gold).\n' });
    expect(created.stderr).not.toContain('sent to the running');

    const changed = await kingside(dataDir, 'user:set-level', 'alice', 'diamond');
    expect(changed).toMatchObject({ code: 0, stdout: 'alice is now diamond.\n' });
    expect(await kingside(dataDir, 'user:close', 'alice', 'abuser')).toMatchObject({
      code: 0,
      stdout: 'Closed alice (abuser); their sessions are logged out.\n',
    });
    expect(await kingside(dataDir, 'user:reopen', 'alice')).toMatchObject({
      code: 0,
      stdout: 'Reopened alice.\n',
    });

    const [generation] = readdirSync(path.join(dataDir, 'lock')).filter((name) => name.endsWith('.json'));
    expect(JSON.parse(readFileSync(path.join(dataDir, 'lock', generation!), 'utf8'))).toMatchObject({
      role: 'cli',
      releasedAt: expect.any(String),
    });
    expect(readDataDirLock(dataDir)).toBeNull();

    const again = await kingside(
      dataDir,
      'user:create',
      'alice',
      '--password',
      PASSWORD,
      '--email',
      'b@example.com',
    );
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/taken/);
  }, 120_000);

  it('does not seed demo data on its own', async () => {
    const dataDir = newDataDir();
    expect(await kingside(dataDir, 'feature:set', 'chat', 'on')).toMatchObject({
      code: 0,
      stdout: 'Feature chat is now on.\n',
    });
    expect(readdirSync(dataDir)).not.toContain('demo-accounts.txt');
  }, 120_000);
});

describe('with a server running', () => {
  let dataDir: string;
  let server: Server;
  beforeAll(async () => {
    dataDir = newDataDir();
    server = await startServer(dataDir);
  }, 180_000);

  it('seeded the demo accounts on its first start, into an owner-only file', () => {
    expect(server.stdout).toContain('demo_staff');
    const file = path.join(dataDir, 'demo-accounts.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/demo_basic\s+\S{16}/);
  });

  // Three CLI processes, each starting Node and the bundle: seconds apiece on a busy machine.
  it('takes CLI commands over its admin channel', async () => {
    const created = await kingside(
      dataDir,
      'user:create',
      'bob',
      '--password',
      PASSWORD,
      '--email',
      'bob@example.com',
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Created bob (basic).\n' });
    expect(created.stderr).toContain(`(sent to the running Kingside server, pid ${server.child.pid})`);
    expect(await usernameTaken(server.port, 'bob')).toBe(true);

    const changed = await kingside(dataDir, 'user:set-level', 'bob', 'moderator');
    expect(changed).toMatchObject({ code: 0, stdout: 'bob is now moderator.\n' });
    expect(changed.stderr).toContain('sent to the running Kingside server');

    const closed = await kingside(dataDir, 'user:close', 'bob', 'cheater');
    expect(closed).toMatchObject({
      code: 0,
      stdout: 'Closed bob (cheater); their sessions are logged out.\n',
    });
    expect(closed.stderr).toContain('sent to the running Kingside server');
    expect(await canLogIn(server.port, 'bob', PASSWORD)).toBe(false);
    expect(await kingside(dataDir, 'user:reopen', 'bob')).toMatchObject({
      code: 0,
      stdout: 'Reopened bob.\n',
    });
    expect(await canLogIn(server.port, 'bob', PASSWORD)).toBe(true);
    const notClosed = await kingside(dataDir, 'user:reopen', 'bob');
    expect(notClosed).toMatchObject({ code: 1 });
    expect(notClosed.stderr).toContain('This account is not closed.');

    const missing = await kingside(dataDir, 'user:set-level', 'nobody', 'gold');
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.stderr).toContain('No member is called nobody.');

    expect((await kingside(dataDir, 'migrate')).stdout).toMatch(/applied migrations when it started/);
    expect((await kingside(dataDir, 'seed')).stdout).toMatch(/seeded before; nothing to do/);
  }, 120_000);

  it('creates, lists and disables coupons over its admin channel', async () => {
    const created = await kingside(dataDir, 'coupon:create', 'launch', '--percent', '20', '--max-uses', '3');
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created coupon LAUNCH: 20% off, no expiry, at most 3 uses.\n',
    });
    expect(created.stderr).toContain('sent to the running Kingside server');
    expect((await kingside(dataDir, 'coupon:list')).stdout).toMatch(
      /^LAUNCH\s+20% off\s+0\/3\s+never\s+active$/m,
    );
    expect(await kingside(dataDir, 'coupon:disable', 'Launch')).toMatchObject({
      code: 0,
      stdout: 'Disabled coupon LAUNCH; members can no longer use it.\n',
    });
    const late = await kingside(
      dataDir,
      'coupon:create',
      'LATE',
      '--amount',
      '100',
      '--expires',
      '2020-01-01',
    );
    expect(late).toMatchObject({ code: 1, stdout: '' });
    expect(late.stderr).toContain('The last day must be today or later.\n');
    expect((await kingside(dataDir, 'coupon:list')).stdout).not.toContain('LATE');
  }, 120_000);

  it('reads a password from stdin, so it never shows in the process list', async () => {
    const args = ['user:create', 'dora', '--password-stdin', '--email', 'dora@example.com'];
    const created = await kingsideOn(envFor(dataDir), args, `${PASSWORD}\n`);
    expect(created).toMatchObject({ code: 0, stdout: 'Created dora (basic).\n' });
    expect(await canLogIn(server.port, 'dora', PASSWORD)).toBe(true);
    expect(await canLogIn(server.port, 'dora', `${PASSWORD}\n`)).toBe(false);

    const empty = await kingsideOn(
      envFor(dataDir),
      ['user:create', 'erin', '--password-stdin', '--email', 'e@example.com'],
      '',
    );
    expect(empty).toMatchObject({ code: 2, stderr: 'No password was given on stdin.\n' });
    expect(await usernameTaken(server.port, 'erin')).toBe(false);
  }, 120_000);

  it('refuses a second server on the same data dir', async () => {
    const second = await kingside(dataDir, 'serve');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Another Kingside server (pid ${server.child.pid}, started `);
    expect(second.stderr).toContain(
      `is using ${dataDir}. Stop it first, or use the CLI: it talks to the running server.`,
    );
    expect(await usernameTaken(server.port, 'bob')).toBe(true);
  }, 120_000);
});

describe('stopping', () => {
  it('closes a connection still busy after the shutdown grace, so one signal stops the server', async () => {
    const dataDir = await seededDataDir();
    const { child, port } = await startServer(dataDir, { ...envFor(dataDir), SHUTDOWN_GRACE_MS: '200' });
    // A request whose body never comes: without the grace period the close waits for it (Node's
    // requestTimeout, five minutes), and the test runs out of time.
    const stalled = connect(port, '127.0.0.1');
    await new Promise((resolve) => stalled.once('connect', resolve));
    // The server's "100 Continue" says the request is under way before the signal; without it, a busy
    // server may see the signal first and answer the request 503, leaving no connection to wait for.
    const underWay = new Promise((resolve) => stalled.once('data', resolve));
    stalled.write(
      'POST /login_check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
    );
    expect(String(await underWay)).toMatch(/^HTTP\/1\.1 100 Continue/);
    stalled.write('{');
    // The server drops the connection with the body unread, so the kernel may answer with a reset: expected here.
    stalled.on('error', () => {});
    const closed = new Promise((resolve) => stalled.once('close', resolve));
    stalled.resume();
    // The signal too: a process the machine killed (out of memory) says so instead of a bare null.
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    await closed;
  }, 120_000);
});

describe('after a crash', () => {
  it('takes over the lock a killed server left behind, and keeps its data', async () => {
    const dataDir = await seededDataDir();
    const first = await startServer(dataDir);
    expect(
      (await kingside(dataDir, 'user:create', 'carol', '--password', PASSWORD, '--email', 'c@example.com'))
        .code,
    ).toBe(0);
    await stop(first.child, 'SIGKILL');
    expect(readDataDirLock(dataDir)?.pid).toBe(first.child.pid);

    const second = await startServer(dataDir);
    expect(second.stdout).not.toContain('demo_staff');
    expect(readDataDirLock(dataDir)?.pid).toBe(second.child.pid);
    expect(await usernameTaken(second.port, 'carol')).toBe(true);
    const viaChannel = await kingside(dataDir, 'user:set-level', 'carol', 'silver');
    expect(viaChannel.stderr).toContain(`pid ${second.child.pid}`);

    await stop(second.child);
    expect(readDataDirLock(dataDir)).toBeNull();
  }, 240_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  let databaseUrl: string;
  let name: string;
  beforeAll(async () => {
    name = `kingside_cli_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it('talks to PostgreSQL directly, next to a running server, with no lock and no demo data', async () => {
    const dataDir = newDataDir();
    const env = envFor(dataDir, databaseUrl);
    expect((await kingsideOn(env, ['migrate'])).stdout).toMatch(/^Applied \d+ migrations?: up to date/);
    const server = await startServer(dataDir, env);
    expect(server.stdout).not.toContain('demo_staff');
    const created = await kingsideOn(env, [
      'user:create',
      'dave',
      '--password',
      PASSWORD,
      '--email',
      'd@example.com',
    ]);
    expect(created).toMatchObject({ code: 0, stdout: 'Created dave (basic).\n' });
    expect(created.stderr).not.toContain('sent to the running');
    expect(await usernameTaken(server.port, 'dave')).toBe(true);
    expect(await usernameTaken(server.port, 'demo_staff')).toBe(false);
    expect(readdirSync(dataDir)).not.toContain('lock');
    await stop(server.child);
  }, 180_000);
});

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

describe('bad arguments', () => {
  it.each([
    [['frobnicate'], 'Unknown command "frobnicate". Run `kingside help` to see the commands.'],
    [
      ['user:set-level', 'alice', 'cheater'],
      'Unknown level "cheater": use one of basic, silver, gold, platinum, diamond, moderator, staff.',
    ],
    [
      ['user:create', 'alice', '--email', 'a@example.com'],
      'user:create needs --password or --password-stdin.',
    ],
    [['feature:set', 'chat', 'maybe'], 'Say "on" or "off", not "maybe".'],
    [
      ['user:close', 'alice', 'basic'],
      'Unknown reason "basic": use one of cheater, abuser, unspecifiedClosed.',
    ],
    [['user:reopen'], 'user:reopen takes <username>; got none.'],
    [
      ['coupon:create', 'SPRING', '--percent', '101'],
      '--percent is a whole number of percent from 1 to 100, not "101".',
    ],
    [['coupon:create', 'SPRING'], 'coupon:create needs --percent N or --amount CENTS.'],
  ])(
    '%j exits 2 with one line',
    async (args, reason) => {
      const outcome = await kingside(newDataDir(), ...args);
      expect(outcome).toEqual({ code: 2, stdout: '', stderr: `${reason}\n` });
    },
    120_000,
  );
});
