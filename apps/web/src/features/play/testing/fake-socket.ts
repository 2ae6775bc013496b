import type { ClientMessage, ServerMessage } from '@kingside/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetTabSocket, type WebSocketLike } from '../socket';

/** A WebSocket that never touches the network: tests open, feed and drop it by hand. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  readyState = 0;
  readonly url: string;
  readonly sent: ClientMessage[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data) as ClientMessage);
  }

  close(): void {
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** The server (or the network) dropped it; `code` is the server's close code. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  receive(message: ServerMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }

  /** What the client sent, pings left out. */
  get messages(): ClientMessage[] {
    return this.sent.filter((message) => message.t !== 'ping');
  }
}

/**
 * In the calling describe block, every WebSocket the app opens is a FakeWebSocket, and each test
 * starts with no sockets and a fresh tab socket.
 */
export function withFakeSockets(): void {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    resetTabSocket();
    vi.unstubAllGlobals();
  });
}
