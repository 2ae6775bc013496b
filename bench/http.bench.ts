// `npm run bench`: requests/s and p99 latency of a page route and a JSON callback route, beside a
// bare Fastify hello-world measured in the same run. Figures are ratios: these machines are noisy.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Figures {
  name: string;
  rps: number;
  p99: number;
}

function start(command: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const helloPort = 3301;
const hello = await start(['bench/hello-server.mjs'], { PORT: String(helloPort) }, /ready/);
const baseline = await measure('fastify hello-world', `http://127.0.0.1:${helloPort}/`);
await stop(hello);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-bench-'));
const appPort = 3302;
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
  const figures = [
    baseline,
    await measure('page GET /about', `http://127.0.0.1:${appPort}/about`, { cookie }),
    await measure('JSON GET /callback/user/current', `http://127.0.0.1:${appPort}/callback/user/current`, {
      cookie,
    }),
  ];
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log('route                               req/s     p99 ms   ratio (req/s vs hello-world)');
  for (const f of figures) {
    const ratio = f.rps / baseline.rps;
    console.log(
      `${f.name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p99).padStart(9)}   ${ratio.toFixed(2)}${f === baseline ? '' : ratio >= 0.5 ? '  (goal ≥ 0.5: met)' : '  (goal ≥ 0.5: missed)'}`,
    );
  }
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
