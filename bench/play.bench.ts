// `npm run bench` (after the HTTP one): live play over the real game socket. N games (BENCH_GAMES,
// default 1,000 = 2,000 sockets) play a scripted legal game at a steady total rate (BENCH_RATE moves/s),
// every move durable before it is acknowledged. Measured: moves/s, move-to-opponent latency (the move
// sent on the mover's socket → the `game.event` on the opponent's), and server memory per socket.
// Beside it, in the same run, a bare `ws` server relays the same messages between paired sockets.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerMessage } from '@kingside/contract';
import WebSocket from 'ws';
import {
  Guest,
  guestCookie,
  inBatches,
  pairThroughLobby,
  ROOT,
  rssOf,
  SCRIPT,
  startKingside,
  stopKingside,
} from '../apps/server/src/modules/play/live-server.fixture';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 16_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const GOALS = { movesPerSecond: 16_000, p99Ms: 10, ratio: 0.5 };

interface Figures {
  name: string;
  movesPerSecond: number;
  p50: number;
  p99: number;
  bytesPerSocket: number;
  errors: string[];
  finished: number;
  /** Server CPU per move in the measured window, µs (see cpuPerMove). */
  cpuUs: { main: number; busiest: number; rest: number };
  /** The server's write system calls per move (socket writes, mostly). */
  writesPerMove: number;
  /** The bench's own CPU per move, µs: its sockets share the machine with the server. */
  clientCpuUs: number;
}

/** Write system calls of `pid` so far (Linux `/proc/<pid>/io`). */
const writeCalls = (pid: number) => Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);

/** CPU time (user + system) of each thread of `pid` so far, µs, by thread id. */
function threadCpu(pid: number): Map<number, number> {
  const figures = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      figures.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * 10_000);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return figures;
}

/**
 * Server CPU per move between two readings: the main thread, the busiest other thread (the embedded
 * database's, when PGlite runs), and the rest (the garbage collector's helpers, libuv).
 */
function cpuPerMove(pid: number, before: Map<number, number>, after: Map<number, number>, moves: number) {
  const spent = [...after].map(([tid, us]) => ({ tid, us: us - (before.get(tid) ?? 0) }));
  const main = spent.find((t) => t.tid === pid)?.us ?? 0;
  const others = spent.filter((t) => t.tid !== pid).sort((a, b) => b.us - a.us);
  const busiest = others[0]?.us ?? 0;
  const rest = others.slice(1).reduce((sum, t) => sum + t.us, 0);
  return { main: main / moves, busiest: busiest / moves, rest: rest / moves };
}

/**
 * Two sockets of one game: `sockets[0]` moves on even plies. `plyOf` reads the ply a message delivers;
 * `restart` starts a new game for the pair when the script is played out (a game cannot go on forever).
 */
interface Lane {
  gameId: string;
  sockets: [WebSocket, WebSocket];
  plyOf(text: string): number | null;
  restart(): Promise<void>;
}

/** Plays every lane at the steady rate for the warm-up plus the measured window. */
async function drive(lanes: Lane[], pid: number): Promise<Omit<Figures, 'name' | 'bytesPerSocket'>> {
  const interval = (lanes.length / RATE) * 1000;
  const latencies: number[] = [];
  const errors: string[] = [];
  let moves = 0;
  let finished = 0;
  let measuring = false;
  let stopped = false;
  for (const lane of lanes) {
    let ply = 0;
    let sentAt = 0;
    let ref = 0;
    const move = () => {
      if (stopped) return;
      if (ply >= SCRIPT.length) {
        finished++;
        lane.restart().then(
          () => {
            ply = 0;
            move();
          },
          (error) => errors.push(String(error)),
        );
        return;
      }
      sentAt = performance.now();
      const text = `{"t":"move","gameId":"${lane.gameId}","uci":"${SCRIPT[ply]}","version":${ply},"ref":${++ref}}`;
      lane.sockets[ply % 2]!.send(text);
    };
    for (const socket of lane.sockets) {
      socket.on('message', (data) => {
        const side = lane.sockets.indexOf(socket);
        const text = String(data);
        if (text.startsWith('{"t":"error"') && errors.length < 5) errors.push(text);
        if (side === ply % 2 || lane.plyOf(text) !== ply) return;
        const now = performance.now();
        if (measuring) {
          latencies.push(now - sentAt);
          moves++;
        }
        ply++;
        setTimeout(move, Math.max(0, sentAt + interval - now));
      });
    }
    setTimeout(move, Math.random() * interval);
  }
  await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
  measuring = true;
  const started = performance.now();
  const cpuBefore = threadCpu(pid);
  const clientBefore = process.cpuUsage();
  const writesBefore = writeCalls(pid);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const cpuAfter = threadCpu(pid);
  const client = process.cpuUsage(clientBefore);
  const writesPerMove = (writeCalls(pid) - writesBefore) / moves;
  const seconds = (performance.now() - started) / 1000;
  stopped = true;
  await new Promise((r) => setTimeout(r, 500));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const cpuUs = cpuPerMove(pid, cpuBefore, cpuAfter, moves);
  return {
    movesPerSecond: moves / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    finished,
    cpuUs,
    writesPerMove,
    clientCpuUs: (client.user + client.system) / moves,
  };
}

