import {
  type ClientMessage,
  type ServerMessage,
  SOCKET_CLOSE,
  SOCKET_PATH,
  SOCKET_PING_MS,
  type SocketErrorCode,
} from '@kingside/contract';

/**
 * What the UI shows about the link to the server. `tooManyTabs`: the server closed this socket as the
 * oldest past its cap (SOCKET_CLOSE.tooManySockets); reconnecting would close another tab's, so it stops.
 */
export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'tooManyTabs';

export interface ConnectionSnapshot {
  state: ConnectionState;
  /** The last measured round trip in ms; null until the first pong. */
  lag: number | null;
}

/** The part of the browser's WebSocket this module uses, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface PlaySocketOptions {
  url?: string;
  createWebSocket?: (url: string) => WebSocketLike;
  now?: () => number;
  /** 0 ≤ x < 1, for the jitter of reconnect delays. */
  random?: () => number;
  pingMs?: number;
}

const OPEN = 1;
/** First retry after about this long, doubling each time, never more than the cap. */
const RECONNECT_BASE_MS = 500;
const RECONNECT_MAX_MS = 10_000;
/** A socket that has not heard anything for this many ping periods is considered dead. */
const SILENT_PINGS = 4;
/** Messages sent while the socket is down wait here (a seek, a resign); the oldest are dropped past this. */
const QUEUE_LIMIT = 20;

type Listener = (message: ServerMessage) => void;

export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

/** Errors after which the client's idea of a game is wrong and it reloads the full state. */
export const RESYNC_ERRORS: readonly SocketErrorCode[] = ['stale_version', 'illegal_move'];

/**
 * One WebSocket per tab (spec'd in `contract/socket.ts`): reconnects by itself with backoff, pings and
 * measures lag, and keeps every watched game's event stream whole — duplicates are dropped, a gap or a
 * reconnect asks the server to replay from the last version seen.
 */
export class PlaySocket {
  #ws: WebSocketLike | null = null;
  #snapshot: ConnectionSnapshot = { state: 'connecting', lag: null };
  #everOpened = false;
  #closed = false;
  #attempt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #pingTimer: ReturnType<typeof setInterval> | null = null;
  #pingSentAt: number | null = null;
  #lastHeardAt = 0;
  #serverOffset = 0;
  #queue: ClientMessage[] = [];
  /** Watched games: how many parts of the page follow each. */
  readonly #watched = new Map<string, number>();
  /** Last version seen per game. */
  readonly #versions = new Map<string, number>();
  /** Games whose missing events were asked for and not yet received. */
  readonly #refilling = new Set<string>();
  readonly #listeners = new Set<Listener>();
  readonly #stateListeners = new Set<() => void>();
  readonly #url: string;
  readonly #create: (url: string) => WebSocketLike;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #pingMs: number;

  constructor(options: PlaySocketOptions = {}) {
    this.#url = options.url ?? socketUrl();
    this.#create = options.createWebSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
    this.#now = options.now ?? (() => Date.now());
    this.#random = options.random ?? Math.random;
    this.#pingMs = options.pingMs ?? SOCKET_PING_MS;
  }

  connect(): void {
    if (this.#ws || this.#closed) return;
    const ws = this.#create(this.#url);
    this.#ws = ws;
    ws.onopen = () => this.#opened(ws);
    ws.onmessage = (event) => this.#received(ws, event.data);
    ws.onclose = (event) => this.#lost(ws, event.code);
    ws.onerror = () => {};
  }

  /** Stops for good: no reconnects, no timers. */
  close(): void {
    this.#closed = true;
    this.#clearTimers();
    const ws = this.#ws;
    this.#ws = null;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close(1000);
    }
  }

