// `npm run bench` (after the HTTP one): live play over the real game socket. N games (BENCH_GAMES,
// default 1,000 = 2,000 sockets) play a scripted legal game at steady total rates (BENCH_RATES moves/s,
// comma list), every move durable before it is acknowledged. Measured per rate: moves/s,
// move-to-opponent latency (the move sent on the mover's socket → the `game.event` on the
// opponent's), server CPU per move, and where the time goes on the server (play-breakdown.ts: the
// steps, the event-loop delay, the main thread's GC pauses against the slowest 1% of moves), and how
// long the server's main thread waited for a core (the machine's other load: on a shared machine it
// decides the latencies); once: server memory per socket. Beside it, at each rate in the same run, a
// bare `ws` server relays the same messages between paired sockets, the two taking turns
// (BENCH_ROUNDS, default 2: relay, Kingside, Kingside, relay) so that both are measured under the
// machine's same drifting load. On the embedded database, then on PostgreSQL too when
// BENCH_DATABASE_URL is set (in a database of its own). Then 50,000 idle sockets on one node
// (idle-sockets.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import {
  Guest,
  guestCookie,
  inBatches,
  type Kingside,
  pairThroughLobby,
  ROOT,
  startKingside,
  stopKingside,
} from '../apps/server/src/modules/play/live-server.fixture';
import { withPostgres } from './friends-search-setup';
import { gcTrace, printGc, TRACE_GC_ARGS } from './gc-trace';
import { idleSockets, sourceAddress } from './idle-sockets';
import { type Breakdown, breakdown, printBreakdown } from './play-breakdown';
import {
  type DriveFigures,
  drive,
  freshen,
  type Lane,
  openLanes,
  pooled,
  WARMUP_SECONDS,
} from './play-drive';
import { eventPlyOf, rematch, timingsWindows, versionOf } from './play-server';
import { GC_ON_SIGNAL, settledRss } from './server-memory';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const RATES = (process.env.BENCH_RATES ?? process.env.BENCH_RATE ?? '2000,4000,16000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Turns each side takes at each rate, its SECONDS split between them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 50_000);
const GOALS = { p99AboveRelayMs: 10, p50AboveRelayMs: 3, cpuRatio: 4, ratio: 0.5 };

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

async function echoBaseline(): Promise<{ child: ChildProcess; lanes: Lane[]; bytesPerSocket: number }> {
  const { child, port } = await startChild('bench/ws-echo-server.mjs');
  const before = await settledRss(child.pid!);
  const lanes = await inBatches(
    Array.from({ length: GAMES }, (_, i) => i),
    50,
    async (i): Promise<Lane> => {
      const url = `ws://127.0.0.1:${port}/?pair=${i}`;
      const sockets: [WebSocket, WebSocket] = [await openSocket(url), await openSocket(url)];
      return {
        gameId: `echo${String(i).padStart(4, '0')}`,
        sockets,
        ply: 0,
        plyOf: versionOf,
        restart: async () => {},
      };
    },
  );
  const bytesPerSocket = ((await settledRss(child.pid!)) - before) / (GAMES * 2);
  return { child, lanes, bytesPerSocket };
}

const movesPerSecond = (f: DriveFigures) => f.movesPerSecond.toFixed(0);

interface Run {
  rate: number;
  relay: DriveFigures;
  app: DriveFigures;
  /** Kingside games replaced before a round, not to be played out during it (freshen). */
  fresh: number;
  /** Moves/s of each round, in the order run. */
  perRound: { relay: string; app: string };
  breakdown: Breakdown;
}

/** The Kingside server on one database, driven at every rate beside the relay. */
async function kingside(databaseUrl: string | null, relay: Lane[], relayPid: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-play-bench-'));
  const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
  const traceGc = Boolean(process.env.BENCH_TRACE_GC);
  const server: Kingside = await startKingside({
    dataDir,
    databaseUrl,
    nodeArgs: [
      ...GC_ON_SIGNAL,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(traceGc ? TRACE_GC_ARGS : []),
      // Extra V8/Node flags for the server (an A/B of a launch flag), space-separated.
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { LOG_LEVEL: 'error', KINGSIDE_PLAY_TIMINGS: '1' },
    ipc: true,
  });
  const pid = server.child.pid!;
  const gc = traceGc && server.child.stdout ? gcTrace(server.child.stdout) : null;
  try {
    const cookies = await inBatches(Array.from({ length: GAMES * 2 }), 20, () => guestCookie(server.http));
    const before = await settledRss(pid);
    // Sockets from several loopback addresses: the server caps them per address (SOCKET_LIMITS).
    const guests = await inBatches(
      cookies.map((cookie, i) => ({ cookie, i })),
      50,
      ({ cookie, i }) => Guest.open(server.socketUrl, cookie, sourceAddress(i)),
    );
    const bytesPerSocket = ((await settledRss(pid)) - before) / guests.length;
    const games = await pairThroughLobby(guests);
    const bytesPerSocketWithGames = ((await settledRss(pid)) - before) / guests.length;
    const lanes = games.map((game, i): Lane => {
      // The bench reads messages itself, without parsing each one into an object.
      for (const guest of [game.white, game.black]) guest.ws.removeAllListeners('message');
      const lane: Lane = {
        gameId: game.id,
        sockets: [game.white.ws, game.black.ws],
        ply: 0,
        plyOf: eventPlyOf,
        // Whole tenths of a minute: the lobby's pool of a custom clock is its minutes to one decimal.
        restart: () => rematch(lane, { initial: 60 + 6 * (i % 1790), increment: 0 }),
      };
      return lane;
    });
    const { opened, refusals } = await openLanes(lanes);
    if (refusals.length)
      console.log(`${refusals.length} games left out, their openings refused (first: ${refusals[0]})`);
    const runs: Run[] = [];
    const windows = timingsWindows(server.child, gc);
    const driveRelay = async (rate: number) => {
      await freshen(relay, rate, SECONDS / ROUNDS);
      return drive(relay, relayPid, rate, SECONDS / ROUNDS);
    };
    for (const rate of RATES) {
      // Relay and Kingside take turns, in the order R K K R …: both see the machine as it is
      // over the same stretch of time (its other load drifts), each for SECONDS in all.
      const relayRounds: DriveFigures[] = [];
      const appRounds: DriveFigures[] = [];
      let fresh = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const relayFirst = round % 2 === 0;
        if (relayFirst) relayRounds.push(await driveRelay(rate));
        fresh += await freshen(opened, rate, SECONDS / ROUNDS);
        const app = await drive(opened, pid, rate, SECONDS / ROUNDS, windows);
        appRounds.push(app);
        if (gc) printGc(windows.gcFigures(), app.samples.length);
        if (!relayFirst) relayRounds.push(await driveRelay(rate));
      }
      const report = await windows.report();
      if (profileDir)
        console.log(
          `profile windows at ${rate} moves/s (pid ${pid}, monotonic µs): ${report.windows.map((w) => w.span.join(' ')).join(', ')}`,
        );
      const app = pooled(appRounds);
      runs.push({
        rate,
        relay: pooled(relayRounds),
        app,
        fresh,
        perRound: {
          relay: relayRounds.map(movesPerSecond).join(' / '),
          app: appRounds.map(movesPerSecond).join(' / '),
        },
        breakdown: breakdown(app.samples, report),
      });
    }
    for (const guest of guests) guest.close();
    return { runs, bytesPerSocket, bytesPerSocketWithGames };
  } finally {
    await stopKingside(server.child);
    if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) console.log(`CPU profile of the server written to ${profileDir}`);
  }
}

