import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the admin channel of a data dir listens, and the wire format both ends speak:
 * one JSON request line, one JSON reply line, one exchange per connection.
 */

export type AdminRequest = { kind: 'ping' } | { kind: 'command'; command: unknown };

export interface AdminErrorBody {
  code: string;
  message: string;
}

export type AdminReply<T = unknown> = { ok: true; result: T } | { ok: false; error: AdminErrorBody };

export interface PingResult {
  pid: number;
}

/** Unix socket paths are cut off past ~107 bytes; a deep DATA_DIR can't hold one, hence a runtime dir. */
const MAX_SOCKET_PATH = 100;

/** The file under DATA_DIR that tells the CLI where the running holder's socket is. */
export function socketPathFile(dataDir: string): string {
  return path.join(dataDir, 'admin-socket');
}

export function readRecordedSocketPath(dataDir: string): string | null {
  try {
    return readFileSync(socketPathFile(dataDir), 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function socketPathFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const name = `${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`;
  const candidates = [
    env.XDG_RUNTIME_DIR ? path.join(env.XDG_RUNTIME_DIR, 'kingside') : null,
    path.join(os.tmpdir(), `kingside-${uid()}`),
    `/tmp/kingside-${uid()}`,
  ];
  for (const dir of candidates) {
    if (dir && path.isAbsolute(dir) && Buffer.byteLength(path.join(dir, name)) <= MAX_SOCKET_PATH) {
      return path.join(dir, name);
    }
  }
  throw new Error(
    'No runtime directory short enough for a unix socket path (check XDG_RUNTIME_DIR and TMPDIR).',
  );
}

/** Creates the socket's directory owner-only, and refuses one that someone else owns. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) throw new Error(`${dir} should be a directory`);
  if (stat.uid !== uid()) throw new Error(`${dir} belongs to another user; remove it or set XDG_RUNTIME_DIR`);
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

function uid(): number {
  return process.getuid?.() ?? 0;
}
