import { type GameEvent, type ServerMessage, SOCKET_CLOSE } from '@kingside/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaySocket, socketUrl } from './socket';
import { FakeWebSocket } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

const move = (uci: string, san: string): GameEvent => ({
  kind: 'move',
  uci,
  san,
  fen: 'irrelevant',
  clock: { white: 60_000, black: 60_000, at: 0 },
});

function open(options: ConstructorParameters<typeof PlaySocket>[0] = {}) {
  const socket = new PlaySocket({
    url: 'ws://kingside.test/socket',
    createWebSocket: (url) => new FakeWebSocket(url),
    random: () => 1,
    ...options,
  });
  const received: ServerMessage[] = [];
  socket.subscribe((message) => received.push(message));
  socket.connect();
  return { socket, received };
}

describe('PlaySocket', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to /socket on the page’s host, ws: or wss:', () => {
    expect(socketUrl({ protocol: 'https:', host: 'kingside.test' })).toBe('wss://kingside.test/socket');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/socket');
  });

  it('reports connecting, online and reconnecting, and reconnects with growing delays', () => {
    const { socket } = open();
    expect(socket.getSnapshot().state).toBe('connecting');
    FakeWebSocket.last.open();
    expect(socket.getSnapshot().state).toBe('online');

    FakeWebSocket.last.drop();
    expect(socket.getSnapshot().state).toBe('reconnecting');
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // Still down: the next wait is twice as long.
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.last.open();
    expect(socket.getSnapshot().state).toBe('online');
    socket.close();
  });

  it('stops for good when the server closes it as the oldest past its cap, and says so', () => {
    const { socket } = open();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(SOCKET_CLOSE.tooManySockets);
    expect(socket.getSnapshot().state).toBe('tooManyTabs');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    socket.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('pings on a period with the measured lag and estimates the server clock', () => {
    let now = 1_000;
    const { socket } = open({ now: () => now, pingMs: 2500 });
    const ws = FakeWebSocket.last;
    ws.open();
    expect(ws.sent).toEqual([{ t: 'ping' }]);
    now += 80;
    ws.receive({ t: 'pong', at: 50_000 });
    expect(socket.getSnapshot().lag).toBe(80);
    expect(socket.serverNow()).toBe(50_040);
    vi.advanceTimersByTime(2500);
    expect(ws.sent.at(-1)).toEqual({ t: 'ping', lag: 80 });
    socket.close();
  });

  it('gives up on a socket that went silent and opens a new one', () => {
    let now = 0;
    const { socket } = open({ now: () => now, pingMs: 1000 });
    FakeWebSocket.last.open();
    now = 4_500;
    vi.advanceTimersByTime(4000);
    expect(socket.getSnapshot().state).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.close();
  });

  it('queues messages while down and sends them once open', () => {
    const { socket } = open();
    socket.send({ t: 'seek', pool: '3+0', rated: false });
    FakeWebSocket.last.open();
    expect(FakeWebSocket.last.messages).toEqual([{ t: 'seek', pool: '3+0', rated: false }]);
    socket.close();
  });

  it('passes events on once, in order, and ignores duplicates', () => {
    const { socket, received } = open();
    FakeWebSocket.last.open();
    socket.watch('abcdefgh', 3);
    expect(FakeWebSocket.last.messages).toEqual([{ t: 'watch', gameId: 'abcdefgh', since: 3 }]);
    const ws = FakeWebSocket.last;
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 3, event: move('e2e4', 'e4') });
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 4, event: move('e7e5', 'e5') });
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 4, event: move('e7e5', 'e5') });
    expect(received.map((message) => (message.t === 'game.event' ? message.version : message.t))).toEqual([
      4,
    ]);
    expect(socket.version('abcdefgh')).toBe(4);
    socket.close();
  });

  it('passes presence on whatever its version: it does not advance the game', () => {
    const { socket, received } = open();
    FakeWebSocket.last.open();
    socket.watch('abcdefgh', 4);
    const presence: GameEvent = { kind: 'presence', color: 'black', connected: false };
    FakeWebSocket.last.receive({ t: 'game.event', gameId: 'abcdefgh', version: 4, event: presence });
    expect(received).toHaveLength(1);
    expect(socket.version('abcdefgh')).toBe(4);
    socket.close();
  });

  it('asks for the missing events when a version is skipped, once, then carries on', () => {
    const { socket, received } = open();
    const ws = FakeWebSocket.last;
    ws.open();
    socket.watch('abcdefgh', 5);
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 7, event: move('g1f3', 'Nf3') });
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 8, event: move('b8c6', 'Nc6') });
    expect(received).toEqual([]);
    expect(ws.messages.slice(1)).toEqual([{ t: 'watch', gameId: 'abcdefgh', since: 5 }]);

    // The replay fills the gap.
    for (const [version, uci] of [
      [6, 'e7e5'],
      [7, 'g1f3'],
      [8, 'b8c6'],
    ] as const) {
      ws.receive({ t: 'game.event', gameId: 'abcdefgh', version, event: move(uci, uci) });
    }
    expect(received.map((message) => (message.t === 'game.event' ? message.version : 0))).toEqual([6, 7, 8]);
    socket.close();
  });

  it('after a reconnect, watches its games again from the last version seen', () => {
    const { socket, received } = open();
    FakeWebSocket.last.open();
    socket.watch('abcdefgh', 1);
    socket.watch('zyxwvuts');
    FakeWebSocket.last.receive({ t: 'game.full', game: gameView({ id: 'zyxwvuts', version: 10 }) });
    FakeWebSocket.last.receive({
      t: 'game.event',
      gameId: 'abcdefgh',
      version: 2,
      event: move('e2e4', 'e4'),
    });
    FakeWebSocket.last.drop();

    // A move made while offline waits for the connection.
    socket.send({ t: 'resign', gameId: 'abcdefgh' });
    vi.advanceTimersByTime(500);
    const ws = FakeWebSocket.last;
    ws.open();
    expect(ws.messages).toEqual([
      { t: 'watch', gameId: 'abcdefgh', since: 2 },
      { t: 'watch', gameId: 'zyxwvuts', since: 10 },
      { t: 'resign', gameId: 'abcdefgh' },
    ]);
    // The replay may repeat what arrived before the drop: only new versions go through.
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 2, event: move('e2e4', 'e4') });
    ws.receive({ t: 'game.event', gameId: 'abcdefgh', version: 3, event: move('e7e5', 'e5') });
    expect(
      received.filter((message) => message.t === 'game.event').map((message) => message.version),
    ).toEqual([2, 3]);
    socket.close();
  });

  it('stops following a game once nobody watches it', () => {
    const { socket } = open();
    FakeWebSocket.last.open();
    const stopA = socket.watch('abcdefgh', 1);
    const stopB = socket.watch('abcdefgh', 1);
    stopA();
    expect(FakeWebSocket.last.messages.filter((message) => message.t === 'unwatch')).toEqual([]);
    stopB();
    expect(FakeWebSocket.last.messages.at(-1)).toEqual({ t: 'unwatch', gameId: 'abcdefgh' });
    socket.close();
  });

  it('a closed socket stays closed', () => {
    const { socket } = open();
    FakeWebSocket.last.open();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