/** Lets the bench collect garbage in a child before reading its memory (SIGUSR2 → `gc()`). */
const GC_ON_SIGNAL = [
  '--expose-gc',
  '--import',
  'data:text/javascript,process.on("SIGUSR2",()=>globalThis.gc())',
];

/** Resident memory after a full garbage collection, so startup garbage does not blur the figure. */
async function settledRss(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 500));
  return rssOf(pid);
}

function startChild(script: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...GC_ON_SIGNAL, script], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0' },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready on (\d+)/.exec(String(chunk));
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

const openSocket = (url: string, headers: Record<string, string> = {}) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

async function echoBaseline(): Promise<Figures> {
  const { child, port } = await startChild('bench/ws-echo-server.mjs');
  try {
    const before = await settledRss(child.pid!);
    const lanes = await inBatches(
      Array.from({ length: GAMES }, (_, i) => i),
      50,
      async (i) => {
        const url = `ws://127.0.0.1:${port}/?pair=${i}`;
        const sockets: [WebSocket, WebSocket] = [await openSocket(url), await openSocket(url)];
        const restart = async () => {};
        return {
          gameId: `echo${String(i).padStart(4, '0')}`,
          sockets,
          plyOf: versionOf,
          restart,
        } satisfies Lane;
      },
    );
    const bytesPerSocket = ((await settledRss(child.pid!)) - before) / (GAMES * 2);
    const figures = await drive(lanes, child.pid!);
    for (const lane of lanes) for (const socket of lane.sockets) socket.terminate();
    return { name: 'bare ws relay', bytesPerSocket, ...figures };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The echo relays the move itself: its `version` is the ply. */
function versionOf(text: string): number | null {
  const match = /"version":(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Kingside answers a move with `game.event` at version ply + 1. */
function eventPlyOf(text: string): number | null {
  if (!text.startsWith('{"t":"game.event"') || !text.includes('"kind":"move"')) return null;
  const version = versionOf(text);
  return version === null ? null : version - 1;
}

/** The next message on `ws` that `match` accepts, parsed. */
function nextMessage(ws: WebSocket, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  return new Promise((resolve) => {
    const listener = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (!match(message)) return;
      ws.off('message', listener);
      resolve(message);
    };
    ws.on('message', listener);
  });
}

/** A played-out game is resigned; the pair meets again in a pool of its own (a time control no one else uses). */
async function rematch(lane: Lane, tc: { initial: number; increment: number }): Promise<void> {
  const old = lane.gameId;
  lane.sockets[0].send(JSON.stringify({ t: 'resign', gameId: old }));
  const paired = lane.sockets.map((ws) => nextMessage(ws, (m) => m.t === 'paired'));
  for (const ws of lane.sockets) {
    ws.send(JSON.stringify({ t: 'unwatch', gameId: old }));
    ws.send(JSON.stringify({ t: 'seek', tc, rated: false }));
  }
  const { gameId } = (await Promise.all(paired))[0] as Extract<ServerMessage, { t: 'paired' }>;
  const views = await Promise.all(
    lane.sockets.map((ws) => {
      const full = nextMessage(ws, (m) => m.t === 'game.full' && m.game.id === gameId);
      ws.send(JSON.stringify({ t: 'watch', gameId }));
      return full as Promise<Extract<ServerMessage, { t: 'game.full' }>>;
    }),
  );
  if (views[0]!.game.you !== 'white') lane.sockets.reverse();
  lane.gameId = gameId;
}

async function kingside(): Promise<Figures & { bytesPerSocketWithGames: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-play-bench-'));
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
  const server = await startKingside({
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
    nodeArgs: [...GC_ON_SIGNAL, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    env: { LOG_LEVEL: 'error' },
  });
  const pid = server.child.pid!;
  try {
    const cookies = await inBatches(Array.from({ length: GAMES * 2 }), 20, () => guestCookie(server.http));
    const before = await settledRss(pid);
    const guests = await inBatches(cookies, 50, (cookie) => Guest.open(server.socketUrl, cookie));
    const bytesPerSocket = ((await settledRss(pid)) - before) / guests.length;
    const games = await pairThroughLobby(guests);
    const bytesPerSocketWithGames = ((await settledRss(pid)) - before) / guests.length;
    const lanes = games.map((game, i): Lane => {
      // The bench reads messages itself, without parsing each one into an object.
      for (const guest of [game.white, game.black]) guest.ws.removeAllListeners('message');
      const lane: Lane = {
        gameId: game.id,
        sockets: [game.white.ws, game.black.ws],
        plyOf: eventPlyOf,
        restart: () => rematch(lane, { initial: 60 + (i % 10_000), increment: 0 }),
      };
      return lane;
    });
    const figures = await drive(lanes, pid);
    for (const guest of guests) guest.close();
    return { name: 'kingside game socket', bytesPerSocket, bytesPerSocketWithGames, ...figures };
  } finally {
    await stopKingside(server.child);
    if (!process.env.BENCH_DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) console.log(`CPU profile of the server written to ${profileDir}`);
  }
}

const echo = await echoBaseline();
const app = await kingside();
const ms = (x: number) => x.toFixed(2).padStart(8);
const kb = (x: number) => `${(x / 1024).toFixed(1)} KiB`.padStart(11);
console.log(
  `\n${GAMES} games (${GAMES * 2} sockets), target ${RATE} moves/s, ${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up; ` +
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`,
);
console.log(
  '                         moves/s   p50 ms   p99 ms   memory/socket   CPU µs/move: main thread  busiest other  rest   bench client   writes/move',
);
for (const f of [echo, app]) {
  console.log(
    `${f.name.padEnd(22)} ${f.movesPerSecond.toFixed(0).padStart(9)} ${ms(f.p50)} ${ms(f.p99)} ${kb(f.bytesPerSocket)}` +
      `${f.cpuUs.main.toFixed(1).padStart(29)} ${f.cpuUs.busiest.toFixed(1).padStart(14)} ${f.cpuUs.rest.toFixed(1).padStart(6)} ${f.clientCpuUs.toFixed(1).padStart(14)} ${f.writesPerMove.toFixed(2).padStart(13)}`,
  );
}
console.log(
  `  (server RSS after a full GC, per socket: ${kb(app.bytesPerSocket).trim()} once open; ${kb(app.bytesPerSocketWithGames).trim()} with the games created and followed, the game cache and the database's memory included)`,
);
const ratio = app.movesPerSecond / echo.movesPerSecond;
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
console.log(`\nratio kingside / bare relay (moves/s): ${ratio.toFixed(2)}`);
console.log(
  `goal ${GOALS.movesPerSecond} durable moves/s: ${verdict(app.movesPerSecond >= GOALS.movesPerSecond)}`,
);
console.log(`goal p99 ≤ ${GOALS.p99Ms} ms: ${verdict(app.p99 <= GOALS.p99Ms)}`);
console.log(`goal ≥ ${GOALS.ratio}× the relay: ${verdict(ratio >= GOALS.ratio)}`);
console.log(`(games played out and restarted: ${echo.finished} on the relay, ${app.finished} on Kingside)`);
for (const f of [echo, app]) if (f.errors.length) console.log(`${f.name} errors: ${f.errors.join('\n')}`);
process.exit(0);
