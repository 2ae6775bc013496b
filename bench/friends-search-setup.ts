// The friends search bench's world: 10,000 members and 100,000 friendships in a fresh database (PGlite,
// or a database of its own on BENCH_DATABASE_URL's server), the app listening on loopback, a member's
// platform token, and the inputs the calls cycle through. Shared by the bench and its breakdown.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { PLATFORM } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Database } from '../apps/server/src/platform/db/database';
import type { Services } from '../apps/server/src/services';
import { withBenchApp } from './bench-app';

export const MEMBERS = 10_000;
/** Friendships (two rows each): every member befriends the 10 members `STEP` apart after them. */
export const FRIENDSHIPS = 100_000;
const PER_MEMBER = FRIENDSHIPS / MEMBERS;
const STEP = 97;
const SERVICE = `${PLATFORM.friendsSearchBase}/kingside.friends.v1.FriendsSearchService`;
export const PASSWORD = 'correct horse battery';

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
  // Every member has a rating in two speeds, as on a site where people play: the records carry the best.
  await db.execute(sql`insert into ratings (user_id, speed, rating, rd, volatility, games, updated_at)
    select user_id, speed, 1000 + (user_id * 37 + length(speed) * 101) % 1500, 60, 0.06, 10, now()
    from users cross join (values ('blitz'), ('rapid')) s(speed)`);
  await db.execute(sql`analyze`);
}

/** A logged-in browser in miniature: cookies, CSRF field, then a platform token. */
export async function platformToken(app: FastifyInstance, username: string): Promise<string> {
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

/** The member columns a friend record carries: what the service reads, so both read the same data. */
export const COLUMNS = sql.raw(
  ['user_id', 'uuid', 'username', 'username_key', 'tier', 'role', 'closure', 'is_activated', 'country']
    .concat([
      'chess_title',
      'avatar_url',
      'language',
      'timezone',
      'created_at',
      'updated_at',
      'last_login_at',
    ])
    .map((column) => `u.${column}`)
    .join(', '),
);

/**
 * The bare indexed SQL the service is measured against, reading the same rows and columns. QueryFriends:
 * the member's open friends, last seen first, one more than the default page of 20 (there is a next
 * page or not).
 */
export const bareQueryFriends = (db: Database['db'], uuid: string) =>
  db.execute(sql`select ${COLUMNS} from friendships f join users u on u.user_id = f.friend_id
    where f.user_id = (select user_id from users where uuid = ${uuid}) and u.closure is null
    order by coalesce(u.last_login_at, '-infinity') desc, u.user_id desc limit 21`);

/**
 * Autocomplete (friends 5, suggestions 5): the caller's open friends with that prefix, then other open
 * members with it, neither friends nor blocked either way.
 */
export const bareAutocomplete = (db: Database['db'], callerId: number, prefix: string) =>
  db.execute(sql`(select ${COLUMNS} from friendships f join users u on u.user_id = f.friend_id
      where f.user_id = ${callerId} and u.closure is null and u.username_key collate "C" like ${`${prefix}%`}
      order by u.username_key collate "C" limit 5)
    union all
    (select ${COLUMNS} from users u where u.username_key collate "C" like ${`${prefix}%`} and u.closure is null
      and u.user_id <> ${callerId}
      and not exists (select 1 from friendships f where f.user_id = ${callerId} and f.friend_id = u.user_id)
      and not exists (select 1 from blocks b where (b.blocker_id = ${callerId} and b.blocked_id = u.user_id)
        or (b.blocker_id = u.user_id and b.blocked_id = ${callerId}))
      order by u.username_key collate "C" limit 5)`);

export interface BenchWorld {
  db: Database['db'];
  services: Services;
  app: FastifyInstance;
  callerId: number;
  /** Members whose friends are listed, and the 3-letter prefixes autocompleted, in turn. */
  uuids: string[];
  prefixes: string[];
  /** Where the app listens on loopback, and the member's platform token, for a client elsewhere. */
  port: number;
  token: string;
  /** A Connect JSON call over loopback HTTP (one kept-alive connection), as a platform client makes it. */
  call(method: 'QueryFriends' | 'Autocomplete', body: unknown): Promise<unknown>;
}

/** The friends search service's path for `method`. */
export const friendsSearchPath = (method: 'QueryFriends' | 'Autocomplete') => `${SERVICE}/${method}`;

/** Seeds a fresh database, starts the app on loopback, and runs `work` in that world. */
export async function withWorld(databaseUrl: string | null, work: (world: BenchWorld) => Promise<void>) {
  await withBenchApp('friends', databaseUrl, async ({ db, services, app, http }) => {
    const started = performance.now();
    await seed(db);
    const caller = await services.accounts.register({
      username: 'bench_caller',
      email: 'caller@example.com',
      password: PASSWORD,
    });
    await db.execute(sql`insert into friendships (user_id, friend_id, created_at)
      select ${caller.userId}, n, now() from generate_series(1, 20) n union all select n, ${caller.userId}, now() from generate_series(1, 20) n`);
    const token = await platformToken(app, 'bench_caller');
    console.log(
      `  seeded ${MEMBERS} members and ${FRIENDSHIPS} friendships in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const picked = (await db.execute(sql`select uuid from users order by user_id limit 500`)) as unknown as {
      rows: { uuid: string }[];
    };
    await work({
      db,
      services,
      app,
      callerId: caller.userId,
      uuids: picked.rows.map((row) => row.uuid),
      prefixes: Array.from({ length: 256 }, (_, i) => `m${i.toString(16).padStart(2, '0')}`),
      port: (app.server.address() as AddressInfo).port,
      token,
      call: (method, body) =>
        http('POST', friendsSearchPath(method), body, { authorization: `Bearer ${token}` }),
    });
  });
}

/** A database of its own on the BENCH_DATABASE_URL server, dropped afterwards. */
export async function withPostgres(run: (url: string) => Promise<void>): Promise<void> {
  const server = process.env.BENCH_DATABASE_URL!;
  const name = `kingside_bench_${randomBytes(4).toString('hex')}`;
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

/** Each of `runs` in turn, `rounds` times after `warmup` rounds (so all see the same machine): ms per call. */
export function interleaved(
  runs: ((i: number) => Promise<unknown>)[],
  rounds: number,
  warmup: number,
): Promise<number[][]> {
  const timed = runs.map((run) => async (i: number) => {
    const started = performance.now();
    await run(i);
    return performance.now() - started;
  });
  return interleavedTimed(timed, rounds, warmup);
}

/** As `interleaved`, for runs that time themselves (elsewhere): each answers its ms. */
export async function interleavedTimed(
  runs: ((i: number) => Promise<number>)[],
  rounds: number,
  warmup: number,
): Promise<number[][]> {
  for (let i = 0; i < warmup; i++) for (const run of runs) await run(i);
  const times = runs.map(() => [] as number[]);
  for (let i = 0; i < rounds; i++) {
    for (const [index, run] of runs.entries()) times[index]!.push(await run(i));
  }
  return times;
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const total = samples.reduce((sum, s) => sum + s, 0);
  return { p50: at(0.5), p99: at(0.99), perSecond: (samples.length / total) * 1000 };
}
