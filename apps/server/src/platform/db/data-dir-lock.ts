import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process at a time may open the embedded database (DESIGN.md §6): PGlite has no locking of its own.
 *
 * The lock is a series of generation files `<dataDir>/lock/<n>.json`, the highest one current. Each is
 * created with an exclusive hard link of a fully written file, so it is never seen half-written and two
 * processes can never both create generation n. Taking over a stale generation n means creating n + 1,
 * so of two processes taking over the same stale lock exactly one wins. Releasing rewrites the file as
 * released instead of deleting it: generations never restart at 1, which keeps a process that stalled
 * while reading generation n from later creating an n + 1 that is already in the past.
 */

export type LockRole = 'server' | 'cli';

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  role: LockRole;
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly owner: LockOwner;
  /** Synchronous, so it also runs from an `exit` handler; idempotent. */
  release(): void;
}

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      owner.role === 'server'
        ? `Another Kingside server (pid ${owner.pid}, started ${owner.startedAt}) is using ${dataDir}. ` +
            'Stop it first, or use the CLI: it talks to the running server.'
        : `A Kingside command (pid ${owner.pid}, started ${owner.startedAt}) is using ${dataDir}. ` +
            'Wait for it to finish, then try again.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface AcquireOptions {
  role: LockRole;
  /**
   * Whether the holder answers on its admin channel: every lock holder serves one from the moment it
   * holds the lock, so a live pid that does not answer is a reused pid, not our holder.
   */
  holderAnswers(owner: LockOwner): Promise<boolean>;
}

const MAX_ATTEMPTS = 20;

/** Data dirs this process holds, so a second acquire in the same process is refused, not taken as stale. */
const heldHere = new Set<string>();

export function lockDir(dataDir: string): string {
  return path.join(dataDir, 'lock');
}

export async function acquireDataDirLock(dataDir: string, options: AcquireOptions): Promise<DataDirLock> {
  const dir = lockDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    role: options.role,
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const current = latestGeneration(dir);
    if (current !== null) {
      const state = readGeneration(dir, current);
      // Vanished: a new holder cleaned it up after taking over. Look again.
      if (state === 'missing') continue;
      if (state !== 'free' && (await isLive(dataDir, state, options)))
        throw new DataDirLockedError(dataDir, state);
    }
    const generation = (current ?? 0) + 1;
    if (!createGeneration(dir, generation, owner)) continue;
    if (latestGeneration(dir) !== generation) {
      // We were slow enough for others to move past us: ours is an old generation, not the lock.
      rmSync(generationPath(dir, generation), { force: true });
      continue;
    }
    removeGenerationsBelow(dir, generation);
    return holdLock(dataDir, dir, generation, owner);
  }
  throw new Error(
    `Could not take the lock in ${dir}: it changed hands ${MAX_ATTEMPTS} times while we tried.`,
  );
}

/** The current holder, or null when the data dir is free; for messages and the CLI's choice of route. */
export function readDataDirLock(dataDir: string): LockOwner | null {
  const dir = lockDir(dataDir);
  const current = latestGeneration(dir);
  if (current === null) return null;
  const state = readGeneration(dir, current);
  return state === 'missing' || state === 'free' ? null : state;
}

async function isLive(dataDir: string, owner: LockOwner, options: AcquireOptions): Promise<boolean> {
  const sameHost = owner.hostname === os.hostname();
  if (sameHost && owner.pid === process.pid) return heldHere.has(dataDir);
  if (sameHost && !pidExists(owner.pid)) return false;
  return options.holderAnswers(owner);
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holdLock(dataDir: string, dir: string, generation: number, owner: LockOwner): DataDirLock {
  heldHere.add(dataDir);
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(dataDir);
    process.off('exit', release);
    writeAtomically(dir, generationPath(dir, generation), { ...owner, releasedAt: new Date().toISOString() });
  };
  process.on('exit', release);
  return { dataDir, owner, release };
}

function generationPath(dir: string, generation: number): string {
  return path.join(dir, `${generation}.json`);
}

function listGenerations(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => /^(\d+)\.json$/.exec(name)?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
}

function latestGeneration(dir: string): number | null {
  const generations = listGenerations(dir);
  return generations.length ? Math.max(...generations) : null;
}

function removeGenerationsBelow(dir: string, generation: number): void {
  for (const older of listGenerations(dir)) {
    if (older < generation) rmSync(generationPath(dir, older), { force: true });
  }
}

/** A holder, 'free' once released (or unreadable: holders only ever write whole files), or 'missing'. */
function readGeneration(dir: string, generation: number): LockOwner | 'free' | 'missing' {
  let text: string;
  try {
    text = readFileSync(generationPath(dir, generation), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const data = JSON.parse(text);
    if (data.releasedAt || typeof data.pid !== 'number') return 'free';
    return {
      pid: data.pid,
      hostname: String(data.hostname),
      startedAt: String(data.startedAt),
      role: data.role,
    };
  } catch {
    return 'free';
  }
}

function createGeneration(dir: string, generation: number, owner: LockOwner): boolean {
  const draft = draftPath(dir);
  writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
  try {
    linkSync(draft, generationPath(dir, generation));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function writeAtomically(dir: string, target: string, data: unknown): void {
  const draft = draftPath(dir);
  writeFileSync(draft, JSON.stringify(data), { mode: 0o600 });
  renameSync(draft, target);
}

function draftPath(dir: string): string {
  return path.join(dir, `.draft-${process.pid}-${Math.random().toString(36).slice(2)}`);
}
