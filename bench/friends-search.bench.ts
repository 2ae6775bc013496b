// `npm run bench`: the friends search service (spec §7, §9) at 10,000 members and 100,000
// friendships: QueryFriends and Autocomplete p50/p99 as a platform client sees them (Connect JSON
// over loopback HTTP, one kept-alive connection, with a platform token), beside a bare indexed SQL
// query of the same rows and columns (same filter, order and page) called directly on the same
// database, interleaved in the same run. The server runs in a process of its own (as deployed: its
// clients are other services), and the bare query runs in that process too, timed there
// (friends-search-child.ts). The service's statement carries more than the bare one: the total,
// whether each is the caller's friend, and best ratings. On the embedded PGlite, then on PostgreSQL
// when BENCH_DATABASE_URL is set (in a database of its own, dropped afterwards).
// Goal: p99 ≤ 5 ms and at least 0.5× the bare query's throughput. Where the time goes:
// bench/friends-search-breakdown.ts and bench/friends-search-tail.ts (both in one process).
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { jsonClient } from './bench-app';
import { root } from './child-server';
import type { ChildMessage, ChildRequest } from './friends-search-child';
import { friendsSearchPath, interleavedTimed, percentiles, withPostgres } from './friends-search-setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const WARMUP = 200;

type Figures = ReturnType<typeof percentiles>;
type Ready = Extract<ChildMessage, { ready: unknown }>['ready'];

function line(name: string, service: Figures, bare: Figures) {
  const ratio = service.perSecond / bare.perSecond;
  console.log(
    `  ${name.padEnd(13)} p50 ${service.p50.toFixed(2)} ms  p99 ${service.p99.toFixed(2)} ms  ${service.perSecond.toFixed(0)}/s` +
      `   | bare SQL p50 ${bare.p50.toFixed(2)} ms  p99 ${bare.p99.toFixed(2)} ms  ${bare.perSecond.toFixed(0)}/s` +
      `   | ${ratio.toFixed(2)}× the bare query` +
      `   ${service.p99 <= 5 ? 'p99 ≤ 5 ms' : 'p99 OVER 5 ms'}${ratio >= 0.5 ? '' : ', UNDER 0.5×'}`,
  );
}

async function benchOn(label: string, databaseUrl: string | null): Promise<void> {
  console.log(`\n${label}:`);
  const server = fork(`${root}/bench/friends-search-child.ts`, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_FRIENDS_DATABASE_URL: databaseUrl ?? '' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let answer: ((message: ChildMessage) => void) | null = null;
  const next = () => new Promise<ChildMessage>((resolve) => (answer = resolve));
  server.on('message', (message: ChildMessage) => answer?.(message));
  const failed = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the bench's server exited with ${code}`))),
  );
  const { ready } = (await Promise.race([next(), failed])) as { ready: Ready };
  const http = jsonClient(ready.port);
  const headers = { authorization: `Bearer ${ready.token}` };
  const service =
    (method: 'QueryFriends' | 'Autocomplete', body: (i: number) => unknown) => async (i: number) => {
      const started = performance.now();
      await http('POST', friendsSearchPath(method), body(i), headers);
      return performance.now() - started;
    };
  const bare = (query: 'QueryFriends' | 'Autocomplete') => async (i: number) => {
    const answered = next();
    server.send({ bare: query, i } satisfies ChildRequest);
    return ((await answered) as { ms: number }).ms;
  };
  try {
    // QueryFriends of one member (default sort, the default page of 20) beside its rows in bare SQL.
    const [query, bareQuery] = await interleavedTimed(
      [service('QueryFriends', (i) => ({ uuid: ready.uuids[i % ready.uuids.length] })), bare('QueryFriends')],
      ROUNDS,
      WARMUP,
    );
    // Autocomplete from a 3-letter prefix (friends 5, suggestions 5) beside the same rows in bare SQL.
    const [auto, bareAuto] = await interleavedTimed(
      [
        service('Autocomplete', (i) => ({ prefix: ready.prefixes[i % ready.prefixes.length] })),
        bare('Autocomplete'),
      ],
      ROUNDS,
      WARMUP,
    );
    line('QueryFriends', percentiles(query!), percentiles(bareQuery!));
    line('Autocomplete', percentiles(auto!), percentiles(bareAuto!));
  } finally {
    http.close();
    failed.catch(() => {});
    server.send({ stop: true } satisfies ChildRequest);
    await exited;
  }
}

console.log(
  `friends search: ${ROUNDS} calls each, interleaved with the bare query, after ${WARMUP} warm-up rounds`,
);
await benchOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => benchOn('PostgreSQL', url));
