import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { socketUpgrades } from './socket-upgrades';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose socket path's upgrades answer 101; what an upgrade to `path` got back. */
async function upgrade(path: string): Promise<{ status: number | undefined; heard: string[] }> {
  const server = createServer();
  servers.push(server);
  const heard: string[] = [];
  socketUpgrades(server, '/socket').on('upgrade', (req, socket) => {
    heard.push(req.url);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const req = request({
      port,
      host: '127.0.0.1',
      path,
      headers: { connection: 'upgrade', upgrade: 'websocket' },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
  return { status, heard };
}

describe('socketUpgrades', () => {
  it.each(['/socket', '/socket?v=2'])('hands on an upgrade of %s', async (path) => {
    expect(await upgrade(path)).toEqual({ status: 101, heard: [path] });
  });

  it.each(['/', '/socket/x', '/about', '/sockets'])('refuses an upgrade of %s with a 404', async (path) => {
    expect(await upgrade(path)).toEqual({ status: 404, heard: [] });
  });
});
