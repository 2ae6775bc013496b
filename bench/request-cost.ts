// Where a request's CPU time goes, by subtraction (`npx tsx bench/request-cost.ts`). Every server
// lives in this process and a child process drives it over real HTTP (10 keep-alive connections),
// so process.cpuUsage() over a fixed number of requests is the server's CPU time per request,
// nothing else: a bare Fastify hello-world, the same with our plugins added one at a time, then the
// whole app on a trivial route, a web-scope JSON route, a cached JSON route, the home feed and the
// article page. Cases are interleaved round by round (the order rotates) and the median is printed:
// compare rows of one run only, other load on the machine moves them all.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { API, COMPRESSION_MIN_BYTES, CONTENT_API } from '@kingside/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { frameworkErrors, installErrorHandler } from '../apps/server/src/platform/http/error-handler';
import { installSecurityHeaders } from '../apps/server/src/platform/http/security-headers';
import { createLogger, lazyChildLogger } from '../apps/server/src/platform/logger';
import { withBenchApp } from './bench-app';
import { median, root } from './child-server';
import { articleId, benchReader, seedContent } from './content-seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
/** Requests per case and round: short batches, so the fastest of them is one other load hardly touched. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
/**
 * Only the cases whose names contain one of these comma-separated parts (to profile one path, or
 * compare a few), else all; the first case run is the baseline.
 */
const ONLY = process.env.BENCH_ONLY?.split(',');
const CONNECTIONS = 10;

/** Each layer is what the app adds at its root, in the app's order. */
const LAYERS: [string, (app: FastifyInstance) => unknown][] = [
  ['+ cookie', (app) => app.register(fastifyCookie)],
  ['+ formbody', (app) => app.register(fastifyFormbody)],
  [
    '+ compress',
    (app) =>
      app.register(fastifyCompress, {
        threshold: COMPRESSION_MIN_BYTES,
        syncThreshold: 64 * 1024,
        globalDecompression: false,
      }),
  ],
  ['+ security headers', (app) => installSecurityHeaders(app, { crossOriginIsolation: 'off' })],
  ['+ error handler', (app) => installErrorHandler(app)],
];

const hello = async () => ({ hello: 'world' });

/** A bare Fastify (with the app's options after the first layer) and the first `layers` of LAYERS. */
async function bare(layers: number): Promise<FastifyInstance> {
  const app: FastifyInstance =
    layers === 0
      ? Fastify()
      : Fastify({
          loggerInstance: createLogger({ logLevel: 'silent' }) as FastifyBaseLogger,
          frameworkErrors,
          logController: new LogController({ disableRequestLogging: true }),
          childLoggerFactory: lazyChildLogger,
        });
  for (const [, add] of LAYERS.slice(0, layers)) await add(app);
  app.get('/', hello);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

interface Case {
  name: string;
  url: string;
  headers: Record<string, string>;
}

const client = fork(`${root}/bench/load-client.mjs`, [], { execArgv: [] });
await new Promise((resolve) => client.once('message', resolve));

function load(target: Case, amount: number): Promise<{ requests: number; non2xx: number; errors: number }> {
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.send({ url: target.url, headers: target.headers, amount, connections: CONNECTIONS });
  });
}

/** Server CPU µs per request of one case. */
async function cpuPerRequest(target: Case): Promise<number> {
  const before = process.cpuUsage();
  const result = await load(target, REQUESTS);
  const used = process.cpuUsage(before);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (used.user + used.system) / result.requests;
}

const bares: FastifyInstance[] = [];
try {
  for (let layers = 0; layers <= LAYERS.length; layers++) bares.push(await bare(layers));
  await withBenchApp(
    'request-cost',
    null,
    async ({ app, db }) => {
      await seedContent(db, {
        articles: 200,
        comments: 2_000,
        authors: 40,
        busyArticle: 100,
        busyComments: 200,
      });
      const base = `http://127.0.0.1:${portOf(app)}`;
      const cookie = await benchReader(base);
      const itemId = await articleId(base, 'bench-article-100', cookie);
      const headers = { cookie };
      const all: Case[] = [
        { name: 'fastify hello-world', url: `http://127.0.0.1:${portOf(bares[0]!)}/`, headers: {} },
        ...LAYERS.map(([name], i) => ({
          name: `bare ${i === 0 ? '(app options) ' : ''}${name}`,
          url: `http://127.0.0.1:${portOf(bares[i + 1]!)}/`,
          headers: {},
        })),
        { name: 'app: trivial root route', url: `${base}/bench/trivial`, headers },
        { name: 'app: web scope, roles', url: `${base}${API.roles}`, headers },
        { name: 'app: first comments page', url: `${base}${CONTENT_API.comments(itemId)}`, headers },
        { name: 'app: home feed', url: `${base}${CONTENT_API.home}`, headers },
        { name: 'app: article page', url: `${base}/article/view/bench-article-100`, headers },
      ];
      const cases = all.filter((target) => !ONLY || ONLY.some((part) => target.name.includes(part)));
      for (const target of cases) await load(target, 3 * REQUESTS); // warm-up: the JIT settles
      const figures = cases.map(() => [] as number[]);
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < cases.length; k++) {
          const i = (k + round) % cases.length;
          figures[i]!.push(await cpuPerRequest(cases[i]!));
        }
      }
      console.log(
        `\n${REQUESTS} requests per case and round, ${CONNECTIONS} connections, ${ROUNDS} rounds\n`,
      );
      console.log(
        'case                                     fastest  median   (CPU µs/req)   fastest − first',
      );
      const baseUs = Math.min(...figures[0]!);
      cases.forEach((target, i) => {
        const fastest = Math.min(...figures[i]!);
        const extra = fastest - baseUs;
        console.log(
          `${target.name.padEnd(38)} ${fastest.toFixed(1).padStart(8)} ${median(figures[i]!).toFixed(1).padStart(8)}` +
            `${' '.repeat(18)}${extra >= 0 ? '+' : ''}${extra.toFixed(1)}`,
        );
      });
    },
    // A route at the app's root: what every request pays before any route of ours does work.
    (app) => app.get('/bench/trivial', hello),
  );
} finally {
  for (const app of bares) await app.close();
  client.kill();
}
