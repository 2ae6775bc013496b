#!/usr/bin/env node
// Builds what `npm start` runs: the server bundle (apps/server/dist/cli.js) and the web app (apps/web/dist),
// each only when its sources changed since its last build. Usage: node scripts/build.mjs [--force]
//
// Several processes may call ensureBuilt at once (the CLI while a server starts): outputs are written
// beside their final place and renamed into it, so a reader never sees half a build.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatFirstLoads, measureFirstLoads, overBudget } from './bundle-budget.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(ROOT, ...parts);
const STAMP = '.built.json';
const CONTRACT_SOURCES = [at('packages/contract/src'), at('packages/contract/package.json')];

const SERVER = {
  name: 'server',
  out: at('apps/server/dist'),
  sources: [
    at('apps/server/src'),
    at('apps/server/package.json'),
    at('scripts/build.mjs'),
    ...CONTRACT_SOURCES,
  ],
};

const WEB = {
  name: 'web app',
  out: at('apps/web/dist'),
  sources: [
    at('apps/web/src'),
    at('apps/web/public'),
    at('apps/web/index.html'),
    at('apps/web/package.json'),
    at('apps/web/vite.config.ts'),
    ...CONTRACT_SOURCES,
  ],
};

/**
 * Builds the server, and the web app unless `web` is false, where missing or older than their sources.
 * The CLI's other commands need only the server; so do the server's integration tests, which set
 * KINGSIDE_SKIP_WEB_BUILD=1.
 */
export async function ensureBuilt({ force = false, web = true } = {}) {
  const built = [];
  if (force || isStale(SERVER)) {
    await timed(SERVER, buildServer);
    built.push('server');
  }
  if (!web || process.env.KINGSIDE_SKIP_WEB_BUILD === '1') return built;
  if (!existsSync(at('apps/web/index.html'))) {
    console.warn('Skipping the web app: apps/web/index.html does not exist yet.');
  } else if (force || isStale(WEB)) {
    await timed(WEB, buildWeb);
    built.push('web');
  }
  return built;
}

function isStale(target) {
  const stamp = readStamp(target.out);
  return stamp === null || newestMtime(target.sources) > stamp.sourcesAsOf;
}

function readStamp(out) {
  try {
    return JSON.parse(readFileSync(path.join(out, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** Tests are not part of what runs, so editing one does not call for a build. */
function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (!stat.isDirectory()) {
      if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    const children = readdirSync(entry).filter((name) => name !== 'node_modules' && name !== 'dist');
    newest = Math.max(newest, newestMtime(children.map((name) => path.join(entry, name))));
  }
  return newest;
}

async function timed(target, build) {
  // Sources edited while the build runs must make the next call build again: stamp the start time.
  const startedAt = Date.now();
  console.error(`Building the ${target.name}…`);
  await build({ sourcesAsOf: startedAt });
  console.error(`Built the ${target.name} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

/** Bare imports stay imports of node_modules, except the contract: it ships TypeScript source. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kingside/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildServer(stamp) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    // The embedded database's thread is a second entry, loaded beside cli.js.
    entryPoints: {
      cli: at('apps/server/src/cli.ts'),
      'pglite-worker': at('apps/server/src/platform/db/pglite-worker.ts'),
    },
    outdir: SERVER.out,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    bundle: true,
    sourcemap: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  mkdirSync(SERVER.out, { recursive: true });
  for (const file of [...result.outputFiles, stampFile(SERVER.out, stamp)]) {
    const draft = `${file.path}.${process.pid}.tmp`;
    writeFileSync(draft, file.contents);
    renameSync(draft, file.path);
  }
}

async function buildWeb(stamp) {
  const draft = `${WEB.out}.${process.pid}.tmp`;
  rmSync(draft, { recursive: true, force: true });
  const vite = at('node_modules/vite/bin/vite.js');
  // Vite reports on stdout; keep that free for the CLI's own answers.
  await run(process.execPath, [vite, 'build', '--outDir', draft, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: at('apps/web'),
    stdio: ['ignore', 2, 2],
  });
  const firstLoads = measureFirstLoads(draft, readFileSync(at('apps/web/src/app/pages.tsx'), 'utf8'));
  console.error(formatFirstLoads(firstLoads));
  const over = overBudget(firstLoads);
  if (over.length) {
    rmSync(draft, { recursive: true, force: true });
    throw new Error(
      `First load over budget (scripts/bundle-budget.mjs): ${over.map((row) => row.route).join(', ')}`,
    );
  }
  const file = stampFile(draft, stamp);
  writeFileSync(file.path, file.contents);
  const old = `${WEB.out}.${process.pid}.old`;
  try {
    renameSync(WEB.out, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    renameSync(draft, WEB.out);
  } catch (error) {
    // Another process swapped in its build of the same sources first: keep that one.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  }
  rmSync(old, { recursive: true, force: true });
  rmSync(draft, { recursive: true, force: true });
}

function stampFile(dir, stamp) {
  return { path: path.join(dir, STAMP), contents: `${JSON.stringify(stamp)}\n` };
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(args[0])} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--force');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown[0]}. Usage: node scripts/build.mjs [--force]`);
    process.exit(2);
  }
  try {
    await ensureBuilt({ force: args.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