const ms = (x: number) => x.toFixed(2).padStart(8);
const kb = (x: number) => `${(x / 1024).toFixed(1)} KiB`.padStart(11);
const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
const cpuOf = (f: DriveFigures) => f.cpuUs.main + f.cpuUs.busiest + f.cpuUs.rest;

function printDatabase(name: string, result: Awaited<ReturnType<typeof kingside>>, relayBytes: number): void {
  console.log(
    `\n${GAMES} games (${GAMES * 2} sockets), ${SECONDS} s measured per rate on each side, in ${ROUNDS} turns each (relay and Kingside alternating), each after ${WARMUP_SECONDS} s warm-up; database: ${name}`,
  );
  for (const { rate, relay, app, fresh, perRound, breakdown: b } of result.runs) {
    console.log(`\ntarget ${rate} moves/s`);
    console.log(
      '                         moves/s   p50 ms   p99 ms   memory/socket   CPU µs/move: main thread  busiest other  rest   bench client   writes/move',
    );
    for (const [label, f, bytes] of [
      ['bare ws relay', relay, relayBytes],
      ['kingside game socket', app, result.bytesPerSocket],
    ] as const) {
      console.log(
        `${label.padEnd(22)} ${f.movesPerSecond.toFixed(0).padStart(9)} ${ms(f.p50)} ${ms(f.p99)} ${kb(bytes)}` +
          `${f.cpuUs.main.toFixed(1).padStart(29)} ${f.cpuUs.busiest.toFixed(1).padStart(14)} ${f.cpuUs.rest.toFixed(1).padStart(6)} ${f.clientCpuUs.toFixed(1).padStart(14)} ${f.writesPerMove.toFixed(2).padStart(13)}`,
      );
    }
    const cpuRatio = cpuOf(app) / cpuOf(relay);
    console.log(
      `  kingside − relay: p50 +${(app.p50 - relay.p50).toFixed(2)} ms (goal ≤ ${GOALS.p50AboveRelayMs}: ${verdict(app.p50 - relay.p50 <= GOALS.p50AboveRelayMs)}), ` +
        `p99 +${(app.p99 - relay.p99).toFixed(2)} ms (goal ≤ ${GOALS.p99AboveRelayMs}: ${verdict(app.p99 - relay.p99 <= GOALS.p99AboveRelayMs)}); ` +
        `server CPU per move ${cpuRatio.toFixed(1)}× the relay's (goal ≤ ${GOALS.cpuRatio}: ${verdict(cpuRatio <= GOALS.cpuRatio)}); ` +
        `moves/s ${(app.movesPerSecond / relay.movesPerSecond).toFixed(2)}× (at saturation, goal ≥ ${GOALS.ratio})`,
    );
    console.log(`  moves/s in each round: relay ${perRound.relay}; Kingside ${perRound.app}`);
    console.log(
      `  main thread waiting for a core (the machine's other load): ${relay.runQueueMsPerS.toFixed(0)} ms/s on the relay, ${app.runQueueMsPerS.toFixed(0)} ms/s on Kingside; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
    );
    printBreakdown('kingside', b);
    for (const [label, f] of [
      ['relay', relay],
      ['kingside', app],
    ] as const) {
      if (f.errors.length) console.log(`  ${label} errors: ${f.errors.join('\n')}`);
    }
    console.log(
      `  (games played out and restarted during the runs: ${relay.finished} on the relay, ${app.finished} on Kingside; ${fresh} Kingside games replaced between rounds)`,
    );
  }
  console.log(
    `\n  (server RSS after a full GC, per socket: ${kb(result.bytesPerSocket).trim()} once open; ${kb(result.bytesPerSocketWithGames).trim()} with the games created and followed, the game cache and the database's memory included)`,
  );
}

const relay = await echoBaseline();
try {
  printDatabase('embedded PGlite', await kingside(null, relay.lanes, relay.child.pid!), relay.bytesPerSocket);
  // In a database of its own, dropped afterwards: the bench migrates what it is given.
  if (process.env.BENCH_DATABASE_URL) {
    await withPostgres(async (url) =>
      printDatabase('PostgreSQL', await kingside(url, relay.lanes, relay.child.pid!), relay.bytesPerSocket),
    );
  }
} finally {
  for (const lane of relay.lanes) for (const socket of lane.sockets) socket.terminate();
  relay.child.kill('SIGTERM');
}
if (IDLE_SOCKETS > 0) await idleSockets(IDLE_SOCKETS);
process.exit(0);
