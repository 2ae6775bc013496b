// Where a move's latency goes: the bench's send and receive times joined with the server's own
// timings of the same move (KINGSIDE_PLAY_TIMINGS, modules/play/play-timings.ts). One clock: both
// processes run on this machine and read epoch time with microseconds.
import type { TimingsReport, TimingsWindow } from '../apps/server/src/modules/play/play-timings';
import { quantile, type Sample } from './play-drive';

/** The steps of one move, in order; their durations add up to its latency. */
export const STEPS = [
  ['in', 'sent → queued for a batch (network, parse, decide)'],
  ['batch wait', 'queued → its batch starts'],
  ['db write', 'batch start → commit'],
  ['out', 'commit → opponent frame written'],
  ['delivery', 'written → read by the opponent (the bench)'],
] as const;

export interface Breakdown {
  joined: number;
  /** Per step: p50 and p99 over all moves, and the mean over the slowest 1% of moves. */
  steps: { p50: number; p99: number; tail: number }[];
  /** The server's event-loop delay in each measured window (round). */
  loopDelay: TimingsWindow['loopDelay'][];
  gc: GcOverlap;
}

/** The server's GC pauses in the window, and how much of the slowest 1% of moves they cover. */
interface GcOverlap {
  pauses: number;
  full: number;
  maxMs: number;
  /** The longest full (mark-compact) pause. */
  maxFullMs: number;
  totalMs: number;
  /** Of the slowest 1% of moves' latency, the share spent inside a main-thread GC pause. */
  tailShare: number;
  /** Of the slowest 1% of moves, how many overlapped a pause of 10 ms or more. */
  tailHitByLong: number;
}

/** Milliseconds of [from, to] inside the pauses (sorted by start, not overlapping each other). */
function pausedWithin(gc: TimingsReport['gc'], from: number, to: number): number {
  let sum = 0;
  for (const [start, ms] of gc) {
    if (start > to) break;
    sum += Math.max(0, Math.min(to, start + ms) - Math.max(from, start));
  }
  return sum;
}

function gcOverlap(gc: TimingsReport['gc'], tail: readonly { from: number; to: number }[]): GcOverlap {
  const long = gc.filter(([, ms]) => ms >= 10);
  const tailMs = tail.reduce((sum, r) => sum + (r.to - r.from), 0);
  return {
    pauses: gc.length,
    full: gc.filter(([, , full]) => full).length,
    maxMs: Math.max(0, ...gc.map(([, ms]) => ms)),
    maxFullMs: Math.max(0, ...gc.filter(([, , full]) => full).map(([, ms]) => ms)),
    totalMs: gc.reduce((sum, [, ms]) => sum + ms, 0),
    tailShare: tail.reduce((sum, r) => sum + pausedWithin(gc, r.from, r.to), 0) / Math.max(1, tailMs),
    tailHitByLong: tail.filter((r) => pausedWithin(long, r.from, r.to) > 0).length,
  };
}

export function breakdown(samples: readonly Sample[], report: TimingsReport): Breakdown {
  const server = new Map(report.moves.map((m) => [`${m[0]}:${m[1]}`, m]));
  const rows: { total: number; steps: number[]; from: number; to: number }[] = [];
  for (const s of samples) {
    const m = server.get(`${s.gameId}:${s.version}`);
    if (!m) continue;
    const [, , enqueued, started, committed, written] = m;
    const points = [s.sentAt, enqueued, started, committed, written, s.receivedAt];
    rows.push({
      total: s.receivedAt - s.sentAt,
      steps: STEPS.map((_, i) => points[i + 1]! - points[i]!),
      from: s.sentAt,
      to: s.receivedAt,
    });
  }
  rows.sort((a, b) => a.total - b.total);
  const tail = rows.slice(Math.floor(rows.length * 0.99));
  return {
    joined: rows.length,
    steps: STEPS.map((_, i) => {
      const values = rows.map((r) => r.steps[i]!).sort((a, b) => a - b);
      return {
        p50: quantile(values, 0.5),
        p99: quantile(values, 0.99),
        tail: tail.reduce((sum, r) => sum + r.steps[i]!, 0) / Math.max(1, tail.length),
      };
    }),
    loopDelay: report.windows.map((w) => w.loopDelay),
    gc: gcOverlap(
      [...report.gc].sort((a, b) => a[0] - b[0]),
      tail,
    ),
  };
}

const ms = (x: number) => x.toFixed(2).padStart(9);

export function printBreakdown(title: string, b: Breakdown): void {
  console.log(`\n  ${title}: where a move's time goes, ms (${b.joined} moves timed on both sides)`);
  console.log(`  ${'step'.padEnd(12)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'slowest 1%'.padStart(12)}`);
  for (const [i, [name, what]] of STEPS.entries()) {
    const step = b.steps[i]!;
    console.log(`  ${name.padEnd(12)}${ms(step.p50)}${ms(step.p99)}${ms(step.tail).padStart(12)}   ${what}`);
  }
  const each = (of: (d: TimingsWindow['loopDelay']) => number, digits: number) =>
    b.loopDelay.map((d) => of(d).toFixed(digits)).join(' / ');
  console.log(
    `  server event-loop delay${b.loopDelay.length > 1 ? ', each round' : ''}: p50 ${each((d) => d.p50, 2)}  p99 ${each((d) => d.p99, 2)}  max ${each((d) => d.max, 1)}  mean ${each((d) => d.mean, 2)} ms`,
  );
  const g = b.gc;
  console.log(
    `  server GC (main thread): ${g.pauses} pauses (${g.full} full, the longest ${g.maxFullMs.toFixed(1)} ms), ${g.totalMs.toFixed(0)} ms in all, longest ${g.maxMs.toFixed(1)} ms; ` +
      `the slowest 1% of moves spent ${(g.tailShare * 100).toFixed(0)}% of their time inside a pause, ${g.tailHitByLong} of them met one of 10 ms or more`,
  );
}
