// Where the statistics page's time goes: the whole call over loopback HTTP beside each of its queries
// measured alone, interleaved (`npx tsx bench/stats-breakdown.ts`, BENCH_DATABASE_URL for PostgreSQL).
// Same world as bench/stats.bench.ts. A developer's tool, not part of `npm run bench`.
import { STATS_API, STATS_OPENINGS_WINDOW, STATS_OPPONENTS } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { STATS_RATE } from '../apps/server/src/modules/stats/stats.routes';
import { withBenchApp } from './bench-app';
import { interleaved, percentiles, withPostgres } from './friends-search-setup';
import { seedGames } from './games-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const MEMBER = 'bench_stats';
const GAMES = 10_000;

async function breakdownOn(label: string, databaseUrl: string | null): Promise<void> {
  console.log(`\n${label}:`);
  await withBenchApp('stats-breakdown', databaseUrl, async ({ db, clock, http, services }) => {
    await seedGames(db, { member: MEMBER, games: GAMES, otherGames: 4 * GAMES });
    await services.play.openingBackfill.start();
    const found = (await db.execute(
      sql`select user_id from users where username_key = ${MEMBER}`,
    )) as unknown as {
      rows: { user_id: number }[];
    };
    const userId = Number(found.rows[0]!.user_id);
    const { stats } = services.play;
    const stages: [string, () => Promise<unknown>][] = [
      [
        'the page over HTTP',
        () => {
          clock.advance(STATS_RATE.windowMs / STATS_RATE.limit + 1);
          return http('GET', STATS_API.stats(MEMBER));
        },
      ],
      [
        '  summary (one statement)',
        () => stats.summary(userId, { opponents: STATS_OPPONENTS, openings: STATS_OPENINGS_WINDOW }),
      ],
      ['  played dates (streaks)', () => stats.playedDates(userId, 'Europe/Oslo')],
      ['  the member', () => services.accounts.findByUsername(MEMBER)],
    ];
    const times = await interleaved(
      stages.map(([, run]) => run),
      ROUNDS,
      5,
    );
    for (const [index, [name]] of stages.entries()) {
      const p = percentiles(times[index]!);
      console.log(
        `  ${name.padEnd(28)} p50 ${p.p50.toFixed(1).padStart(6)} ms  p99 ${p.p99.toFixed(1).padStart(6)} ms`,
      );
    }
  });
}

await breakdownOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => breakdownOn('PostgreSQL', url));
process.exit(0);
