// The bench's idle-socket step: N open sockets on one node that do nothing but what an open tab does,
// and the server's memory with them open (goal: 50,000 in under 1 GB). Loopback only. Each socket is
// a guest session's tab as the web client opens it: half on the play page (following the lobby), half
// on a game page (watching one of a few live games), every one pinging each SOCKET_PING_MS with its
// lag. The server caps sockets per session and per address (SOCKET_LIMITS), so they come from many
// guest sessions and from many source addresses of 127.0.0.0/8 (which also keeps each address's
// ephemeral ports enough). Reported apart: the base (the server with no socket open), the cost of
// one more socket (the slope between half and all of them open), and a projection to the goal.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_LIMITS, SOCKET_PING_MS } from '@kingside/contract';
import {
  Guest,
  guestCookie,
  inBatches,
  pairThroughLobby,
  startKingside,
  stopKingside,
} from '../apps/server/src/modules/play/live-server.fixture';
import { GC_ON_SIGNAL, settledRss } from './server-memory';

const SOCKETS_PER_ADDRESS = Math.min(400, SOCKET_LIMITS.perAddress);
const SOCKETS_PER_SESSION = Math.min(16, SOCKET_LIMITS.perSession);
/** Live games the game-page sockets watch (their players' sockets are open too, counted apart). */
const GAMES = 50;
const GOAL_BYTES = 1024 ** 3;
const MiB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

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

/** Pings every open socket once per SOCKET_PING_MS, spread over the period as tabs' timers are. */
function pingEvery(guests: readonly Guest[]): () => void {
  const SLICES = 25;
  let next = 0;
  const timer = setInterval(() => {
    const slice = Math.ceil(guests.length / SLICES);
    for (let k = 0; k < slice && guests.length > 0; k++) {
      guests[(next + k) % guests.length]!.send({ t: 'ping', lag: 20 });
    }
    next = guests.length > 0 ? (next + slice) % guests.length : 0;
  }, SOCKET_PING_MS / SLICES);
  return () => clearInterval(timer);
}

export async function idleSockets(count: number, seconds = Number(process.env.BENCH_IDLE_SECONDS ?? 240)) {
  // Both ends of every socket live on this machine: one in the server, one here (each process
  // has its own limit; the server inherits ours).
  const asked = count;
  const fileLimit = raiseFileLimit(count + 10_000);
  count = Math.min(count, fileLimit - 2_000);
  const deadline = performance.now() + seconds * 1000;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-idle-bench-'));
  const server = await startKingside({ dataDir, nodeArgs: GC_ON_SIGNAL, env: { LOG_LEVEL: 'error' } });
  const pid = server.child.pid!;
  const players: Guest[] = [];
  const idle: Guest[] = [];
  const stopPings = pingEvery(idle);
  let failed = 0;
  try {
    const base = await settledRss(pid);
    const playerCookies = await inBatches(Array.from({ length: GAMES * 2 }), 20, () =>
      guestCookie(server.http),
    );
    players.push(...(await inBatches(playerCookies, 20, (cookie) => Guest.open(server.socketUrl, cookie))));
    const games = (await pairThroughLobby(players)).map((game) => game.id);
    const cookies = await inBatches(Array.from({ length: Math.ceil(count / SOCKETS_PER_SESSION) }), 20, () =>
      guestCookie(server.http),
    );
    const openFrom = async (from: number, to: number) => {
      await inBatches(
        Array.from({ length: to - from }, (_, k) => from + k),
        200,
        async (i) => {
          if (performance.now() > deadline) return;
          try {
            const guest = await Guest.open(
              server.socketUrl,
              cookies[Math.floor(i / SOCKETS_PER_SESSION)]!,
              sourceAddress(i),
            );
            guest.send(
              i % 2 === 0
                ? { t: 'lobby', subscribe: true }
                : { t: 'watch', gameId: games[i % games.length]! },
            );
            idle.push(guest);
          } catch {
            failed++;
          }
        },
      );
      return {
        open: idle.filter((guest) => guest.ws.readyState === guest.ws.OPEN).length,
        rss: await settledRss(pid),
      };
    };
    const started = performance.now();
    const half = await openFrom(0, Math.floor(count / 2));
    const full = await openFrom(Math.floor(count / 2), count);
    const openSeconds = (performance.now() - started) / 1000;
    report({ asked, count, fileLimit, base, half, full, failed, openSeconds });
  } finally {
    stopPings();
    for (const guest of [...idle, ...players]) guest.close();
    await stopKingside(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Figures {
  asked: number;
  count: number;
  fileLimit: number;
  /** RSS after a full GC: with no socket open, with half of them, with all. */
  base: number;
  half: { open: number; rss: number };
  full: { open: number; rss: number };
  failed: number;
  openSeconds: number;
}

function report({ asked, count, fileLimit, base, half, full, failed, openSeconds }: Figures) {
  const perSocket = (full.rss - half.rss) / Math.max(1, full.open - half.open);
  const projected = full.rss + (asked - full.open) * perSocket;
  console.log(
    `\nidle sockets: ${full.open} of ${count} open on one node (${failed} failed, opened in ${openSeconds.toFixed(1)} s; ` +
      `${Math.ceil(count / SOCKETS_PER_SESSION)} guest sessions, ${SOCKETS_PER_ADDRESS} sockets per source address 127.1.x.y; ` +
      `half following the lobby, half watching ${GAMES} live games, all pinging every ${SOCKET_PING_MS} ms)`,
  );
  if (count < asked) {
    console.log(
      `  the file limit here (${fileLimit} descriptors a process, not raisable) stops it at ${count}: ${asked} were asked, ` +
        `so the figure at ${asked} below is a projection, not a measurement`,
    );
  }
  console.log(
    `  server RSS after a full GC: base ${MiB(base)} with no socket open (${GAMES} games' players aside); ` +
      `${MiB(half.rss)} at ${half.open}; ${MiB(full.rss)} at ${full.open}`,
  );
  console.log(
    `  per socket: ${(perSocket / 1024).toFixed(1)} KiB (the slope from ${half.open} to ${full.open} open); ` +
      `${asked} sockets: ${full.open >= asked ? `${MiB(full.rss)} measured` : `${MiB(projected)} projected (${MiB(full.rss)} measured at ${full.open} + ${asked - full.open} × the slope)`}; ` +
      `goal under 1 GB: ${full.open >= asked ? (full.rss < GOAL_BYTES ? 'met' : 'missed') : projected < GOAL_BYTES ? 'met by the projection only' : 'missed by the projection'}`,
  );
}
