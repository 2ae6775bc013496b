// The server's garbage collections in the measured window, from V8's `--trace-gc-nvp` lines on its
// output (BENCH_TRACE_GC=1): how many scavenges and full (mark-compact) collections, their longest
// pause, and the bytes promoted to old space per move. Latency is noise on a shared machine; what
// the move path leaves for the collector is not.
import type { Readable } from 'node:stream';

/** The node flag the server runs with. */
export const TRACE_GC_ARGS = ['--trace-gc-nvp'];

interface Collection {
  /** `[pid:isolate]`: the database's worker thread is an isolate of its own. */
  isolate: string;
  kind: string;
  pauseMs: number;
  promoted: number;
}

const LINE = /^\[(\d+:0x[0-9a-f]+)\]\s+[\d.]+ ms: pause=([\d.]+) mutator=[\d.]+ gc=(\w+) .* promoted=(\d+) /;

export interface GcFigures {
  isolate: string;
  scavenges: number;
  fullCollections: number;
  maxScavengeMs: number;
  maxFullMs: number;
  totalPauseMs: number;
  promotedBytes: number;
}

/** Reads the server's output from now on; `open`/`close` bound the window the figures cover. */
export function gcTrace(output: Readable) {
  let inWindow = false;
  let collections: Collection[] = [];
  let partial = '';
  output.on('data', (chunk: Buffer) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop()!;
    if (!inWindow) return;
    for (const line of lines) {
      const match = LINE.exec(line);
      if (match)
        collections.push({
          isolate: match[1]!,
          pauseMs: Number(match[2]),
          kind: match[3]!,
          promoted: Number(match[4]),
        });
    }
  });
  return {
    open(): void {
      collections = [];
      inWindow = true;
    },
    /** The window's figures per isolate, the busiest (the main thread) first. */
    close(): GcFigures[] {
      inWindow = false;
      const byIsolate = new Map<string, Collection[]>();
      for (const c of collections) byIsolate.set(c.isolate, [...(byIsolate.get(c.isolate) ?? []), c]);
      return [...byIsolate]
        .map(([isolate, list]) => {
          const full = list.filter((c) => c.kind !== 's');
          const scavenges = list.filter((c) => c.kind === 's');
          return {
            isolate,
            scavenges: scavenges.length,
            fullCollections: full.length,
            maxScavengeMs: Math.max(0, ...scavenges.map((c) => c.pauseMs)),
            maxFullMs: Math.max(0, ...full.map((c) => c.pauseMs)),
            totalPauseMs: list.reduce((sum, c) => sum + c.pauseMs, 0),
            promotedBytes: list.reduce((sum, c) => sum + c.promoted, 0),
          };
        })
        .sort((a, b) => b.promotedBytes - a.promotedBytes);
    },
  };
}

export function printGc(figures: readonly GcFigures[], moves: number): void {
  for (const f of figures) {
    console.log(
      `  GC ${f.isolate}: ${f.scavenges} scavenges (max ${f.maxScavengeMs.toFixed(1)} ms), ` +
        `${f.fullCollections} full (max ${f.maxFullMs.toFixed(1)} ms), pauses ${f.totalPauseMs.toFixed(0)} ms in all, ` +
        `promoted ${(f.promotedBytes / 1024 / Math.max(1, moves)).toFixed(2)} KiB/move (${moves} moves)`,
    );
  }
}
