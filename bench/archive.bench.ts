// `npm run bench`: the game archive page (`GET /callback/games/archive/{username}`) for a member with
// 10,000 finished games (10× the demo's archive) among 40,000 games of others: the first page and a
// deep page (keyset token from the 5,000th game), as a browser fetches them (HTTP over loopback, one
// kept-alive connection), beside a bare SQL query of the same rows (the member's games on both
// colours' partial indexes, the same order, page and keyset) on the same database, interleaved in
// the same run. The page carries more than the rows: the member lookup, the two colours' queries
// merged, and each game's final position replayed from its moves. On the embedded PGlite, then on
// PostgreSQL when BENCH_DATABASE_URL is set (in a database of its own, dropped afterwards).
// Goal: a deep page costs what the first does (keyset, no offset), and at least 0.3× the bare query.
// Most of the page's extra time is the final positions: replaying 20 games of 40 plies (play's rules
// core) takes about 5 ms of it.
import { performance } from 'node:perf_hooks';
import { GAME_ARCHIVE_API, GAME_ARCHIVE_PAGE_SIZE } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database';
import { withBenchApp } from './bench-app';
import { interleaved, percentiles, withPostgres } from './friends-search-setup';
import { seedGames } from './games-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000);
const WARMUP = 100;
const MEMBER = 'bench_archive';
const GAMES = 10_000;
const OTHER_GAMES = 40_000;

/** The same rows as the page in one bare statement: both colours' newest finished games after the keyset. */
function bareQuery(db: Database['db'], after: { endedAt: Date; id: string } | null) {
  const keyset = after ? sql`and (g.ended_at, g.id collate "C") < (${after.endedAt}, ${after.id})` : sql``;
  const side = (column: string) => sql`(select g.* from games g
    where g.${sql.raw(column)} = (select user_id from users where username_key = ${MEMBER})
      and g.ended_at is not null and g.status <> 'aborted' ${keyset}
    order by g.ended_at desc, g.id collate "C" desc limit ${GAME_ARCHIVE_PAGE_SIZE + 1})`;
  return db.execute(sql`select * from (${side('white_user_id')} union all ${side('black_user_id')}) s
    order by ended_at desc, id collate "C" desc limit ${GAME_ARCHIVE_PAGE_SIZE + 1}`);
}

function line(name: string, page: ReturnType<typeof percentiles>, bare: ReturnType<typeof percentiles>) {
  const ratio = page.perSecond / bare.perSecond;
  console.log(
    `  ${name.padEnd(11)} p50 ${page.p50.toFixed(2)} ms  p99 ${page.p99.toFixed(2)} ms  ${page.perSecond.toFixed(0)}/s` +
      `   | bare SQL p50 ${bare.p50.toFixed(2)} ms  p99 ${bare.p99.toFixed(2)} ms  ${bare.perSecond.toFixed(0)}/s` +
      `   | ${ratio.toFixed(2)}× the bare query${ratio >= 0.3 ? '' : ', UNDER 0.3×'}`,
  );
}

async function benchOn(label: string, databaseUrl: string | null): Promise<void> {
  console.log(`\n${label}:`);
  await withBenchApp('archive', databaseUrl, async ({ db, http }) => {
    const started = performance.now();
    await seedGames(db, { member: MEMBER, games: GAMES, otherGames: OTHER_GAMES });
    console.log(
      `  seeded ${GAMES} games of ${MEMBER} and ${OTHER_GAMES} of others in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const deep = (await db.execute(sql`select ended_at, id from games
      where ${MEMBER} in (white_name, black_name) order by ended_at desc, id collate "C" desc
      offset ${GAMES / 2 - 1} limit 1`)) as unknown as { rows: { ended_at: string | Date; id: string }[] };
    const cursor = { endedAt: new Date(deep.rows[0]!.ended_at), id: deep.rows[0]!.id };
    const get = async (query: string) => {
      const body = (await http('GET', `${GAME_ARCHIVE_API.page(MEMBER)}${query}`)) as { games: unknown[] };
      if (body.games.length !== GAME_ARCHIVE_PAGE_SIZE)
        throw new Error(`archive page: ${body.games.length} games`);
      return body;
    };
    const token = `?after=${cursor.endedAt.getTime()}.${cursor.id}`;
    const [first, bareFirst, deepPage, bareDeep] = await interleaved(
      [() => get(''), () => bareQuery(db, null), () => get(token), () => bareQuery(db, cursor)],
      ROUNDS,
      WARMUP,
    );
    line('first page', percentiles(first!), percentiles(bareFirst!));
    line('deep page', percentiles(deepPage!), percentiles(bareDeep!));
  });
}
console.log(
  `game archive: ${ROUNDS} pages each, interleaved with the bare query, after ${WARMUP} warm-up rounds`,
);
await benchOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => benchOn('PostgreSQL', url));
process.exit(0);
