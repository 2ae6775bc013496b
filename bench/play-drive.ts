// The live-play bench's driver: plays paired sockets at a steady total rate and measures the
// move-to-opponent latency and the server's CPU per move (bench/play.bench.ts runs it).
import { readdirSync, readFileSync } from 'node:fs';
import type WebSocket from 'ws';
import { inBatches, SCRIPT } from '../apps/server/src/modules/play/live-server.fixture';

export const WARMUP_SECONDS = 2;
/** Error frames kept per run for the report (BENCH_ERRORS): the first few say what went wrong. */
const ERRORS_KEPT = Number(process.env.BENCH_ERRORS ?? 5);

/**
 * Two sockets of one game: `sockets[0]` moves on even plies; `ply` is the next one, kept between
 * runs. `plyOf` reads the ply a message delivers; `restart` starts a new game for the pair when the
 * script is played out (a game cannot go on forever).
 */
export interface Lane {
  gameId: string;
  sockets: [WebSocket, WebSocket];
  ply: number;
  plyOf(text: string): number | null;
  restart(): Promise<void>;
}

/** One measured move: which event it made, and when (epoch ms) it was sent and reached the opponent. */
export interface Sample {
  gameId: string;
  version: number;
  sentAt: number;
  receivedAt: number;
}

export interface DriveFigures {
  movesPerSecond: number;
  p50: number;
  p99: number;
  errors: string[];
  finished: number;
  /** Server CPU per move in the measured window, µs (see cpuPerMove). */
  cpuUs: { main: number; busiest: number; rest: number };
  /** The server's write system calls per move (socket writes, mostly). */
  writesPerMove: number;
  /** The bench's own CPU per move, µs: its sockets share the machine with the server. */
  clientCpuUs: number;
  /**
   * Time the server's main thread was ready to run but waited for a core, ms per second of the
   * window: the machine's other load, which no change to the server removes.
   */
  runQueueMsPerS: number;
  samples: Sample[];
  /** How long the measured window lasted, s. */
  seconds: number;
}

/** Write system calls of `pid` so far (Linux `/proc/<pid>/io`). */
const writeCalls = (pid: number) => Number(/syscw: (\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))![1]);

/** Time the thread `tid` of `pid` has spent runnable on a run queue, waiting for a core, ms (Linux schedstat). */
const runQueueMs = (pid: number, tid = pid) =>
  Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;

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

const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The value at quantile `q` of sorted `values`. */
export const quantile = (values: readonly number[], q: number) =>
  values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;

/**
 * Plays every lane at `rate` total moves/s for the warm-up plus `seconds` measured; `window` is told
 * when the measured window opens and closes (the server's own timings). Leaves every lane idle, its
 * `ply` the game's next one, so the lanes can be driven again.
 */
export async function drive(
  lanes: Lane[],
  pid: number,
  rate: number,
  seconds: number,
  window: { open(): void; close(): Promise<void> } = { open() {}, close: async () => {} },
): Promise<DriveFigures> {
  const interval = (lanes.length / rate) * 1000;
  const samples: Sample[] = [];
  const errors: string[] = [];
  let finished = 0;
  let measuring = false;
  let stopped = false;
  let inFlight = 0;
  /** Lanes whose played-out game is being replaced: no move of theirs is in flight meanwhile. */
  let restarting = 0;
  const detach: (() => void)[] = [];
  for (const lane of lanes) {
    let sentAt = 0;
    let sentEpoch = 0;
    let ref = 0;
    let waiting = false;
    const move = () => {
      if (stopped) return;
      if (lane.ply >= SCRIPT.length) {
        finished++;
        restarting++;
        lane.restart().then(
          () => {
            restarting--;
            lane.ply = 0;
            move();
          },
          (error) => {
            restarting--;
            errors.push(String(error));
          },
        );
        return;
      }
      sentAt = performance.now();
      sentEpoch = epochNow();
      const text = `{"t":"move","gameId":"${lane.gameId}","uci":"${SCRIPT[lane.ply]}","version":${lane.ply},"ref":${++ref}}`;
      waiting = true;
      inFlight++;
      lane.sockets[lane.ply % 2]!.send(text);
    };
    for (const socket of lane.sockets) {
      const listener = (data: WebSocket.RawData) => {
        const text = String(data);
        // Read as the message comes: a new game may have given the pair the other colours.
        const side = lane.sockets.indexOf(socket);
        if (text.startsWith('{"t":"error"')) {
          if (errors.length < ERRORS_KEPT) errors.push(text);
          // A game that ended under a slow run (its first move came too late) is played again.
          if (waiting && text.includes('"code":"game_over"') && text.includes(lane.gameId)) {
            waiting = false;
            inFlight--;
            lane.ply = SCRIPT.length;
            move();
          }
          return;
        }
        if (!waiting || side === lane.ply % 2 || lane.plyOf(text) !== lane.ply) return;
        const now = performance.now();
        waiting = false;
        inFlight--;
        if (measuring) {
          samples.push({
            gameId: lane.gameId,
            version: lane.ply + 1,
            sentAt: sentEpoch,
            receivedAt: epochNow(),
          });
        }
        lane.ply++;
        setTimeout(move, Math.max(0, sentAt + interval - now));
      };
      socket.on('message', listener);
      detach.push(() => socket.off('message', listener));
    }
    setTimeout(move, Math.random() * interval);
  }
  await sleep(WARMUP_SECONDS * 1000);
  window.open();
  measuring = true;
  const started = performance.now();
  const cpuBefore = threadCpu(pid);
  const clientBefore = process.cpuUsage();
  const writesBefore = writeCalls(pid);
  const waitedBefore = runQueueMs(pid);
  await sleep(seconds * 1000);
  measuring = false;
  const cpuAfter = threadCpu(pid);
  const waited = runQueueMs(pid) - waitedBefore;
  const client = process.cpuUsage(clientBefore);
  const moves = samples.length;
  const writesPerMove = (writeCalls(pid) - writesBefore) / moves;
  const elapsed = (performance.now() - started) / 1000;
  await window.close();
  stopped = true;
  // The moves in flight are answered, and the games being replaced paired, before the next run
  // starts from the lanes' plies.
  for (let i = 0; i < 100 && inFlight + restarting > 0; i++) await sleep(100);
  if (inFlight > 0) errors.push(`${inFlight} moves unanswered 10 s after the run`);
  if (restarting > 0) errors.push(`${restarting} played-out games not yet paired again 10 s after the run`);
  for (const off of detach) off();
  return {
    movesPerSecond: moves / elapsed,
    ...latencyQuantiles(samples),
    errors,
    finished,
    cpuUs: cpuPerMove(pid, cpuBefore, cpuAfter, moves),
    writesPerMove,
    clientCpuUs: (client.user + client.system) / moves,
    runQueueMsPerS: waited / elapsed,
    samples,
    seconds: elapsed,
  };
}

