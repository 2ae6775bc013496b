import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  type LockOwner,
  lockDir,
  readDataDirLock,
} from './data-dir-lock';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-lock-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const neverAnswers = async () => false;
const alwaysAnswers = async () => true;

function writeGeneration(generation: number, owner: Partial<LockOwner> & { pid: number }): void {
  mkdirSync(lockDir(dataDir), { recursive: true });
  const full = { hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z', role: 'server', ...owner };
  writeFileSync(path.join(lockDir(dataDir), `${generation}.json`), JSON.stringify(full));
}

function generations(): string[] {
  return readdirSync(lockDir(dataDir)).filter((name) => !name.startsWith('.'));
}

/** A pid that surely belongs to no process: one that just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('acquireDataDirLock', () => {
  it('records pid, host, start time and role', async () => {
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    expect(readDataDirLock(dataDir)).toEqual({
      pid: process.pid,
      hostname: os.hostname(),
      startedAt: lock.owner.startedAt,
      role: 'server',
    });
    lock.release();
  });

  it('refuses a second holder with a message naming the holder and the folder', async () => {
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    const second = acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `Another Kingside server (pid ${process.pid}, started ${lock.owner.startedAt}) is using ${dataDir}. ` +
        'Stop it first, or use the CLI: it talks to the running server.',
    );
    lock.release();
  });

  it('tells a command holder apart from a server', async () => {
    writeGeneration(1, { pid: process.ppid, role: 'cli' });
    await expect(
      acquireDataDirLock(dataDir, { role: 'server', holderAnswers: alwaysAnswers }),
    ).rejects.toThrow(/A Kingside command \(pid \d+, .*\) is using .*Wait for it to finish/);
  });

  it('is free again after release, in a new generation that clears the old one', async () => {
    const first = await acquireDataDirLock(dataDir, { role: 'cli', holderAnswers: neverAnswers });
    first.release();
    first.release();
    expect(readDataDirLock(dataDir)).toBeNull();
    const second = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    expect(generations()).toEqual(['2.json']);
    second.release();
  });

  it('writes lock files only the owner can read', async () => {
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    expect(statSync(path.join(lockDir(dataDir), '1.json')).mode & 0o777).toBe(0o600);
    expect(statSync(lockDir(dataDir)).mode & 0o777).toBe(0o700);
    lock.release();
  });

  it('takes over a lock whose pid is gone without asking the channel', async () => {
    writeGeneration(4, { pid: deadPid() });
    const holderAnswers = vi.fn(alwaysAnswers);
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers });
    expect(holderAnswers).not.toHaveBeenCalled();
    expect(generations()).toEqual(['5.json']);
    lock.release();
  });

  it('takes over a live pid that does not answer: the pid was reused', async () => {
    writeGeneration(1, { pid: process.ppid });
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    expect(lock.owner.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock that names this very pid but is not held here (a container restarted as pid 1)', async () => {
    writeGeneration(1, { pid: process.pid });
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: alwaysAnswers });
    expect(generations()).toEqual(['2.json']);
    lock.release();
  });

  it('asks the channel when the holder is on another host, and respects the answer', async () => {
    writeGeneration(1, { pid: deadPid(), hostname: 'elsewhere' });
    await expect(
      acquireDataDirLock(dataDir, { role: 'server', holderAnswers: alwaysAnswers }),
    ).rejects.toThrow(DataDirLockedError);
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: neverAnswers });
    lock.release();
  });

  it('treats an unreadable lock file as free: holders only ever write whole files', async () => {
    mkdirSync(lockDir(dataDir), { recursive: true });
    writeFileSync(path.join(lockDir(dataDir), '1.json'), '{"pid":');
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: alwaysAnswers });
    lock.release();
  });

  it('releases on a normal exit and leaves a killed holder stale', async () => {
    await runChild('exit');
    expect(readDataDirLock(dataDir)).toBeNull();

    const killed = await runChild('hold');
    killed.child.kill('SIGKILL');
    await new Promise((resolve) => killed.child.once('exit', resolve));
    expect(readDataDirLock(dataDir)?.pid).toBe(killed.child.pid);
    const lock = await acquireDataDirLock(dataDir, { role: 'server', holderAnswers: alwaysAnswers });
    lock.release();
  });

  it('lets exactly one of many processes take over one stale lock', async () => {
    writeGeneration(1, { pid: deadPid() });
    const racers = await Promise.all(Array.from({ length: 8 }, () => startRacer()));
    for (const racer of racers) racer.child.stdin!.write('go\n');
    const outcomes = await Promise.all(racers.map((racer) => racer.nextLine()));
    for (const racer of racers) racer.child.stdin!.end();
    await Promise.all(racers.map((racer) => new Promise((resolve) => racer.child.once('exit', resolve))));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'data_dir_locked')).toHaveLength(7);
  }, 30_000);
});

const LOCK_MODULE = path.join(import.meta.dirname, 'data-dir-lock.ts');

/** A child that takes the lock (its liveness judged by pid alone) when told, then holds it until stdin ends. */
function childScript(mode: 'exit' | 'hold' | 'race', dir: string): string {
  return `
    const { acquireDataDirLock } = await import(${JSON.stringify(LOCK_MODULE)});
    const take = () => acquireDataDirLock(${JSON.stringify(dir)}, { role: 'server', holderAnswers: async () => true })
      .then(() => 'won', (error) => error.code ?? error.message);
    const mode = ${JSON.stringify(mode)};
    if (mode === 'race') {
      console.log('ready');
      process.stdin.once('data', async () => console.log(await take()));
      process.stdin.on('end', () => process.exit(0));
    } else {
      console.log(await take());
      if (mode === 'hold') setInterval(() => {}, 1000);
    }`;
}

interface Child {
  child: ChildProcess;
  nextLine(): Promise<string | undefined>;
}

function spawnChild(mode: 'exit' | 'hold' | 'race'): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', childScript(mode, dataDir)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, nextLine: async () => (await lines.next()).value };
}

async function runChild(mode: 'exit' | 'hold'): Promise<Child> {
  const child = spawnChild(mode);
  expect(await child.nextLine()).toBe('won');
  if (mode === 'exit') await new Promise((resolve) => child.child.once('exit', resolve));
  return child;
}

async function startRacer(): Promise<Child> {
  const racer = spawnChild('race');
  expect(await racer.nextLine()).toBe('ready');
  return racer;
}
