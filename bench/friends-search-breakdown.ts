// Where a friends search call's time goes: the whole call over loopback HTTP beside its parts, each
// measured alone and interleaved with the others (`npx tsx bench/friends-search-breakdown.ts`,
// BENCH_DATABASE_URL for PostgreSQL, BENCH_PGLITE=0 to skip the embedded database). Beside the wall
// times, this process's CPU per call (client, server and driver alike: on a shared machine it moves
// far less than wall time) and the statements each call sends. A developer's tool, not part of
// `npm run bench`.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bestRatingSql } from '../apps/server/src/modules/play';
import { createFriendsSearchRepo } from '../apps/server/src/modules/relations/friends-search/friends-search.repo';
import { bareQueryFriends, interleaved, percentiles, withPostgres, withWorld } from './friends-search-setup';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000);

/** Statements sent to PostgreSQL (every pooled query goes through `Client#query`); PGlite's are not counted. */
const statementsSent = { count: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statementsSent.count++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function breakdownOn(label: string, databaseUrl: string | null) {
  console.log(`\n${label}:`);
  await withWorld(databaseUrl, async ({ db, callerId, uuids, prefixes, call }) => {
    const repo = createFriendsSearchRepo(db, bestRatingSql);
    const uuid = (i: number) => uuids[i % uuids.length]!;
    const prefix = (i: number) => prefixes[i % prefixes.length]!;
    const stages: [string, (i: number) => Promise<unknown>][] = [
      ['QueryFriends over HTTP', (i) => call('QueryFriends', { uuid: uuid(i) })],
      [
        '  its statement (repo)',
        (i) =>
          repo.friendsOf({
            ownerUuid: uuid(i),
            callerId,
            criteria: undefined,
            order: 'last_login',
            cursor: null,
            limit: 21,
          }),
      ],
      ['  bare query', (i) => bareQueryFriends(db, uuid(i))],
      ['Autocomplete over HTTP', (i) => call('Autocomplete', { prefix: prefix(i) })],
      [
        '  its statement (repo)',
        (i) => repo.starting({ callerId, prefix: prefix(i), friendsLimit: 5, othersLimit: 5 }),
      ],
      ['an empty call (no query)', () => call('Autocomplete', { prefix: '', includeFriends: false })],
      ['select 1', () => db.execute(sql`select 1`)],
    ];
    const cpu = stages.map(() => 0);
    const statements = stages.map(() => 0);
    const times = await interleaved(
      stages.map(([, run], index) => async (i: number) => {
        const sent = statementsSent.count;
        const before = process.cpuUsage();
        await run(i);
        const used = process.cpuUsage(before);
        cpu[index]! += used.user + used.system;
        statements[index]! += statementsSent.count - sent;
      }),
      ROUNDS,
      100,
    );
    // The warm-up rounds count too: per call is over all of them.
    const calls = ROUNDS + 100;
    for (const [index, [name]] of stages.entries()) {
      const { p50, p99, perSecond } = percentiles(times[index]!);
      const mean = 1000 / perSecond;
      console.log(
        `  ${name.padEnd(28)} mean ${mean.toFixed(3)} ms  p50 ${p50.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms` +
          `  cpu ${(cpu[index]! / calls).toFixed(0)} µs  ${(statements[index]! / calls).toFixed(2)} statements`,
      );
    }
  });
}

if (process.env.BENCH_PGLITE !== '0') await breakdownOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => breakdownOn('PostgreSQL', url));
process.exit(0);
