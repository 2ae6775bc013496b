import {
  constants,
  type IntervalHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
} from 'node:perf_hooks';
import type { GameWrite } from './game-state';

/**
 * Where a move's time goes on the server, for the live-play bench only (KINGSIDE_PLAY_TIMINGS): a timed
 * write's enqueue, batch start and commit, and when its event's first frame was handed to a socket.
 * Off, nothing is built and the hot path pays one null check per step. Times are epoch milliseconds
 * with microseconds (timeOrigin + performance.now()), so a client on the same machine can line them
 * up with its own.
 */
export interface PlayTimings {
  enqueued(write: GameWrite): void;
  batchStarted(writes: readonly GameWrite[]): void;
  committed(writes: readonly GameWrite[]): void;
  /** A frame with this version's event was queued on a socket (it is written at the tick's end). */
  framed(gameId: string, version: number): void;
}

export interface TimingsWindow {
  /** On the monotonic clock, µs: CPU profiles (`--cpu-prof`) count on it too. */
  span: [number, number];
  /**
   * Event-loop delay over the window, ms. Each window has its own histogram: one re-enabled would
   * count the time between windows as a delay.
   */
  loopDelay: { p50: number; p99: number; max: number; mean: number };
}

/** One move as the bench reads it: `[gameId, version, enqueued, batchStart, committed, written]`. */
export type TimedMove = [string, number, number, number, number, number];

export interface TimingsReport {
  moves: TimedMove[];
  windows: TimingsWindow[];
  /** The main thread's garbage collections in the windows: `[start (epoch ms), pause ms, full]`. */
  gc: [number, number, boolean][];
}

const now = () => performance.timeOrigin + performance.now();

/**
 * One move in four is timed (by its version, so the bench's own records of it still join): maps and
 * records for every move were a fifteenth of what the measured server promoted to its old generation.
 */
const timed = (version: number) => (version & 3) === 0;

interface Open {
  enqueued: number;
  started: number;
  committed: number;
}

/**
 * The moves timed so far, as columns: a tuple per move lived the whole window and was promoted to
 * the old generation, load the collector of the very server being measured carried for the bench.
 */
export function timedColumns() {
  let ids: string[] = [];
  let numbers = new Float64Array(5 * 16_384);
  let count = 0;
  return {
    push(
      gameId: string,
      version: number,
      enqueued: number,
      started: number,
      committed: number,
      written: number,
    ) {
      if ((count + 1) * 5 > numbers.length) {
        const grown = new Float64Array(numbers.length * 2);
        grown.set(numbers);
        numbers = grown;
      }
      const at = count * 5;
      numbers[at] = version;
      numbers[at + 1] = enqueued;
      numbers[at + 2] = started;
      numbers[at + 3] = committed;
      numbers[at + 4] = written;
      ids.push(gameId);
      count++;
    },
    /** The moves as the report has them; empties the columns. */
    drain(): TimedMove[] {
      const moves = ids.map((id, i): TimedMove => {
        const at = i * 5;
        return [id, numbers[at]!, numbers[at + 1]!, numbers[at + 2]!, numbers[at + 3]!, numbers[at + 4]!];
      });
      ids = [];
      count = 0;
      return moves;
    },
  };
}

/** Where the bench's messages come from and the report goes: the server's IPC channel to the bench. */
export interface TimingsChannel {
  on(event: 'message', listener: (message: { t?: string }) => void): unknown;
  send?(message: { t: 'play-timings.report'; report: TimingsReport }): unknown;
}

/**
 * Collects in the windows between a `play-timings.start` and a `play-timings.stop` message on the IPC
 * channel of a bench-spawned server (the bench measures in rounds, the relay run between them), and
 * answers a `play-timings.collect` with a `TimingsReport` of every window since the last one.
 */
export function createPlayTimings(channel: TimingsChannel = process): PlayTimings {
  let recording = false;
  let histogram: IntervalHistogram | null = null;
  const open = new Map<GameWrite, Open>();
  const byEvent = new Map<string, Open>();
  const done = timedColumns();
  const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
  let windows: TimingsWindow[] = [];
  let openedAt = 0;
  const gc: TimingsReport['gc'] = [];
  const gcObserver = new PerformanceObserver((list) => {
    if (!recording) return;
    for (const entry of list.getEntries()) {
      const full =
        (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
        constants.NODE_PERFORMANCE_GC_MAJOR;
      gc.push([performance.timeOrigin + entry.startTime, entry.duration, full]);
    }
  });
  const ms = (ns: number) => ns / 1e6;

  channel.on('message', (message: { t?: string }) => {
    if (message?.t === 'play-timings.start' && !recording) {
      // A move begun before the window would be timed from the middle.
      open.clear();
      byEvent.clear();
      gcObserver.observe({ entryTypes: ['gc'] });
      histogram = monitorEventLoopDelay({ resolution: 1 });
      histogram.enable();
      recording = true;
      openedAt = monotonicUs();
    } else if (message?.t === 'play-timings.stop' && recording && histogram) {
      recording = false;
      histogram.disable();
      gcObserver.disconnect();
      windows.push({
        span: [openedAt, monotonicUs()],
        loopDelay: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
          mean: ms(histogram.mean),
        },
      });
    } else if (message?.t === 'play-timings.collect') {
      const report: TimingsReport = { moves: done.drain(), windows, gc: gc.splice(0) };
      windows = [];
      channel.send?.({ t: 'play-timings.report', report });
    }
  });

  return {
    enqueued(write) {
      if (recording && timed(write.version)) open.set(write, { enqueued: now(), started: 0, committed: 0 });
    },
    batchStarted(writes) {
      if (!recording || open.size === 0) return;
      const at = now();
      for (const write of writes) {
        const entry = open.get(write);
        if (entry) entry.started = at;
      }
    },
    committed(writes) {
      if (!recording || open.size === 0) return;
      const at = now();
      for (const write of writes) {
        const entry = open.get(write);
        if (!entry) continue;
        open.delete(write);
        entry.committed = at;
        // A plain move has one event, at the version after the write's.
        byEvent.set(`${write.gameId}:${write.version + 1}`, entry);
      }
    },
    framed(gameId, version) {
      if (!recording || !timed(version - 1)) return;
      const key = `${gameId}:${version}`;
      const entry = byEvent.get(key);
      if (!entry) return;
      byEvent.delete(key);
      // The frames of a tick leave in one write when the tick ends (socket-sender.ts).
      process.nextTick(() =>
        done.push(gameId, version, entry.enqueued, entry.started, entry.committed, now()),
      );
    },
  };
}
