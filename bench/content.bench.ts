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
import { migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';
import { median, start, stop } from './child-server';
import { articleId, benchReader, seedContent } from './content-seed';
import { CONNECTIONS, DURATION, type Figures, measure } from './route-load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ARTICLES = 10_000;
const COMMENTS = 100_000;
const AUTHORS = 100;
const BUSY_ARTICLE = 5_000;
const BUSY_COMMENTS = 10_000;

async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateDatabase(database);
    await seedContent(database.db, {
      articles: ARTICLES,
      comments: COMMENTS,
      authors: AUTHORS,
      busyArticle: BUSY_ARTICLE,
      busyComments: BUSY_COMMENTS,
    });
  } finally {
    await database.close();
  }
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
  const cookie = await benchReader(base);
  const itemId = await articleId(base, `bench-article-${BUSY_ARTICLE}`, cookie);
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
