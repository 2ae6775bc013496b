import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const NOT_FOUND = 'HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * The server's WebSocket upgrades for one path, as an emitter to hand @fastify/websocket as its
 * `server`: the plugin can then live in the socket's scope alone (registered at the root, its
 * hooks and its wrapper of every handler ran on every request of the site). An upgrade to any
 * other path has no socket behind it and is refused here, before routing.
 */
export function socketUpgrades(server: Server, path: string): EventEmitter {
  const upgrades = new EventEmitter();
  server.on('upgrade', (request: { url?: string }, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    const queryAt = url.indexOf('?');
    if ((queryAt < 0 ? url : url.slice(0, queryAt)) === path) upgrades.emit('upgrade', request, socket, head);
    else socket.end(NOT_FOUND);
  });
  return upgrades;
}
