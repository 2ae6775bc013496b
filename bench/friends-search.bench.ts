// `npm run bench`: the friends search service (spec §7, §9) at 10,000 members and 100,000
// friendships: QueryFriends and Autocomplete p50/p99 through the app (Connect JSON, platform token,
// the handler, its queries), beside a bare indexed SQL query of the same data in the same run. On
// the embedded PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set (in a database of its own,
// dropped afterwards). Goal: p99 ≤ 5 ms and at least 0.5× the bare query's throughput.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PLATFORM } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { ManualClock } from '../apps/server/src/platform/clock';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';
import { createLogger } from '../apps/server/src/platform/logger';
import { createServices } from '../apps/server/src/services';

const MEMBERS = 10_000;
/** Friendships (two rows each): every member befriends the 10 members `STEP` apart after them. */
const FRIENDSHIPS = 100_000;
const PER_MEMBER = FRIENDSHIPS / MEMBERS;
const STEP = 97;
const ROUNDS = 2_000;
const WARMUP = 200;
const SERVICE = `${PLATFORM.friendsSearchBase}/kingside.friends.v1.FriendsSearchService`;
const PASSWORD = 'correct horse battery';

/** Members `m<hex>_<n>`: hex first letters, so a 3-letter prefix matches a few dozen of them. */
async function seed(db: Database['db']): Promise<void> {
  await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash, country,
      created_at, updated_at, last_login_at)
    select name, name, name || '@example.com', name || '@example.com', 'x',
      (array['DE','FR','NO','US','BR','IN'])[1 + n % 6], now(), now(), now() - (n * 7919 % 31536000) * interval '1 second'
    from (select n, 'm' || substr(md5(n::text), 1, 6) || '_' || n as name from generate_series(1, ${MEMBERS}) n) s`);
  await db.execute(sql`insert into friendships (user_id, friend_id, created_at)
    select a, b, now() from (
      select u.user_id as a, v.user_id as b from users u
        cross join generate_series(1, ${PER_MEMBER}) k
        join users v on v.user_id = 1 + (u.user_id - 1 + k * ${STEP}) % ${MEMBERS}
      union all
      select v.user_id, u.user_id from users u
        cross join generate_series(1, ${PER_MEMBER}) k
        join users v on v.user_id = 1 + (u.user_id - 1 + k * ${STEP}) % ${MEMBERS}
    ) pairs on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** A logged-in browser in miniature: cookies, CSRF field, then a platform token. */
async function platformToken(app: FastifyInstance, username: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (options: InjectOptions) => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({ ...options, headers: { ...options.headers, cookie } });
    for (const c of response.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
    return response;
  };
  await send({ method: 'GET', url: '/' });
  const csrf = () => ({ _token: cookies.get('XSRF-TOKEN') });
  await send({
    method: 'POST',
    url: '/login_check',
    payload: { _username: username, _password: PASSWORD, ...csrf() },
  });
  const issued = await send({ method: 'POST', url: PLATFORM.tokenPath, payload: csrf() });
  return issued.json().access_token;
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return { p50: at(0.5), p99: at(0.99), perSecond: (samples.length / total) * 1000 };
}

/** Runs `a` and `b` interleaved (so both see the same machine), ROUNDS times each after a warm-up. */
async function sideBySide(a: (i: number) => Promise<unknown>, b: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) {
    await a(i);
    await b(i);
  }
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < ROUNDS; i++) {
    for (const [index, run] of [a, b].entries()) {
      const started = performance.now();
      await run(i);
      times[index]!.push(performance.now() - started);
    }
  }
  return times.map(percentiles) as [ReturnType<typeof percentiles>, ReturnType<typeof percentiles>];
}

async function benchOn(label: string, databaseUrl: string | null): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-friends-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      BOT_CHECK: 'off',
      ARGON2_FAST: '1',
    });
    const clock = new ManualClock(new Date());
    const logger = createLogger(config);
    const services = createServices({ db: database.db, databaseKind: database.kind, clock, config, logger });
    const app = await buildApp({ config, db: database.db, clock, logger, services, release: 'bench' });
    const started = performance.now();
    await seed(database.db);
    const caller = await services.accounts.register({
      username: 'bench_caller',
      email: 'caller@example.com',
      password: PASSWORD,
    });
    await database.db.execute(sql`insert into friendships (user_id, friend_id, created_at)
      select ${caller.userId}, n, now() from generate_series(1, 20) n union all select n, ${caller.userId}, now() from generate_series(1, 20) n`);
    const token = await platformToken(app, 'bench_caller');
    console.log(
      `\n${label}: seeded ${MEMBERS} members and ${FRIENDSHIPS} friendships in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const call = async (method: string, body: unknown) => {
      const response = await app.inject({
        method: 'POST',
        url: `${SERVICE}/${method}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify(body),
      });
      if (response.statusCode !== 200) throw new Error(`${method}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const picked = (await database.db.execute(
      sql`select uuid from users order by user_id limit 500`,
    )) as unknown as {
      rows: { uuid: string }[];
    };
    const uuids = picked.rows.map((row) => row.uuid);
    const prefixes = Array.from({ length: 256 }, (_, i) => `m${i.toString(16).padStart(2, '0')}`);

    // QueryFriends of one member (default sort, a page of 20) beside the bare query of the same rows.
    const [query, bareQuery] = await sideBySide(
      (i) => call('QueryFriends', { uuid: uuids[i % uuids.length] }),
      (i) =>
        database.db.execute(sql`select u.* from friendships f join users u on u.user_id = f.friend_id
          where f.user_id = (select user_id from users where uuid = ${uuids[i % uuids.length]})
          order by coalesce(u.last_login_at, '-infinity') desc, u.user_id desc limit 20`),
    );
    // Autocomplete from a 3-letter prefix (friends 5, suggestions 5) beside the bare prefix range.
    const [auto, bareAuto] = await sideBySide(
      (i) => call('Autocomplete', { prefix: prefixes[i % prefixes.length] }),
      (i) =>
        database.db.execute(sql`select * from users where username_key collate "C" like ${`${prefixes[i % prefixes.length]}%`}
          order by username_key collate "C" limit 10`),
    );
    const line = (
      name: string,
      service: ReturnType<typeof percentiles>,
      bare: ReturnType<typeof percentiles>,
    ) =>
      console.log(
        `  ${name.padEnd(13)} p50 ${service.p50.toFixed(2)} ms  p99 ${service.p99.toFixed(2)} ms  ${service.perSecond.toFixed(0)}/s` +
          `   | bare SQL p50 ${bare.p50.toFixed(2)} ms  p99 ${bare.p99.toFixed(2)} ms  ${bare.perSecond.toFixed(0)}/s` +
          `   | ${(service.perSecond / bare.perSecond).toFixed(2)}× the bare query` +
          `   ${service.p99 <= 5 ? 'p99 ≤ 5 ms' : 'p99 OVER 5 ms'}${service.perSecond / bare.perSecond >= 0.5 ? '' : ', UNDER 0.5×'}`,
      );
    line('QueryFriends', query, bareQuery);
    line('Autocomplete', auto, bareAuto);
    await app.close();
    await services.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the BENCH_DATABASE_URL server, dropped afterwards. */
async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL!;
  const name = `kingside_bench_friends_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

console.log(
  `friends search: ${ROUNDS} calls each, interleaved with the bare query, after ${WARMUP} warm-up rounds`,
);
await benchOn('embedded PGlite', null);
if (process.env.BENCH_DATABASE_URL) await withPostgres((url) => benchOn('PostgreSQL', url));
process.exit(0);
