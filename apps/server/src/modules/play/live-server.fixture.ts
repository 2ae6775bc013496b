/**
 * The real server as a child process, and guests that play on it over real WebSockets: for the crash
 * test (`crash.int.test.ts`) and the live-play benchmark (`bench/play.bench.ts`). Not used by the app.
 */
import { type ChildProcess, type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { GameView, ServerMessage } from '@kingside/contract';
import WebSocket from 'ws';

export const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const BIN = path.join(ROOT, 'apps/server/bin/kingside.mjs');

/**
 * A legal game that never ends by itself: per block one pawn step each (files a–e, g, h; to the
 * third rank, then the fourth), then the king's knights go out and back three times. Each block's
 * pawns make its positions new, and no position comes back a fifth time within a block.
 */
export const SCRIPT: readonly string[] = (() => {
  const moves: string[] = [];
  for (const [from, to] of [
    [2, 3],
    [3, 4],
  ] as const) {
    for (const file of 'abcdegh') {
      moves.push(`${file}${from}${file}${to}`, `${file}${9 - from}${file}${9 - to}`);
      for (let i = 0; i < 3; i++) moves.push('g1f3', 'g8f6', 'f3g1', 'f6g8');
    }
  }
  return moves;
})();

/**
 * The Node flags `npm start` gives the server (package.json's start script): the bench and the tests
 * that start a real server run it as a newcomer does.
 */
export const SERVE_NODE_ARGS: readonly string[] = (() => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  // `node <flags> <script> serve …`: the flags end where the script's path begins.
  const words = scripts.start.split(' ').slice(1);
  return words.slice(
    0,
    words.findIndex((word) => !word.startsWith('-')),
  );
})();

export interface Kingside {
  child: ChildProcess;
  port: number;
  http: string;
  socketUrl: string;
}

/** Starts `kingside serve` and waits for its "running on" line (fails after 180 s or on exit: a fresh DATA_DIR is migrated and seeded first, over a minute on a loaded machine). */
export async function startKingside(options: {
  dataDir: string;
  databaseUrl?: string | null;
  nodeArgs?: string[];
  env?: NodeJS.ProcessEnv;
  /** Opens an IPC channel to the server (the bench asks it for timings over it). */
  ipc?: boolean;
}): Promise<Kingside> {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    DATA_DIR: options.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ARGON2_FAST: '1',
    LOG_LEVEL: 'warn',
    KINGSIDE_SKIP_WEB_BUILD: '1',
    // A Redis shared with other runs: this server's keys and channels stay its own.
    REDIS_PREFIX: `kingside-test-${randomBytes(4).toString('hex')}:`,
    ...options.env,
  };
  const child = spawn(process.execPath, [...SERVE_NODE_ARGS, ...(options.nodeArgs ?? []), BIN, 'serve'], {
    cwd: ROOT,
    env,
    stdio: options.ipc ? ['pipe', 'pipe', 'pipe', 'ipc'] : 'pipe',
  }) as ChildProcessWithoutNullStreams;
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`serve exited (${code ?? signal}): ${output}`))),
  );
  const running = (async () => {
    for await (const line of createInterface({ input: child.stdout })) {
      // Unanchored at the start: V8's own output (--trace-gc-nvp) reaches the pipe through another buffer and may precede it on a line.
      const match = /Kingside is running on http:\/\/[^:]+:(\d+)$/.exec(line);
      if (match) return Number(match[1]);
      output += `${line}\n`;
    }
    throw new Error('serve closed its output');
  })();
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`serve did not start in 180 s: ${output}`)), 180_000);
  });
  try {
    const port = await Promise.race([running, exited, tooSlow]);
    exited.catch(() => {});
    child.stdout.resume();
    return { child, port, http: `http://127.0.0.1:${port}`, socketUrl: `ws://127.0.0.1:${port}/socket` };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Stops a server (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits until it is gone. */
export async function stopKingside(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

/** The server process's resident memory in bytes (Linux `/proc`). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A guest session as a browser gets it: the cookies of a page visit. */
export async function guestCookie(http: string): Promise<string> {
  const response = await fetch(`${http}/about`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Runs `task` over `items`, at most `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/** One guest's socket; `onMessage` is swapped by whoever drives it. */
export class Guest {
  onMessage: (message: ServerMessage) => void = () => {};
  private constructor(
    readonly ws: WebSocket,
    readonly cookie: string,
  ) {
    ws.on('message', (data) => this.onMessage(JSON.parse(String(data)) as ServerMessage));
    ws.on('error', () => {});
  }

  /** `localAddress` (any of 127.0.0.0/8): the server caps sockets per address (SOCKET_LIMITS). */
  static async open(socketUrl: string, cookie: string, localAddress?: string): Promise<Guest> {
    const ws = new WebSocket(socketUrl, { headers: { cookie }, localAddress });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Guest(ws, cookie);
  }

  send(message: object): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** Resolves with the first message that matches (and stops listening). */
  next<T extends ServerMessage>(match: (m: ServerMessage) => boolean, timeoutMs = 30_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      this.onMessage = (m) => {
        if (!match(m)) return;
        clearTimeout(timer);
        this.onMessage = () => {};
        resolve(m as T);
      };
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

export interface PairedGame {
  id: string;
  white: Guest;
  black: Guest;
  /** The state the players saw when they started following the game. */
  view: GameView;
}

/** Pairs guests through the real lobby (everyone seeks `pool`), then both players watch their game. */
export async function pairThroughLobby(guests: Guest[], pool = '30+0'): Promise<PairedGame[]> {
  const byGame = new Map<string, Guest[]>();
  await inBatches(guests, 100, async (guest) => {
    const paired = guest.next<Extract<ServerMessage, { t: 'paired' }>>((m) => m.t === 'paired');
    guest.send({ t: 'seek', pool, rated: false });
    const { gameId } = await paired;
    byGame.set(gameId, [...(byGame.get(gameId) ?? []), guest]);
  });
  return inBatches([...byGame], 50, async ([id, pair]) => {
    const views = await Promise.all(
      pair.map((guest) => {
        const full = guest.next<Extract<ServerMessage, { t: 'game.full' }>>(
          (m) => m.t === 'game.full' && m.game.id === id,
        );
        guest.send({ t: 'watch', gameId: id });
        return full.then((m) => m.game);
      }),
    );
    const whiteIndex = views.findIndex((v) => v.you === 'white');
    if (pair.length !== 2 || whiteIndex === -1) throw new Error(`game ${id}: pairing went wrong`);
    return { id, white: pair[whiteIndex]!, black: pair[1 - whiteIndex]!, view: views[0]! };
  });
}
