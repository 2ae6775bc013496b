/** A WebSocket client for tests: buffers what the server sends and waits for what a test expects. */
import type { AddressInfo } from 'node:net';
import { type ClientMessage, type ServerMessage, SOCKET_PATH } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app listening on a free loopback port; answers the game socket's URL on it. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${SOCKET_PATH}`;
}

export class SocketClient {
  private readonly buffer: ServerMessage[] = [];
  private readonly waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      const waiter = this.waiters.findIndex((w) => w.match(message));
      if (waiter === -1) this.buffer.push(message);
      else this.waiters.splice(waiter, 1)[0]!.resolve(message);
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static open(
    url: string,
    options: { cookies?: Map<string, string>; origin?: string; headers?: Record<string, string> } = {},
  ): Promise<SocketClient> {
    const cookie = [...(options.cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
    const ws = new WebSocket(url, {
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      ...(options.origin ? { origin: options.origin } : {}),
    });
    const client = new SocketClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  send(message: ClientMessage | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (buffered or still to come) that matches; it is consumed. */
  take<T extends ServerMessage = ServerMessage>(
    match: (m: ServerMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<T> {
    const found = this.buffer.findIndex(match);
    if (found !== -1) return Promise.resolve(this.buffer.splice(found, 1)[0] as T);
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (m: ServerMessage) => {
          clearTimeout(timer);
          resolve(m as T);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(`no matching message within ${timeoutMs} ms; buffered: ${JSON.stringify(this.buffer)}`),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** What is buffered and matches, without waiting (for "nothing else came"). */
  pending(match: (m: ServerMessage) => boolean = () => true): ServerMessage[] {
    return this.buffer.filter(match);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close();
    return this.closed;
  }
}

export const isType =
  <T extends ServerMessage['t']>(t: T) =>
  (m: ServerMessage): m is Extract<ServerMessage, { t: T }> =>
    m.t === t;

/** A stored game event (not presence) of one game. */
export const gameEvent = (gameId: string, version?: number) => (m: ServerMessage) =>
  m.t === 'game.event' &&
  m.gameId === gameId &&
  m.event.kind !== 'presence' &&
  (version === undefined || m.version === version);
