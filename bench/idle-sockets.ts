// The bench's idle-socket step: N open sockets on one node that do nothing, and the server's memory
// with them open (goal: 50,000 in under 1 GB). Loopback only. The server caps sockets per session
// and per address (SOCKET_LIMITS), so they come from many guest sessions and from many source
// addresses of 127.0.0.0/8 (which also keeps each address's ephemeral ports enough).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_LIMITS } from '@kingside/contract';
import {
  Guest,
  guestCookie,
  inBatches,
  startKingside,
  stopKingside,
} from '../apps/server/src/modules/play/live-server.fixture';
import { GC_ON_SIGNAL, settledRss } from './server-memory';

const SOCKETS_PER_ADDRESS = Math.min(400, SOCKET_LIMITS.perAddress);
const SOCKETS_PER_SESSION = Math.min(16, SOCKET_LIMITS.perSession);
const GOAL_BYTES = 1024 ** 3;

/** The source address of the `i`-th socket: a new one every SOCKETS_PER_ADDRESS, from 127.1.0.1 up. */
export function sourceAddress(i: number): string {
  const group = Math.floor(i / SOCKETS_PER_ADDRESS);
  return `127.1.${group >> 8}.${(group & 255) + 1}`;
}

/**
 * Raises this process's open-file limit (its children inherit it): `prlimit` on our own pid, no
 * system-wide change. Needs the right to raise the hard limit (root or CAP_SYS_RESOURCE; a container
 * may deny it): without it, the current limit stands. Answers the limit in force.
 */
function raiseFileLimit(files: number): number {
  const result = spawnSync('prlimit', ['--pid', String(process.pid), `--nofile=${files}:${files}`]);
  if (result.status === 0) return files;
  const current = spawnSync('sh', ['-c', 'ulimit -Hn']);
  const limit = Number(String(current.stdout).trim()) || 1024;
  console.log(
    `\nidle sockets: could not raise the file limit to ${files} (${String(result.stderr).trim()}); ${limit} it is`,
  );
  return limit;
}

export async function idleSockets(count: number, seconds = Number(process.env.BENCH_IDLE_SECONDS ?? 240)) {
  // Both ends of every socket live on this machine: one in the server, one here (each process
  // has its own limit; the server inherits ours).
  const asked = count;
  count = Math.min(count, raiseFileLimit(count + 10_000) - 2_000);
  const deadline = performance.now() + seconds * 1000;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-idle-bench-'));
  const server = await startKingside({ dataDir, nodeArgs: GC_ON_SIGNAL, env: { LOG_LEVEL: 'error' } });
  const pid = server.child.pid!;
  const opened: Guest[] = [];
  let failed = 0;
  try {
    const cookies = await inBatches(Array.from({ length: Math.ceil(count / SOCKETS_PER_SESSION) }), 20, () =>
      guestCookie(server.http),
    );
    const empty = await settledRss(pid);
    const started = performance.now();
    await inBatches(
      Array.from({ length: count }, (_, i) => i),
      200,
      async (i) => {
        if (performance.now() > deadline) return;
        const cookie = cookies[Math.floor(i / SOCKETS_PER_SESSION)]!;
        try {
          opened.push(await Guest.open(server.socketUrl, cookie, sourceAddress(i)));
        } catch {
          failed++;
        }
      },
    );
    const openSeconds = (performance.now() - started) / 1000;
    const open = opened.filter((guest) => guest.ws.readyState === guest.ws.OPEN).length;
    const full = await settledRss(pid);
    console.log(
      `\nidle sockets: ${open} of ${count}${count < asked ? ` (${asked} asked; the file limit allows no more)` : ''} open on one node (${failed} failed, opened in ${openSeconds.toFixed(1)} s, ` +
        `${Math.ceil(count / SOCKETS_PER_SESSION)} guest sessions, ${SOCKETS_PER_ADDRESS} sockets per source address 127.1.x.y)`,
    );
    console.log(
      `  server RSS after a full GC: ${(full / 1024 ** 2).toFixed(0)} MiB with them open ` +
        `(${(empty / 1024 ** 2).toFixed(0)} MiB before; ${((full - empty) / Math.max(1, open) / 1024).toFixed(1)} KiB a socket); ` +
        `goal ${asked} sockets under 1 GB: ${open === asked && full < GOAL_BYTES ? 'met' : count < asked ? 'not measured' : 'missed'}`,
    );
  } finally {
    for (const guest of opened) guest.close();
    await stopKingside(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
