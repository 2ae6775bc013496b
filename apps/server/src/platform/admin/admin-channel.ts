import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  type AdminErrorBody,
  type AdminReply,
  type AdminRequest,
  ensurePrivateDir,
  type PingResult,
  socketPathFile,
  socketPathFor,
} from './admin-socket';

/**
 * The local-only admin channel: the CLI sends its commands here while a process holds DATA_DIR.
 * Only the owner can connect: the socket is 0600 inside a 0700 directory.
 */

export interface AdminChannel {
  readonly path: string;
  close(): Promise<void>;
}

export interface AdminChannelOptions {
  dataDir: string;
  /** Runs one command; a thrown error with a string `code` reaches the client as that code. */
  handle(command: unknown): Promise<unknown>;
}

/** A request line longer than this is not a CLI command. */
const MAX_REQUEST_BYTES = 1 << 20;

/** Call only while holding the data-dir lock: it replaces whatever socket a dead holder left behind. */
export async function startAdminChannel(options: AdminChannelOptions): Promise<AdminChannel> {
  const socketPath = socketPathFor(options.dataDir);
  ensurePrivateDir(path.dirname(socketPath));
  rmSync(socketPath, { force: true });

  const server = net.createServer((socket) => serveConnection(socket, options.handle));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  const recordFile = socketPathFile(options.dataDir);
  writeFileSync(recordFile, `${socketPath}\n`, { mode: 0o600 });

  let closed = false;
  return {
    path: socketPath,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
      if (readFileSafely(recordFile) === `${socketPath}\n`) rmSync(recordFile, { force: true });
    },
  };
}

function serveConnection(socket: net.Socket, handle: AdminChannelOptions['handle']): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end === -1 && buffered.length <= MAX_REQUEST_BYTES) return;
    socket.removeAllListeners('data');
    if (end === -1) return reply(socket, failure('bad_request', 'Request too long'));
    void answer(buffered.slice(0, end), handle).then((response) => reply(socket, response));
  });
}

async function answer(line: string, handle: AdminChannelOptions['handle']): Promise<AdminReply> {
  let request: AdminRequest;
  try {
    request = JSON.parse(line);
  } catch {
    return failure('bad_request', 'Request is not JSON');
  }
  if (request?.kind === 'ping') return { ok: true, result: { pid: process.pid } satisfies PingResult };
  if (request?.kind !== 'command') return failure('bad_request', 'Unknown request kind');
  try {
    return { ok: true, result: (await handle(request.command)) ?? null };
  } catch (error) {
    return { ok: false, error: errorBody(error) };
  }
}

function errorBody(error: unknown): AdminErrorBody {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : 'internal',
    message: typeof message === 'string' ? message : String(error),
  };
}

function failure(code: string, message: string): AdminReply {
  return { ok: false, error: { code, message } };
}

function reply(socket: net.Socket, response: AdminReply): void {
  if (!socket.destroyed) socket.end(`${JSON.stringify(response)}\n`);
}

function readFileSafely(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
