import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AdminReply, type AdminRequest, type PingResult, readRecordedSocketPath } from './admin-socket';

/** Nobody answers on the data dir's admin channel: no socket recorded, refused, gone, or too slow. */
export class AdminChannelUnavailableError extends Error {
  readonly code = 'admin_channel_unavailable';
  constructor(
    readonly reason: 'not_running' | 'timeout' | 'bad_reply',
    message: string,
  ) {
    super(message);
    this.name = 'AdminChannelUnavailableError';
  }
}

export interface SendOptions {
  /** How long to wait for the answer; commands wait while the server finishes starting. */
  timeoutMs: number;
}

/** Sends one command to the process holding `dataDir`; the command's own failure comes back as `ok: false`. */
export async function sendAdminCommand<T = unknown>(
  dataDir: string,
  command: unknown,
  options: SendOptions,
): Promise<AdminReply<T>> {
  return exchange(dataDir, { kind: 'command', command }, options.timeoutMs) as Promise<AdminReply<T>>;
}

export interface PingOptions {
  timeoutMs?: number;
  /** Keep trying this long while nothing listens yet: a new holder starts its channel just after locking. */
  patienceMs?: number;
}

/** The holder's pid when its admin channel answers, else null. */
export async function pingAdminChannel(
  dataDir: string,
  options: PingOptions = {},
): Promise<PingResult | null> {
  const deadline = Date.now() + (options.patienceMs ?? 0);
  for (;;) {
    try {
      const reply = await exchange(dataDir, { kind: 'ping' }, options.timeoutMs ?? 1000);
      return reply.ok ? (reply.result as PingResult) : null;
    } catch (error) {
      if (!(error instanceof AdminChannelUnavailableError) || Date.now() >= deadline) return null;
      await sleep(100);
    }
  }
}

/** For `acquireDataDirLock`: a live holder answers within a couple of seconds even while starting. */
export function holderAnswersOn(dataDir: string): () => Promise<boolean> {
  return async () => (await pingAdminChannel(dataDir, { patienceMs: 2000 })) !== null;
}

function exchange(dataDir: string, request: AdminRequest, timeoutMs: number): Promise<AdminReply> {
  const socketPath = readRecordedSocketPath(dataDir);
  if (!socketPath) {
    return Promise.reject(
      new AdminChannelUnavailableError('not_running', `No admin channel recorded in ${dataDir}`),
    );
  }
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    let received = '';
    const fail = (error: AdminChannelUnavailableError) => {
      socket.destroy();
      reject(error);
    };
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () =>
      fail(
        new AdminChannelUnavailableError(
          'timeout',
          `The admin channel did not answer within ${timeoutMs} ms`,
        ),
      ),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new AdminChannelUnavailableError(
          'not_running',
          `Admin channel ${socketPath}: ${error.code ?? error.message}`,
        ),
      ),
    );
    socket.on('end', () => {
      socket.destroy();
      try {
        resolve(JSON.parse(received));
      } catch {
        reject(
          new AdminChannelUnavailableError('bad_reply', 'The admin channel sent a reply that is not JSON'),
        );
      }
    });
  });
}
