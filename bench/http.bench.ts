// `npm run bench`: requests/s and p99 latency of a page route and a JSON callback route, beside a
// bare Fastify hello-world measured in the same run. Figures are ratios: these machines are noisy.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, start, stop } from './child-server';
import { CONNECTIONS, DURATION, type Figures, measure } from './route-load';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const helloPort = 3391;
const appPort = 3392;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-'));
const hello = await start(['bench/hello-server.mjs'], { PORT: String(helloPort) }, /ready/);
const app = await start(
  ['apps/server/bin/kingside.mjs', 'serve'],
  { PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  /running on/,
);
try {
  // A returning visitor: one session, reused, as a browser would.
  const first = await fetch(`http://127.0.0.1:${appPort}/about`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Rounds interleave the baseline with the routes, so load from elsewhere on the machine hits
  // both sides of each ratio alike; the median round is reported.
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push([
      await measure('fastify hello-world', hello, `http://127.0.0.1:${helloPort}/`),
      await measure('page GET /about', app, `http://127.0.0.1:${appPort}/about`, { cookie }),
      await measure(
        'JSON GET /callback/user/current',
        app,
        `http://127.0.0.1:${appPort}/callback/user/current`,
        {
          cookie,
        },
      ),
    ]);
  }
  console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per route\n`);
  console.log(
    'route                               req/s  p99 ms  CPU µs/req   req/s ratio per round → median (vs hello-world)   CPU ratio',
  );
  for (let i = 0; i < rounds[0]!.length; i++) {
    const figures = rounds.map((r) => r[i]!);
    const ratios = rounds.map((r) => r[i]!.rps / r[0]!.rps);
    const ratio = median(ratios);
    const goal = i === 0 ? '' : ratio >= 0.5 ? '  (goal ≥ 0.5: met)' : '  (goal ≥ 0.5: missed)';
    const cpuUs = median(figures.map((f) => f.cpuUs));
    const cpuRatio = median(rounds.map((r) => r[0]!.cpuUs)) / cpuUs;
    console.log(
      `${figures[0]!.name.padEnd(34)} ${median(figures.map((f) => f.rps))
        .toFixed(0)
        .padStart(7)} ` +
        `${String(Math.max(...figures.map((f) => f.p99))).padStart(7)} ${cpuUs.toFixed(1).padStart(11)}   ` +
        `${ratios.map((r) => r.toFixed(2)).join(' ')} → ${ratio.toFixed(2)}${goal.padEnd(24)} ${cpuRatio.toFixed(2)}`,
    );
  }
} finally {
  await stop(app);
  await stop(hello);
  rmSync(dataDir, { recursive: true, force: true });
}