  /** Sends now, or as soon as the socket is open again. */
  send(message: ClientMessage): void {
    if (this.#ws?.readyState === OPEN && this.#snapshot.state === 'online') {
      this.#ws.send(JSON.stringify(message));
      return;
    }
    this.#queue.push(message);
    if (this.#queue.length > QUEUE_LIMIT) this.#queue.shift();
  }

  /**
   * Follows a game from `since` (the version the caller already holds; none asks for the full state).
   * Returns the function that stops following it.
   */
  watch(gameId: string, since?: number): () => void {
    this.#watched.set(gameId, (this.#watched.get(gameId) ?? 0) + 1);
    if (since !== undefined) this.#versions.set(gameId, Math.max(since, this.#versions.get(gameId) ?? since));
    else this.#versions.delete(gameId);
    this.#refilling.delete(gameId);
    this.send({ t: 'watch', gameId, ...(since !== undefined ? { since: this.#versions.get(gameId) } : {}) });
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const count = (this.#watched.get(gameId) ?? 1) - 1;
      if (count > 0) {
        this.#watched.set(gameId, count);
        return;
      }
      this.#watched.delete(gameId);
      this.#versions.delete(gameId);
      this.#refilling.delete(gameId);
      this.send({ t: 'unwatch', gameId });
    };
  }

  /** Asks for the whole state of a game again (after a refused move). */
  resync(gameId: string): void {
    this.#versions.delete(gameId);
    this.#refilling.delete(gameId);
    this.send({ t: 'watch', gameId });
  }

  /** The last version of a game this socket passed on. */
  version(gameId: string): number | undefined {
    return this.#versions.get(gameId);
  }

  /** The server's clock, estimated from the pongs (for ticking `ClockView`s locally). */
  serverNow(): number {
    return this.#now() + this.#serverOffset;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  subscribeState = (listener: () => void): (() => void) => {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  };

  getSnapshot = (): ConnectionSnapshot => this.#snapshot;

  #setSnapshot(next: Partial<ConnectionSnapshot>): void {
    const merged = { ...this.#snapshot, ...next };
    if (merged.state === this.#snapshot.state && merged.lag === this.#snapshot.lag) return;
    this.#snapshot = merged;
    for (const listener of this.#stateListeners) listener();
  }

  #opened(ws: WebSocketLike): void {
    if (ws !== this.#ws) return;
    this.#everOpened = true;
    this.#attempt = 0;
    this.#lastHeardAt = this.#now();
    this.#setSnapshot({ state: 'online' });
    // Games first, so queued moves land on games the server knows this socket follows.
    for (const gameId of this.#watched.keys()) {
      const since = this.#versions.get(gameId);
      this.#refilling.delete(gameId);
      ws.send(JSON.stringify({ t: 'watch', gameId, ...(since !== undefined ? { since } : {}) }));
    }
    const queued = this.#queue;
    this.#queue = [];
    for (const message of queued) {
      // A watch queued while offline was just sent above.
      if (message.t === 'watch' || message.t === 'unwatch') continue;
      ws.send(JSON.stringify(message));
    }
    this.#ping();
    this.#pingTimer = setInterval(() => this.#tick(), this.#pingMs);
  }

  #tick(): void {
    if (this.#now() - this.#lastHeardAt > this.#pingMs * SILENT_PINGS) {
      // Nothing heard for too long: the connection is gone even if the browser has not noticed.
      const ws = this.#ws;
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close(4000);
        this.#lost(ws);
      }
      return;
    }
    this.#ping();
  }

  #ping(): void {
    if (this.#ws?.readyState !== OPEN) return;
    this.#pingSentAt = this.#now();
    const lag = this.#snapshot.lag;
    this.#ws.send(JSON.stringify(lag === null ? { t: 'ping' } : { t: 'ping', lag }));
  }

  #lost(ws: WebSocketLike, code?: number): void {
    if (ws !== this.#ws) return;
    this.#ws = null;
    this.#clearTimers();
    if (this.#closed) return;
    if (code === SOCKET_CLOSE.tooManySockets) {
      this.#closed = true;
      this.#setSnapshot({ state: 'tooManyTabs', lag: null });
      return;
    }
    this.#setSnapshot({ state: this.#everOpened ? 'reconnecting' : 'connecting' });
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.#attempt);
    this.#attempt += 1;
    // Jitter (50–100 % of the delay) so a restarted server is not hit by every tab at once.
    this.#reconnectTimer = setTimeout(
      () => {
        this.#reconnectTimer = null;
        this.connect();
      },
      Math.round(delay * (0.5 + this.#random() / 2)),
    );
  }

  #clearTimers(): void {
    if (this.#pingTimer !== null) clearInterval(this.#pingTimer);
    if (this.#reconnectTimer !== null) clearTimeout(this.#reconnectTimer);
    this.#pingTimer = null;
    this.#reconnectTimer = null;
  }

  #received(ws: WebSocketLike, data: unknown): void {
    if (ws !== this.#ws) return;
    this.#lastHeardAt = this.#now();
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    if (!message || typeof message !== 'object' || typeof message.t !== 'string') return;

    switch (message.t) {
      case 'pong': {
        if (this.#pingSentAt !== null) {
          const now = this.#now();
          const lag = Math.max(0, now - this.#pingSentAt);
          this.#serverOffset = message.at - (this.#pingSentAt + lag / 2);
          this.#pingSentAt = null;
          this.#setSnapshot({ lag });
        }
        break;
      }
      case 'game.full': {
        const last = this.#versions.get(message.game.id);
        if (last !== undefined && message.game.version < last) return;
        this.#versions.set(message.game.id, message.game.version);
        this.#refilling.delete(message.game.id);
        break;
      }
      case 'game.event': {
        // Presence is not a step of the game: it carries the current version and is always news.
        if (message.event.kind === 'presence') break;
        const last = this.#versions.get(message.gameId);
        if (last !== undefined) {
          if (message.version <= last) return;
          if (message.version > last + 1) {
            // Something was lost on the way (a dropped pub/sub message): ask for the rest, once.
            if (!this.#refilling.has(message.gameId)) {
              this.#refilling.add(message.gameId);
              this.send({ t: 'watch', gameId: message.gameId, since: last });
            }
            return;
          }
        }
        this.#versions.set(message.gameId, message.version);
        this.#refilling.delete(message.gameId);
        break;
      }
    }
    for (const listener of [...this.#listeners]) listener(message);
  }
}

let tabSocket: PlaySocket | null = null;

/** The tab's one socket, opened on first use. */
export function getTabSocket(): PlaySocket {
  if (!tabSocket) {
    tabSocket = new PlaySocket();
    tabSocket.connect();
  }
  return tabSocket;
}

/** Tests: close the tab's socket so the next `getTabSocket` opens a fresh one. */
export function resetTabSocket(): void {
  tabSocket?.close();
  tabSocket = null;
}
