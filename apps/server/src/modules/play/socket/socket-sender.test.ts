import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createSocketSender, textFrame } from './socket-sender';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A real server-side socket and the client at its other end, with what the client receives. */
async function pair() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  await new Promise((resolve) => server.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  cleanups.push(() => client.terminate());
  const received: string[] = [];
  client.on('message', (data) => received.push(String(data)));
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client, received };
}

describe('createSocketSender', () => {
  it('sends the frames of one tick in order, in one write to the network', async () => {
    const { socket, received } = await pair();
    const raw = (socket as unknown as { _socket: Socket })._socket;
    let writes = 0;
    const { _writev, _write } = raw as unknown as Record<string, (...args: unknown[]) => void>;
    const counted =
      (write: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        writes++;
        write.apply(raw, args);
      };
    Object.assign(raw, { _writev: counted(_writev!), _write: counted(_write!) });
    const send = createSocketSender(socket);
    send(textFrame('{"t":"ack","ref":1}'));
    send(textFrame('{"t":"game.event","version":1}'));
    send(textFrame('{"t":"game.event","version":2}'));
    await expect.poll(() => received.length).toBe(3);
    expect(received).toEqual([
      '{"t":"ack","ref":1}',
      '{"t":"game.event","version":1}',
      '{"t":"game.event","version":2}',
    ]);
    expect(writes).toBe(1);

    // The next tick's frames go out in a write of their own.
    send(textFrame('{"t":"pong","at":1}'));
    await expect.poll(() => received.length).toBe(4);
    expect(writes).toBe(2);
  });

  it('drops frames for a socket that is closing, without throwing', async () => {
    const { socket, client, received } = await pair();
    const send = createSocketSender(socket);
    const closed = new Promise((resolve) => client.once('close', resolve));
    socket.close(1000);
    expect(() => send(textFrame('{"t":"pong","at":1}'))).not.toThrow();
    await closed;
    expect(received).toEqual([]);
  });

  it('frames texts of every length class and in any script as ws reads them', async () => {
    const { socket, received } = await pair();
    const send = createSocketSender(socket);
    // 7-bit lengths end at 125 bytes, 16-bit ones at 65,535; "é" and "♞" are two and three bytes.
    const texts = [125, 126, 65_535, 65_536].map((bytes) => `${'x'.repeat(bytes - 5)}é♞`);
    for (const text of [...texts, '']) send(textFrame(text));
    await expect.poll(() => received.length).toBe(5);
    expect(received).toEqual([...texts, '']);
    expect(texts.map((text) => Buffer.byteLength(text))).toEqual([125, 126, 65_535, 65_536]);
  });
});
