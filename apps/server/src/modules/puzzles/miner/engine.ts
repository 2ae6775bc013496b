/**
 * Stockfish 19's single-threaded lite build (npm `stockfish`, WebAssembly) in a child process of
 * its own, spoken to in UCI (contract uci.ts): the server's event loop never waits on a search.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import {
  goCommand,
  parseUciLine,
  positionCommand,
  setOptionCommand,
  type UciInfo,
  type UciResult,
} from '@kingside/contract/uci';

const ENGINE_FILE = 'stockfish/bin/stockfish-19-lite-single.js';

/** One line of a multi-PV search at its deepest, best first: the move, its score (side to move) and line. */
export interface EngineLine {
  move: string;
  score: { kind: 'cp' | 'mate'; value: number };
  pv: string[];
}

export interface Analyser {
  /** The best `lines` lines of the position (fewer when it has fewer legal moves), side to move's scores. */
  analyse(fen: string, lines: number, depth: number): Promise<EngineLine[]>;
  close(): Promise<void>;
}

const must = (result: UciResult<string>): string => {
  if (!result.ok) throw result.error;
  return result.value;
};

export function startEngine(): Analyser {
  const require = createRequire(import.meta.url);
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [require.resolve(ENGINE_FILE)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const waiting: ((line: string) => boolean)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const head = waiting[0];
    if (head?.(line)) waiting.shift();
  });
  const send = (command: string) => child.stdin.write(`${command}\n`);
  /** Resolves when `done` accepts a line; every line goes to `done` until then. */
  const until = (done: (line: string) => boolean) =>
    new Promise<void>((resolve) => {
      waiting.push((line) => {
        if (!done(line)) return false;
        resolve();
        return true;
      });
    });
  let ready: Promise<void> = (async () => {
    send('uci');
    await until((line) => line.trim() === 'uciok');
  })();
  let queue = Promise.resolve();

  return {
    analyse(fen, lines, depth) {
      const run = async () => {
        await ready;
        send(must(setOptionCommand('MultiPV', lines)));
        send('isready');
        await until((line) => line.trim() === 'readyok');
        send(must(positionCommand({ fen })));
        const deepest = new Map<number, UciInfo>();
        send(must(goCommand({ depth })));
        await until((line) => {
          const parsed = parseUciLine(line);
          if (!parsed.ok) return false;
          const message = parsed.value;
          if (
            message.type === 'info' &&
            message.info.score &&
            message.info.pv.length > 0 &&
            !message.info.score.bound
          )
            deepest.set(message.info.multipv, message.info);
          return message.type === 'bestmove';
        });
        return [...deepest.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, info]) => ({
            move: info.pv[0]!,
            score: { kind: info.score!.kind, value: info.score!.value },
            pv: info.pv,
          }));
      };
      const result = queue.then(run);
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    async close() {
      ready = Promise.reject(new Error('engine closed'));
      ready.catch(() => undefined);
      send('quit');
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
    },
  };
}
