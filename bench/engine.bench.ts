// `npm run bench`: the in-browser engine's speed. Stockfish 19 lite (npm stockfish@19.0.0, the files our
// server sends) searches the same positions for a fixed time in headless Chromium, in a Web Worker as the
// pages run it (single-threaded; multi-threaded with 2 threads on a cross-origin isolated page), and, as the
// baseline in the same run, as a plain Node process running the same wasm. The engine publishes no speed
// for its WASM builds, so the reference is its own speed on this machine outside the browser: the browser
// build should reach ≥ 0.8× of it. Prints nodes per second, and the files' sizes.

import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ENGINE_FILES } from '@kingside/contract';
import { parseUciLine } from '@kingside/contract/uci';
import { chromium } from 'playwright';

const MOVETIME_MS = Number(process.env.BENCH_ENGINE_MS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 2);
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 w - - 0 6',
  '2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1',
];

const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('stockfish/package.json')), 'bin');

/** The last nps of each search in an engine's output. */
function lastNps(lines: string[]): number {
  let nps = 0;
  for (const line of lines) {
    const parsed = parseUciLine(line);
    if (parsed.ok && parsed.value.type === 'info' && parsed.value.info.nps) nps = parsed.value.info.nps;
  }
  return nps;
}

/** One search per position in a Node process running the single-threaded build: the baseline. */
function nodeNps(fen: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(bin, 'stockfish-19-lite-single.js')]);
    const lines: string[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith('bestmove')) {
          child.stdin.end('quit\n');
          resolve(lastNps(lines));
        }
        if (line === 'readyok') child.stdin.write(`position fen ${fen}\ngo movetime ${MOVETIME_MS}\n`);
      }
    });
    child.on('error', reject);
    child.stdin.write('uci\nisready\n');
  });
}

/** Serves the engine files and an empty page, cross-origin isolated so the threaded build can run. */
function serveEngine(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    const isolation = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    };
    const type = Object.hasOwn(ENGINE_FILES, name) ? ENGINE_FILES[name] : undefined;
    if (type) {
      response.writeHead(200, { 'content-type': type, ...isolation });
      response.end(readFileSync(path.join(bin, name)));
    } else {
      response.writeHead(200, { 'content-type': 'text/html', ...isolation });
      response.end('<!doctype html><title>engine bench</title>');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        close: () => server.close(),
      }),
    ),
  );
}

async function main() {
  const served = await serveEngine();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(served.url);
  const browserNps = (script: string, threads: number, fen: string) =>
    page
      .evaluate(
        ({ script, threads, fen, movetime }) =>
          new Promise<string[]>((resolve, reject) => {
            const worker = new Worker(script);
            const lines: string[] = [];
            worker.onerror = () => reject(new Error(`${script} failed`));
            worker.onmessage = (event) => {
              const line = String(event.data);
              lines.push(line);
              if (line === 'uciok') worker.postMessage(`setoption name Threads value ${threads}`);
              if (line === 'uciok') worker.postMessage('isready');
              if (line === 'readyok') {
                worker.postMessage(`position fen ${fen}`);
                worker.postMessage(`go movetime ${movetime}`);
              }
              if (line.startsWith('bestmove')) {
                worker.terminate();
                resolve(lines);
              }
            };
            worker.postMessage('uci');
          }),
        { script, threads, fen, movetime: MOVETIME_MS },
      )
      .then(lastNps);
  const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);

  const runs: Record<string, number[]> = { node: [], 'chromium single': [], 'chromium 2 threads': [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const fen of FENS) {
      runs.node!.push(await nodeNps(fen));
      runs['chromium single']!.push(await browserNps('stockfish-19-lite-single.js', 1, fen));
      if (isolated) runs['chromium 2 threads']!.push(await browserNps('stockfish-19-lite.js', 2, fen));
    }
  }
  await browser.close();
  served.close();

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const baseline = median(runs.node!);
  console.log(
    `Stockfish 19 lite (npm stockfish@19.0.0), go movetime ${MOVETIME_MS} on ${FENS.length} positions × ${ROUNDS}`,
  );
  for (const [name, values] of Object.entries(runs)) {
    if (values.length === 0) continue;
    const nps = median(values);
    console.log(
      `  ${name.padEnd(20)} ${(nps / 1000).toFixed(0).padStart(6)} kN/s  (${(nps / baseline).toFixed(2)}× node)`,
    );
  }
  for (const name of Object.keys(ENGINE_FILES))
    console.log(`  ${name.padEnd(32)} ${(statSync(path.join(bin, name)).size / 1_048_576).toFixed(2)} MB`);
  const ratio = median(runs['chromium single']!) / baseline;
  console.log(
    `Goal: the browser's single-threaded build ≥ 0.8× the same wasm in Node: ${ratio >= 0.8 ? 'met' : 'NOT met'}`,
  );
}

await main();
