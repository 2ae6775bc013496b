// `npm run bench`: the friends search service (spec §7, §9) at 10,000 members and 100,000
// friendships: QueryFriends and Autocomplete p50/p99 as a platform client sees them (Connect JSON
// over loopback HTTP, one kept-alive connection, with a platform token), beside a bare indexed SQL
// query of the same rows and columns (same filter, order and page) called directly on the same
// database, interleaved in the same run. The service's statement carries more than the bare one:
// the total, whether each is the caller's friend, and best ratings. On the embedded PGlite, then on
// PostgreSQL when BENCH_DATABASE_URL is set (in a database of its own, dropped afterwards).
// Goal: p99 ≤ 5 ms and at least 0.5× the bare query's throughput. Where the time goes:
// bench/friends-search-breakdown.ts.
import {
  bareAutocomplete,
  bareQueryFriends,
  interleaved,
  percentiles,
  withPostgres,
  withWorld,
} from './friends-search-setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2_000);
const WARMUP = 200;

type Figures = ReturnType<typeof percentiles>;

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
  await withWorld(databaseUrl, async ({ db, callerId, uuids, prefixes, call }) => {
    const uuid = (i: number) => uuids[i % uuids.length]!;
    const prefix = (i: number) => prefixes[i % prefixes.length]!;
    // QueryFriends of one member (default sort, the default page of 20) beside its rows in bare SQL.
    const [query, bareQuery] = await interleaved(
      [(i) => call('QueryFriends', { uuid: uuid(i) }), (i) => bareQueryFriends(db, uuid(i))],
      ROUNDS,
      WARMUP,
    );
    // Autocomplete from a 3-letter prefix (friends 5, suggestions 5) beside the same rows in bare SQL.
    const [auto, bareAuto] = await interleaved(
      [(i) => call('Autocomplete', { prefix: prefix(i) }), (i) => bareAutocomplete(db, callerId, prefix(i))],
      ROUNDS,
      WARMUP,
    );
    line('QueryFriends', percentiles(query!), percentiles(bareQuery!));
    line('Autocomplete', percentiles(auto!), percentiles(bareAuto!));
  });
}

console.log(
  `friends search: ${ROUNDS} calls each, interleaved with the bare query, after ${WARMUP} warm-up rounds`,
);
await benchOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => benchOn('PostgreSQL', url));
process.exit(0);
