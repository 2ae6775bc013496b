// `npm run bench`: game review's time. A 40-move game (81 positions) searched as the review page does it
// (Stockfish 19 lite, single-threaded, in a Web Worker of headless Chromium; MultiPV 2 at the standard
// depth), then classified (contract `reviewGame`). The baseline in the same run is the same wasm in a plain
// Node process over the same positions: the browser should take ≤ 1.25× its time. Prints both, per position.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ENGINE_FILES, REVIEW_SEARCH_DEPTH } from '@kingside/contract';
import { type PositionEval, replayFens, reviewGame, type Score } from '@kingside/contract/review';
import { parseUciLine, whiteScore } from '@kingside/contract/uci';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { makeUci } from 'chessops/util';
import { chromium } from 'playwright';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const PLIES = 80;
const DEPTH = REVIEW_SEARCH_DEPTH.standard;
const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('stockfish/package.json')), 'bin');

/** A legal 40-move game, the same every run: a seeded walk that avoids ending the game early. */
function benchGame(): string[] {
  for (let seed = 1; ; seed++) {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state;
    };
    const pos = Chess.fromSetup(parseFen(START).unwrap()).unwrap();
    const moves: string[] = [];
    while (moves.length < PLIES && !pos.isEnd()) {
      const legal = [...pos.allDests()].flatMap(([from, dests]) => [...dests].map((to) => ({ from, to })));
      const move = legal[next() % legal.length]!;
      const piece = pos.board.get(move.from)!;
      const promotion =
        piece.role === 'pawn' && (move.to >> 3 === 0 || move.to >> 3 === 7) ? 'queen' : undefined;
      moves.push(makeUci({ ...move, promotion }));
      pos.play({ ...move, promotion });
    }
    if (moves.length === PLIES && !pos.isEnd()) return moves;
  }
}

/** The evaluation a search's output gives, as the page folds it (white's scores, lines 1 and 2). */
function evalOf(lines: readonly string[], fen: string): PositionEval {
  const turn = fen.split(' ')[1] === 'b' ? 'black' : 'white';
  const scores = new Map<number, Score>();
  let best: string | null = null;
  for (const line of lines) {
    const parsed = parseUciLine(line);
    if (!parsed.ok) continue;
    const message = parsed.value;
    if (message.type === 'bestmove') best = message.best.move;
    if (message.type === 'info' && message.info.score && !message.info.score.bound) {
      const score = whiteScore(message.info.score, turn);
      scores.set(message.info.multipv, score.kind === 'mate' ? { mate: score.value } : { cp: score.value });
    }
  }
  return { best, score: scores.get(1) ?? { cp: 0 }, second: scores.get(2) ?? null };
}

/** The whole game in one Node process running the single-threaded build: the baseline. */
function nodeReview(fens: readonly string[]): Promise<{ ms: number; evals: PositionEval[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(bin, 'stockfish-19-lite-single.js')]);
    const evals: PositionEval[] = [];
    let lines: string[] = [];
    let buffer = '';
    let started = 0;
    const go = () => child.stdin.write(`position fen ${fens[evals.length]}\ngo depth ${DEPTH}\n`);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line === 'readyok') {
          started = performance.now();
          go();
        }
        if (!line.startsWith('bestmove')) continue;
        evals.push(evalOf(lines, fens[evals.length]!));
        lines = [];
        if (evals.length < fens.length) go();
        else {
          child.stdin.end('quit\n');
          resolve({ ms: performance.now() - started, evals });
        }
      }
    });
    child.on('error', reject);
    child.stdin.write('uci\nsetoption name MultiPV value 2\nsetoption name Hash value 32\nisready\n');
  });
}

function serveEngine(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    const type = Object.hasOwn(ENGINE_FILES, name) ? ENGINE_FILES[name] : undefined;
    response.writeHead(200, { 'content-type': type ?? 'text/html' });
    response.end(type ? readFileSync(path.join(bin, name)) : '<!doctype html><title>review bench</title>');
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
  const moves = benchGame();
  const fens = replayFens(START, moves)!;
  const served = await serveEngine();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(served.url);
  // A script of text: tsx would wrap named functions in a helper the page does not have.
  const browserMs = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const fens = ${JSON.stringify(fens)};
    const worker = new Worker('stockfish-19-lite-single.js');
    let index = 0;
    let started = 0;
    function go() {
      worker.postMessage('position fen ' + fens[index]);
      worker.postMessage('go depth ${DEPTH}');
    }
    worker.onerror = () => reject(new Error('the engine failed'));
    worker.onmessage = (event) => {
      const line = String(event.data);
      if (line === 'uciok') {
        worker.postMessage('setoption name MultiPV value 2');
        worker.postMessage('setoption name Hash value 32');
        worker.postMessage('isready');
      }
      if (line === 'readyok') {
        started = performance.now();
        go();
      }
      if (!line.startsWith('bestmove')) return;
      if (++index < fens.length) return go();
      worker.terminate();
      resolve(performance.now() - started);
    };
    worker.postMessage('uci');
  })`);
  await browser.close();
  served.close();

  const node = await nodeReview(fens);
  const classifyStart = performance.now();
  const result = reviewGame({ startFen: START, moves, evals: node.evals, bookPlies: 0 });
  const classifyMs = performance.now() - classifyStart;
  if (!result) throw new Error('the bench game did not review');
  const ratio = browserMs / node.ms;
  console.log(
    `Game review: ${PLIES / 2} moves (${fens.length} positions), depth ${DEPTH}, MultiPV 2, single thread`,
  );
  console.log(
    `  chromium worker      ${(browserMs / 1000).toFixed(1).padStart(6)} s  (${(browserMs / fens.length).toFixed(0)} ms a position)`,
  );
  console.log(
    `  node (baseline)      ${(node.ms / 1000).toFixed(1).padStart(6)} s  (${(node.ms / fens.length).toFixed(0)} ms a position)`,
  );
  console.log(
    `  classes + accuracy   ${classifyMs.toFixed(1).padStart(6)} ms (accuracy ${result.accuracy.white?.toFixed(1)} / ${result.accuracy.black?.toFixed(1)})`,
  );
  console.log(
    `Goal: the browser's review ≤ 1.25× the same searches in Node: ${ratio.toFixed(2)}× ${ratio <= 1.25 ? 'met' : 'NOT met'}`,
  );
}

await main();
