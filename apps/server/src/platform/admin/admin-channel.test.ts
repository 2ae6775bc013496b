import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AdminChannel, startAdminChannel } from './admin-channel';
import {
  AdminChannelUnavailableError,
  holderAnswersOn,
  pingAdminChannel,
  sendAdminCommand,
} from './admin-client';
import { ensurePrivateDir, readRecordedSocketPath, socketPathFile, socketPathFor } from './admin-socket';

let dataDir: string;
let channel: AdminChannel | null;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-admin-'));
  channel = null;
});
afterEach(async () => {
  await channel?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

class CodedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function start(handle: (command: unknown) => Promise<unknown>): Promise<AdminChannel> {
  channel = await startAdminChannel({ dataDir, handle });
  return channel;
}

describe('admin channel', () => {
  it('answers pings with its pid and passes commands to the handler', async () => {
    await start(async (command) => ({ echoed: command }));
    expect(await pingAdminChannel(dataDir)).toEqual({ pid: process.pid });
    expect(await sendAdminCommand(dataDir, { name: 'seed', force: true }, { timeoutMs: 1000 })).toEqual({
      ok: true,
      result: { echoed: { name: 'seed', force: true } },
    });
  });

  it('returns a failing command as a coded error', async () => {
    await start(async () => {
      throw new CodedError('not_found', 'No user named bob');
    });
    expect(await sendAdminCommand(dataDir, {}, { timeoutMs: 1000 })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No user named bob' },
    });
  });

  it('reports an uncoded failure as internal', async () => {
    await start(async () => {
      throw new TypeError('boom');
    });
    expect(await sendAdminCommand(dataDir, {}, { timeoutMs: 1000 })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'boom' },
    });
  });

  it('rejects a request that is not JSON', async () => {
    await start(async () => null);
    const socket = net.createConnection(readRecordedSocketPath(dataDir)!);
    socket.end('hello\n');
    let reply = '';
    for await (const chunk of socket) reply += chunk;
    expect(JSON.parse(reply)).toEqual({
      ok: false,
      error: { code: 'bad_request', message: 'Request is not JSON' },
    });
  });

  it('lets only the owner in: socket 0600 in a 0700 directory', async () => {
    const { path: socketPath } = await start(async () => null);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
    expect(statSync(socketPathFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('records its socket under the data dir and removes both on close', async () => {
    const started = await start(async () => null);
    expect(readRecordedSocketPath(dataDir)).toBe(started.path);
    await started.close();
    expect(existsSync(started.path)).toBe(false);
    expect(readRecordedSocketPath(dataDir)).toBeNull();
    expect(await pingAdminChannel(dataDir)).toBeNull();
  });

  it('replaces a socket left behind by a killed holder', async () => {
    const socketPath = socketPathFor(dataDir);
    ensurePrivateDir(path.dirname(socketPath));
    const leftover = net.createServer();
    await new Promise<void>((resolve) => leftover.listen(socketPath, resolve));
    // Closing a unix server unlinks its socket, so put a dead one back the way kill -9 leaves it.
    await new Promise((resolve) => leftover.close(resolve));
    writeFileSync(socketPath, '');
    writeFileSync(socketPathFile(dataDir), `${socketPath}\n`);
    expect(await pingAdminChannel(dataDir)).toBeNull();
    await start(async () => 'fresh');
    expect(await sendAdminCommand(dataDir, {}, { timeoutMs: 1000 })).toEqual({ ok: true, result: 'fresh' });
  });
});

describe('admin client', () => {
  it('says nobody is running when no socket is recorded', async () => {
    const sending = sendAdminCommand(dataDir, {}, { timeoutMs: 1000 });
    await expect(sending).rejects.toBeInstanceOf(AdminChannelUnavailableError);
    await expect(sending).rejects.toMatchObject({ reason: 'not_running' });
  });

  it('gives up on a handler that does not answer in time', async () => {
    await start(() => new Promise(() => {}));
    await expect(sendAdminCommand(dataDir, {}, { timeoutMs: 100 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('waits, when asked to, for a holder that is still starting its channel', async () => {
    setTimeout(() => void start(async () => null), 300);
    expect(await pingAdminChannel(dataDir)).toBeNull();
    expect(await holderAnswersOn(dataDir)()).toBe(true);
  });
});

describe('socketPathFor', () => {
  it('prefers XDG_RUNTIME_DIR and stays short enough for a unix socket', () => {
    expect(socketPathFor('/srv/kingside/data', { XDG_RUNTIME_DIR: '/run/user/1000' })).toMatch(
      /^\/run\/user\/1000\/kingside\/[0-9a-f]{16}\.sock$/,
    );
    const deep = `/${'x'.repeat(120)}`;
    const fallback = socketPathFor('/srv/kingside/data', { XDG_RUNTIME_DIR: deep });
    expect(fallback.startsWith(deep)).toBe(false);
    expect(Buffer.byteLength(fallback)).toBeLessThanOrEqual(100);
  });

  it('gives each data dir its own socket', () => {
    expect(socketPathFor('/a/data', {})).not.toBe(socketPathFor('/b/data', {}));
  });
});
