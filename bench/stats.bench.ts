// `npm run bench`: the statistics page's call (`GET /callback/stats/{username}`) for a member with 10,000
// finished games (10× the demo's busiest member) among 40,000 games of others, over loopback HTTP as a
// browser fetches it, beside a bare SQL query on the same database that sums the member's results by
// colour on the same indexes, interleaved in the same run. The page does more: ratings by day and
// speed, best and lowest, time spent, opponents, openings of the latest games, streaks. On the embedded
// PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. Goal: at least 0.1× the bare query.
import { performance } from 'node:perf_hooks';
import { STATS_API } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { STATS_RATE } from '../apps/server/src/modules/stats/stats.routes';
import type { Database } from '../apps/server/src/platform/db/database';
import { withBenchApp } from './bench-app';
import { interleaved, percentiles, withPostgres } from './friends-search-setup';
import { seedGames } from './games-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const MEMBER = 'bench_stats';
const GAMES = 10_000;

/** Results by colour in one statement, each colour on its own (user, ended_at) index. */
const bareQuery = (db: Database['db']) =>
  db.execute(sql`select 'white' as color, winner, count(*) from games
      where white_user_id = (select user_id from users where username_key = ${MEMBER}) and ended_at is not null
      group by winner
    union all
    select 'black', winner, count(*) from games
      where black_user_id = (select user_id from users where username_key = ${MEMBER}) and ended_at is not null
      group by winner`);

async function benchOn(label: string, databaseUrl: string | null): Promise<void> {
  console.log(`\n${label}:`);
  await withBenchApp('stats', databaseUrl, async ({ db, clock, http, services }) => {
    const started = performance.now();
    await seedGames(db, { member: MEMBER, games: GAMES, otherGames: 4 * GAMES });
    // Seeded rows come without their openings: named as `serve` names earlier games at start.
    await services.play.openingBackfill.start();
    console.log(
      `  seeded ${GAMES} games of ${MEMBER} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const [page, bare] = await interleaved(
      [
        () => {
          // Past the page's per-address limit (STATS_RATE) before the next call: the clock is the app's own.
          clock.advance(STATS_RATE.windowMs / STATS_RATE.limit + 1);
          return http('GET', STATS_API.stats(MEMBER));
        },
        () => bareQuery(db),
      ],
      ROUNDS,
      WARMUP,
    );
    const p = percentiles(page!);
    const b = percentiles(bare!);
    const ratio = p.perSecond / b.perSecond;
    console.log(
      `  stats page  p50 ${p.p50.toFixed(1)} ms  p99 ${p.p99.toFixed(1)} ms  ${p.perSecond.toFixed(1)}/s` +
        `   | bare SQL p50 ${b.p50.toFixed(1)} ms  p99 ${b.p99.toFixed(1)} ms  ${b.perSecond.toFixed(1)}/s` +
        `   | ${ratio.toFixed(2)}× the bare query${ratio >= 0.1 ? '' : ', UNDER 0.1×'}`,
    );
  });
}

console.log(
  `statistics page: ${ROUNDS} calls each, interleaved with the bare query, after ${WARMUP} warm-up rounds`,
);
await benchOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => benchOn('PostgreSQL', url));
process.exit(0);
