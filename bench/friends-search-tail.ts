// What the slowest calls of the friends bench are: each call (the service over HTTP and the bare
// query, interleaved as in the bench) recorded with what happened during it: this process's CPU,
// time in database statements, the server's share (request event to response finish), and the
// garbage collections that overlapped it (PerformanceObserver 'gc' entries), with the event loop's
// delay over the run (`npx tsx bench/friends-search-tail.ts`, BENCH_DATABASE_URL for PostgreSQL,
// BENCH_PGLITE=0 to skip the embedded database). A developer's tool, not part of `npm run bench`.
import { constants, monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { bareAutocomplete, bareQueryFriends, withPostgres, withWorld } from './friends-search-setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const WARMUP = 200;

/** Time spent in statements: PGlite runs each synchronously in its wasm; PostgreSQL's are awaited. */
const inStatements = { ms: 0 };
const execSync = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function (this: PGlite, ...args: Parameters<typeof execSync>) {
  const started = performance.now();
  try {
    return execSync.apply(this, args);
  } finally {
    inStatements.ms += performance.now() - started;
  }
};
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const started = performance.now();
  const result = (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) {
    void result.then(
      () => (inStatements.ms += performance.now() - started),
      () => {},
    );
  }
  return result;
} as typeof pgQuery;

interface Gc {
  start: number;
  end: number;
  kind: string;
}
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
};
const gcs: Gc[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail: { kind: number } }).detail.kind;
    gcs.push({
      start: entry.startTime,
      end: entry.startTime + entry.duration,
      kind: GC_KINDS[kind] ?? String(kind),
    });
  }
}).observe({ entryTypes: ['gc'] });

interface Call {
  start: number;
  wall: number;
  cpu: number;
  statements: number;
  server: number;
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

function gcDuring(call: Call) {
  const end = call.start + call.wall;
  const overlapping = gcs.filter((gc) => gc.end > call.start && gc.start < end);
  const ms = overlapping.reduce((sum, gc) => sum + Math.min(gc.end, end) - Math.max(gc.start, call.start), 0);
  return { ms, kinds: [...new Set(overlapping.map((gc) => gc.kind))] };
}

function report(name: string, calls: Call[]) {
  const byWall = [...calls].sort((a, b) => a.wall - b.wall);
  const slowest = byWall.slice(Math.floor(byWall.length * 0.99));
  const middle = byWall.slice(Math.floor(byWall.length * 0.4), Math.floor(byWall.length * 0.6));
  const cpus = calls.map((c) => c.cpu / 1000).sort((a, b) => a - b);
  const withGc = (group: Call[]) => group.filter((c) => gcDuring(c).kinds.length > 0).length / group.length;
  const kinds = new Map<string, number>();
  for (const call of slowest)
    for (const kind of gcDuring(call).kinds) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  const describe = (group: Call[]) =>
    `wall ${mean(group.map((c) => c.wall)).toFixed(2)}  cpu ${mean(group.map((c) => c.cpu / 1000)).toFixed(2)}` +
    `  statements ${mean(group.map((c) => c.statements)).toFixed(2)}  server ${mean(group.map((c) => c.server)).toFixed(2)}` +
    `  gc ${mean(group.map((c) => gcDuring(c).ms)).toFixed(2)} ms; ${(withGc(group) * 100).toFixed(0)}% with a gc`;
  console.log(
    `  ${name}: wall p50 ${at(
      byWall.map((c) => c.wall),
      0.5,
    ).toFixed(2)} p99 ${at(
      byWall.map((c) => c.wall),
      0.99,
    ).toFixed(2)} ms;` +
      ` cpu p50 ${at(cpus, 0.5).toFixed(2)} p90 ${at(cpus, 0.9).toFixed(2)} p99 ${at(cpus, 0.99).toFixed(2)} ms;` +
      ` gc in ${(withGc(calls) * 100).toFixed(1)}% of calls`,
  );
  console.log(`    middle 20%:  ${describe(middle)}`);
  console.log(
    `    slowest 1%:  ${describe(slowest)}  [${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}]`,
  );
}

async function tailOn(label: string, databaseUrl: string | null) {
  console.log(`\n${label}:`);
  await withWorld(databaseUrl, async ({ db, app, callerId, uuids, prefixes, call }) => {
    // The server's share of a call: from Node's request event to the response's last byte handed over.
    const served = { ms: 0 };
    app.server.on('request', (_request, response) => {
      const started = performance.now();
      response.once('finish', () => (served.ms += performance.now() - started));
    });
    const uuid = (i: number) => uuids[i % uuids.length]!;
    const prefix = (i: number) => prefixes[i % prefixes.length]!;
    const runs: [string, (i: number) => Promise<unknown>][] = [
      ['QueryFriends', (i) => call('QueryFriends', { uuid: uuid(i) })],
      ['  bare query', (i) => bareQueryFriends(db, uuid(i))],
      ['Autocomplete', (i) => call('Autocomplete', { prefix: prefix(i) })],
      ['  bare query', (i) => bareAutocomplete(db, callerId, prefix(i))],
    ];
    for (let i = 0; i < WARMUP; i++) for (const [, run] of runs) await run(i);
    const calls = runs.map(() => [] as Call[]);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    gcs.length = 0;
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < ROUNDS; i++) {
      for (const [index, [, run]] of runs.entries()) {
        const statementsBefore = inStatements.ms;
        const servedBefore = served.ms;
        const cpuBefore = process.cpuUsage();
        const start = performance.now();
        await run(i);
        const wall = performance.now() - start;
        const cpu = process.cpuUsage(cpuBefore);
        calls[index]!.push({
          start,
          wall,
          cpu: cpu.user + cpu.system,
          statements: inStatements.ms - statementsBefore,
          server: served.ms - servedBefore,
        });
      }
    }
    // Let the last gc entries arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    delay.disable();
    const elapsed = performance.now() - started;
    const cpuAll = process.cpuUsage(cpuStarted);
    for (const [index, [name]] of runs.entries()) report(name, calls[index]!);
    const gcMs = (kind: string) =>
      gcs.filter((gc) => gc.kind === kind).reduce((s, gc) => s + gc.end - gc.start, 0);
    console.log(
      `  run: ${elapsed.toFixed(0)} ms wall, ${((cpuAll.user + cpuAll.system) / 1000).toFixed(0)} ms cpu;` +
        ` gc ${[...new Set(gcs.map((g) => g.kind))].map((k) => `${k} ×${gcs.filter((g) => g.kind === k).length} ${gcMs(k).toFixed(0)} ms (max ${Math.max(...gcs.filter((g) => g.kind === k).map((g) => g.end - g.start)).toFixed(1)})`).join(', ')};` +
        ` event loop delay p50 ${(delay.percentile(50) / 1e6).toFixed(2)} p99 ${(delay.percentile(99) / 1e6).toFixed(2)} max ${(delay.max / 1e6).toFixed(2)} ms`,
    );
  });
}

console.log(
  `friends search tail: ${ROUNDS} rounds after ${WARMUP} warm-up rounds; load average ${(
    await import('node:os')
  )
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (process.env.BENCH_PGLITE !== '0') await tailOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => tailOn('PostgreSQL', url));
process.exit(0);