function latencyQuantiles(samples: readonly Sample[]): { p50: number; p99: number } {
  const latencies = samples.map((s) => s.receivedAt - s.sentAt).sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}

/** The figures of several runs as one: latencies over all their moves, costs per move over all of them. */
export function pooled(runs: readonly DriveFigures[]): DriveFigures {
  const samples = runs.flatMap((r) => r.samples);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const perMove = (of: (r: DriveFigures) => number) =>
    runs.reduce((sum, r) => sum + of(r) * r.samples.length, 0) / samples.length;
  return {
    movesPerSecond: samples.length / seconds,
    ...latencyQuantiles(samples),
    errors: runs.flatMap((r) => r.errors),
    finished: runs.reduce((sum, r) => sum + r.finished, 0),
    cpuUs: {
      main: perMove((r) => r.cpuUs.main),
      busiest: perMove((r) => r.cpuUs.busiest),
      rest: perMove((r) => r.cpuUs.rest),
    },
    writesPerMove: perMove((r) => r.writesPerMove),
    clientCpuUs: perMove((r) => r.clientCpuUs),
    runQueueMsPerS: runs.reduce((sum, r) => sum + r.runQueueMsPerS * r.seconds, 0) / seconds,
    samples,
    seconds,
  };
}

/**
 * Plays each lane's first two plies at once, a few lanes at a time: a game is aborted when its first
 * moves do not come within FIRST_MOVE_MS, and on a loaded machine pairing a thousand games takes
 * longer than that, so the measured runs would spend themselves restarting games. A lane whose game
 * ended already starts a new one first; one refused five times is left out (with why), the rest
 * answered.
 */
export async function openLanes(lanes: Lane[], width = 50): Promise<{ opened: Lane[]; refusals: string[] }> {
  const pending = [...lanes];
  const refusals: string[] = [];
  const worker = async () => {
    for (let lane = pending.shift(); lane; lane = pending.shift()) {
      for (let attempt = 1; lane.ply < 2; attempt++) {
        const refusal = await playOpening(lane);
        if (refusal === null) break;
        if (attempt === 5) {
          refusals.push(refusal);
          break;
        }
        await lane.restart();
        lane.ply = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return { opened: lanes.filter((lane) => lane.ply >= 2), refusals };
}

/**
 * Starts new games, before a run, for the lanes whose game would be played out during it at `rate`
 * (with its warm-up): a thousand games ending at once in a run measured the lobby pairing a
 * thousand rematches, which the relay's restart does not do, instead of the moves. Answers how
 * many lanes were restarted. A run longer than a game still restarts its lanes as it goes.
 */
export async function freshen(lanes: Lane[], rate: number, seconds: number): Promise<number> {
  const needed = Math.ceil((rate / lanes.length) * (WARMUP_SECONDS + seconds));
  const stale = lanes.filter((lane) => SCRIPT.length - lane.ply < needed);
  await inBatches(stale, 50, async (lane) => {
    await lane.restart();
    lane.ply = 0;
  });
  const { refusals } = await openLanes(stale);
  if (refusals.length) throw new Error(`${refusals.length} games could not be opened again: ${refusals[0]}`);
  return stale.length;
}

/** Plays the lane's next plies up to the second; answers the server's refusal, if any (the game is over). */
async function playOpening(lane: Lane): Promise<string | null> {
  while (lane.ply < 2) {
    const ply = lane.ply;
    const answer = new Promise<string | null>((resolve) => {
      const listeners = lane.sockets.map((socket, side) => {
        const listener = (data: WebSocket.RawData) => {
          const text = String(data);
          const refused = text.startsWith('{"t":"error"') && text.includes(lane.gameId);
          if (!refused && (side === ply % 2 || lane.plyOf(text) !== ply)) return;
          for (const [i, s] of lane.sockets.entries()) s.off('message', listeners[i]!);
          resolve(refused ? text : null);
        };
        socket.on('message', listener);
        return listener;
      });
    });
    lane.sockets[ply % 2]!.send(
      `{"t":"move","gameId":"${lane.gameId}","uci":"${SCRIPT[ply]}","version":${ply},"ref":0}`,
    );
    const refusal = await answer;
    if (refusal !== null) return refusal;
    lane.ply++;
  }
  return null;
}
