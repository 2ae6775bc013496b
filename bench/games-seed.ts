// Finished games for the benches that read a member's history (the archive, the statistics page): one
// member, 50 opponents, the member's games (colours alternating, every 37 minutes back from now) and
// others' games among the opponents, inserted by the database itself in two statements.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db/database';

const OPPONENTS = 50;
/** A 40-ply Ruy Lopez: every game replays this far for its final position. */
const MOVES =
  'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6a5 b3c2 c7c5 ' +
  'd2d4 d8c7 b1d2 c5d4 c3d4 a5c6 d2b3 a6a5 c1e3 a5a4 b3d2 c8d7 a1c1 c7b7 d2f1 f8c8 f1g3 e5d4 e3d4 c6d4';

export async function seedGames(
  db: Database['db'],
  seed: { member: string; games: number; otherGames: number },
): Promise<void> {
  const { member } = seed;
  await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash, country,
      created_at, updated_at, last_login_at)
    select name, name, name || '@example.com', name || '@example.com', 'x', 'NO', now(), now(), now()
    from (select ${member} as name union all select 'bench_opp_' || n from generate_series(0, ${OPPONENTS - 1}) n) s`);
  const game = (n: string, side: 'member' | 'others', count: number, minutes: number) => sql`
    select substr(md5(${sql.raw(n)}), 1, 10), w.user_id, b.user_id, w.username, b.username, k % 3 <> 0, 180, 2, 'blitz',
      ${MOVES}, '', 40, 60000, 60000, now(),
      (array['mate', 'resign', 'outoftime', 'draw'])[1 + k % 4],
      case when k % 4 = 3 then null when k % 5 < 2 then 'black' else 'white' end,
      1500 + k % 300, 1500 + k % 200, k % 17 - 8, 8 - k % 17,
      date_trunc('second', now()) - k * interval '${sql.raw(String(minutes))} minutes' - interval '6 minutes',
      date_trunc('second', now()) - k * interval '${sql.raw(String(minutes))} minutes',
      date_trunc('second', now()) - k * interval '${sql.raw(String(minutes))} minutes'
    from generate_series(1, ${count}) k
      join users w on w.username = ${sql.raw(side === 'member' ? `case when k % 2 = 0 then '${member}' else 'bench_opp_' || (k % ${OPPONENTS}) end` : `'bench_opp_' || (k % ${OPPONENTS})`)}
      join users b on b.username = ${sql.raw(side === 'member' ? `case when k % 2 = 1 then '${member}' else 'bench_opp_' || (k % ${OPPONENTS}) end` : `'bench_opp_' || ((k + 1) % ${OPPONENTS})`)}`;
  const columns = sql`(id, white_user_id, black_user_id, white_name, black_name, rated, initial_seconds,
    increment_seconds, speed, moves, move_clocks, version, white_ms, black_ms, clock_at, status, winner,
    white_rating, black_rating, white_rating_diff, black_rating_diff, created_at, updated_at, ended_at)`;
  await db.execute(sql`insert into games ${columns} ${game("'m' || k", 'member', seed.games, 37)}`);
  await db.execute(sql`insert into games ${columns} ${game("'o' || k", 'others', seed.otherGames, 9)}`);
  await db.execute(sql`analyze`);
}
