// `npm run bench`: content at scale. 10,000 articles by 100 authors and 100,000 comments (10,000 of
// them on one article) seeded into a fresh embedded database, then `kingside serve` on it and a bare
// Fastify hello-world, measured in the same run with autocannon, rounds interleaved: an article page
// (`/article/view/{url}`, the item looked up and put in the page context), its first page of comments
// with their replies, and the home feed of a member following 20 authors. Figures are ratios against
// the hello-world; the goal is ≥ 0.5×. Server CPU time per request is printed beside them: on a shared
// machine req/s moves with other load, CPU time hardly.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CONTENT_API } from '@kingside/contract';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';
import { MARKDOWN_RENDERER_VERSION } from '../apps/server/src/platform/markdown';
import { median, start, stop } from './child-server';
import { CONNECTIONS, DURATION, type Figures, measure } from './route-load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ARTICLES = 10_000;
const COMMENTS = 100_000;
const AUTHORS = 100;
const BUSY_ARTICLE = 5_000;
const BUSY_COMMENTS = 10_000;

/** Authors, their articles (HTML already rendered at the current version), comments, some featured. */
async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    const db = database.db;
    await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash,
        created_at, updated_at)
      select 'bench_author_' || n, 'bench_author_' || n, 'a' || n || '@example.com', 'a' || n || '@example.com', 'x',
        now(), now() from generate_series(0, ${AUTHORS - 1}) n`);
    const body = 'Fight for the **centre**. Develop knights before bishops. Castle early.';
    const html =
      '<p>Fight for the <strong>centre</strong>. Develop knights before bishops. Castle early.</p>';
    await db.execute(sql`insert into content_items (kind, slug, title, summary, body, html, html_version, author_id,
        tags, published_at, featured_at, created_at, updated_at)
      select 'article', 'bench-article-' || k, 'Bench article ' || k, 'A summary of article ' || k, ${body}, ${html},
        ${MARKDOWN_RENDERER_VERSION}, (select user_id from users where username_key = 'bench_author_' || (k % ${AUTHORS})),
        array['openings', 'tag' || (k % 50)], now() - k * interval '1 minute',
        case when k % 1000 = 0 then now() - k * interval '1 second' end, now(), now()
      from generate_series(1, ${ARTICLES}) k`);
    const first = sql`(select min(user_id) from users)`;
    const comment = (
      count: number,
      item: string,
    ) => sql`insert into content_comments (item_id, author_id, body, html,
        html_version, created_at)
      select (select id from content_items where slug = 'bench-article-' || (${sql.raw(item)})), ${first} + k % ${AUTHORS},
        'Nice game ' || k, '<p>Nice game ' || k || '</p>', ${MARKDOWN_RENDERER_VERSION}, now() - k * interval '1 second'
      from generate_series(1, ${count}) k`;
    await db.execute(comment(BUSY_COMMENTS, String(BUSY_ARTICLE)));
    await db.execute(comment(COMMENTS - BUSY_COMMENTS, `1 + k % ${ARTICLES}`));
    await db.execute(sql`update content_items i set comment_count = c.n
      from (select item_id, count(*)::int n from content_comments group by item_id) c where c.item_id = i.id`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** A member signed up through `/register`, following 20 authors: the cookie their browser would send. */
async function member(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/about`));
  const post = async (url: string, body: Record<string, string>) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), origin: base },
      body: JSON.stringify({ ...body, _token: decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') }),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    keep(response);
  };
  await post('/register', {
    username: 'bench_reader',
    email: 'reader@example.com',
    password: 'correct horse battery',
  });
  for (let n = 0; n < 20; n++) await post(`/callback/member/follow/bench_author_${n}`, {});
  return cookie();
}

// Ports of their own when another bench runs beside this one.
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3393);
const appPort = Number(process.env.BENCH_APP_PORT ?? 3394);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-content-'));
const started = performance.now();
await seed(dataDir);
console.log(
  `seeded ${ARTICLES} articles and ${COMMENTS} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const hello = await start(['bench/hello-server.mjs'], { PORT: String(helloPort) }, /ready/);
const app = await start(
  ['apps/server/bin/kingside.mjs', 'serve'],
  { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', BOT_CHECK: 'off' },
  /running on/,
);
try {
  const base = `http://127.0.0.1:${appPort}`;
  const cookie = await member(base);
  const busy = await (
    await fetch(`${base}/article/view/bench-article-${BUSY_ARTICLE}`, { headers: { cookie } })
  ).text();
  const itemId = JSON.parse(
    busy.match(/<script id="page-context" type="application\/json">(.*?)<\/script>/s)![1]!,
  ).page.article.id as number;
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push([
      await measure('fastify hello-world', hello, `http://127.0.0.1:${helloPort}/`),
      await measure('article page', app, `${base}/article/view/bench-article-${BUSY_ARTICLE}`, { cookie }),
      await measure('first comments page', app, `${base}${CONTENT_API.comments(itemId)}`, { cookie }),
      await measure('home feed (following)', app, `${base}${CONTENT_API.home}`, { cookie }),
    ]);
  }
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per route\n`);
  console.log(
    'route                        req/s  p99 ms  CPU µs/req   req/s ratio per round → median (vs hello-world)   CPU ratio',
  );
  for (let i = 0; i < rounds[0]!.length; i++) {
    const figures = rounds.map((r) => r[i]!);
    const ratios = rounds.map((r) => r[i]!.rps / r[0]!.rps);
    const ratio = median(ratios);
    const goal = i === 0 ? '' : ratio >= 0.5 ? '  (goal ≥ 0.5: met)' : '  (goal ≥ 0.5: missed)';
    const cpuUs = median(figures.map((f) => f.cpuUs));
    const cpuRatio = median(rounds.map((r) => r[0]!.cpuUs)) / cpuUs;
    console.log(
      `${figures[0]!.name.padEnd(26)} ${median(figures.map((f) => f.rps))
        .toFixed(0)
        .padStart(7)} ${String(Math.max(...figures.map((f) => f.p99))).padStart(7)} ` +
        `${cpuUs.toFixed(1).padStart(11)}   ` +
        `${ratios.map((r) => r.toFixed(2)).join(' ')} → ${ratio.toFixed(2)}${goal.padEnd(24)} ${cpuRatio.toFixed(2)}`,
    );
  }
} finally {
  await stop(app);
  await stop(hello);
  rmSync(dataDir, { recursive: true, force: true });
}
