import { Writable } from 'node:stream';
import { API, DAILY_API, PLATFORM, PUZZLES_API, TWO_FACTOR_API } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

/**
 * The proof walk: every route in Fastify's route table (collected as the app registers them, so a
 * new route is walked without a word here) gets malformed JSON, wrong types, an oversized body and
 * control characters, as a member with a valid session and CSRF token and as a guest. Each answer is
 * a 4xx or a plain success (never 5xx), nothing is logged at error level, and no table changes.
 */

/**
 * Routes whose action needs nothing but the session: any body that parses is a valid request (a
 * logout logs out), so they get only the bodies that cannot parse.
 */
const TAKES_NO_INPUT = new Set([
  'POST /logout',
  `POST ${API.resendVerification}`,
  `POST ${TWO_FACTOR_API.setup}`,
  `POST ${DAILY_API.vacationStart}`,
  `POST ${DAILY_API.vacationEnd}`,
  `POST ${PUZZLES_API.streakStart}`,
]);
const UNPARSABLE = new Set(['malformed JSON', 'an oversized body']);

/** Plausible values for route params, by name: the walk should reach the handler, not the 404. */
const PARAM_VALUES: Record<string, string> = {
  username: 'walker',
  user: 'walker',
  opponent: 'walker',
  id: 'Abcd1234',
  code: 'WALK10',
  provider: 'sandbox',
  lang: 'en',
  '*': 'x',
};

/** Field names the app's bodies and queries use, given the wrong type or a control character. */
const FIELDS = [
  'username',
  'email',
  'password',
  'token',
  'id',
  'code',
  'tier',
  'interval',
  'coupon',
  'giftTo',
  'reason',
  'status',
  'url',
  'message',
  'payload',
  'users',
  'include',
  'before',
  'limit',
  'c',
  'path',
  'timeControl',
  'rated',
  'color',
  'skill_level',
  'number',
  'cvc',
  'name',
  'approve',
  'kind',
  'amount',
  'expires',
  'maxUses',
  '_username',
  '_password',
  'timezone',
  'lang',
  'currentPassword',
  'newPassword',
];
const withAll = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const CONTROL = 'a\u0000b\u001b\u007f';

interface Walked {
  method: string;
  url: string;
}

/** A route's URL with its params filled in. */
function fill(url: string): string {
  return url.replace(/:(\w+)|\*/g, (whole, name?: string) => PARAM_VALUES[name ?? whole] ?? 'x');
}

/** What each route gets: name, and the request less its cookies and CSRF token. */
function badRequests(route: Walked): [string, InjectOptions][] {
  const url = fill(route.url);
  const query = `?${FIELDS.map((f) => `${f}=${encodeURIComponent(CONTROL)}&${f}[]=1`).join('&')}`;
  const nulParams = route.url.replace(/:(\w+)|\*/g, '%00x%1B');
  const asGet: [string, InjectOptions][] = [
    ['control characters in the query', { method: 'GET', url: url + query }],
    ['control characters in the params', { method: 'GET', url: nulParams }],
  ];
  if (route.method === 'GET' || route.method === 'HEAD') {
    return asGet.map(([name, options]) => [name, { ...options, method: route.method as 'GET' }]);
  }
  const method = route.method as 'POST';
  const json = { 'content-type': 'application/json' };
  return [
    ['malformed JSON', { method, url, payload: '{"username": "x",', headers: json }],
    ['a JSON body that is not an object', { method, url, payload: '[1,"two"]', headers: json }],
    ['wrong types', { method, url, payload: JSON.stringify(withAll({ $ne: [1] })), headers: json }],
    [
      'control characters in the body',
      { method, url, payload: JSON.stringify(withAll(CONTROL)), headers: json },
    ],
    ['control characters in the params', { method, url: nulParams, payload: '{}', headers: json }],
    [
      'an oversized body',
      { method, url, payload: JSON.stringify({ x: 'y'.repeat(300_000) }), headers: json },
    ],
    ...['application/octet-stream', 'application/proto', 'application/grpc-web+proto'].map(
      (type): [string, InjectOptions] => [
        `binary junk as ${type}`,
        { method, url, payload: Buffer.from([0, 255, 1, 254, 10]), headers: { 'content-type': type } },
      ],
    ),
  ];
}

describe.each(DATABASE_KINDS)('the proof walk on %s', (kind) => {
  let t: TestApp;
  const routes: Walked[] = [];
  const errors: string[] = [];
  beforeAll(async () => {
    const logDestination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          if ((JSON.parse(line) as { level: number }).level >= 50) errors.push(line);
        }
        done();
      },
    });
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    };
    t = await startTestApp(kind, { LOG_LEVEL: 'warn' }, { logTo: logDestination, onRoute });
  });
  afterAll(() => t.close());

  /** Every table's rows, as one text per table: equal before and after means nothing was written. */
  async function tables(): Promise<Record<string, string>> {
    const db = t.testDb.database.db as unknown as { execute(q: unknown): Promise<{ rows: unknown[] }> };
    const names = (
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).rows.map((row) => (row as { table_name: string }).table_name);
    const out: Record<string, string> = {};
    for (const name of names) {
      const result = await db.execute(
        sql.raw(
          `select coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as sum from "${name}" t`,
        ),
      );
      out[name] = (result.rows[0] as { sum: string }).sum;
    }
    return out;
  }

  async function walk(browser: TestBrowser) {
    const failures: string[] = [];
    expect(routes.length).toBeGreaterThan(50);
    // Platform services take the session's platform token instead of its cookie and CSRF token.
    const platformToken = (await browser.post(PLATFORM.tokenPath)).json().access_token as string;
    for (const route of routes) {
      for (const [name, options] of badRequests(route)) {
        if (TAKES_NO_INPUT.has(`${route.method} ${route.url}`) && !UNPARSABLE.has(name)) continue;
        const logged = errors.length;
        const response: LightMyRequestResponse = await browser.request({
          ...options,
          headers: {
            ...(options.headers ?? {}),
            ...(browser.csrfToken ? { 'x-xsrf-token': browser.csrfToken } : {}),
            ...(route.url.startsWith('/platform') ? { authorization: `Bearer ${platformToken}` } : {}),
          },
        });
        const what = `${route.method} ${route.url} with ${name}: ${response.statusCode}`;
        const bad = response.statusCode >= 500 || errors.length > logged;
        if (!bad) continue;
        const detail = `${what} ${errors.slice(logged).join(' ').slice(0, 300)} ${response.body.slice(0, 200)}`;
        failures.push(detail);
      }
    }
    return failures;
  }

  // Thousands of requests, more with every route: a busy CI machine needs minutes, not the default 30 s.
  it('walks every route as a member with a session and CSRF token, and as a guest: 4xx, no error logged, nothing written', async () => {
    const member = new TestBrowser(t.app);
    expect((await member.register('walker')).statusCode).toBe(200);
    const guest = new TestBrowser(t.app);
    await guest.get('/');
    // A guest's session row is made at their first accepted unsafe request: before the snapshot.
    expect((await guest.post(PLATFORM.tokenPath)).statusCode).toBe(200);
    const before = await tables();
    const asMember = await walk(member);
    const asGuest = await walk(guest);
    expect([...asMember, ...asGuest]).toEqual([]);
    expect(await tables()).toEqual(before);
    // The member is still logged in: the walk did not stop at CSRF or lose its session on the way.
    expect((await member.get('/callback/user/current')).json().state.isLoggedIn).toBe(true);
  }, 600_000);
});
