import { describe, expect, it } from 'vitest';
import {
  CHECKMATED,
  MATE_IN_ONE,
  MULTI_PV_DEPTH_8,
  UCI_HANDSHAKE,
} from '../../../../../packages/contract/src/uci.recorded';
import { chooseEngineSetup } from './engine-build';
import { formatScore, winningChances } from './engine-lines';
import { type EnginePort, UciEngine } from './uci-engine';

/** A stand-in worker: records commands, and answers them with recorded Stockfish output when told. */
class FakePort implements EnginePort {
  sent: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  private answers = new Map<string, string>();

  answer(command: string, transcript: string) {
    this.answers.set(command, transcript);
  }

  postMessage(command: string) {
    this.sent.push(command);
    const transcript = this.answers.get(command);
    if (transcript !== undefined) queueMicrotask(() => this.emit(transcript));
  }

  emit(transcript: string) {
    for (const line of transcript.split('\n')) if (line) this.onmessage?.({ data: line });
  }

  terminate() {
    this.terminated = true;
  }
}

function fakeEngine() {
  const port = new FakePort();
  port.answer('uci', UCI_HANDSHAKE.replace('readyok\n', ''));
  port.answer('isready', 'readyok');
  return { port, engine: new UciEngine(port, { Threads: 1 }) };
}

describe('UciEngine on recorded Stockfish output', () => {
  it('shakes hands, sets its options, then searches: multi-PV lines from White, depth and speed', async () => {
    const { port, engine } = fakeEngine();
    port.answer('go depth 8', MULTI_PV_DEPTH_8);
    const reports: number[] = [];
    const result = await engine.search({
      moves: ['e2e4', 'e7e5'],
      turn: 'white',
      limits: { depth: 8 },
      options: { MultiPV: 2 },
      onReport: (report) => reports.push(report.depth),
    });
    expect(port.sent).toEqual([
      'uci',
      'setoption name Threads value 1',
      'isready',
      'setoption name MultiPV value 2',
      'isready',
      'position startpos moves e2e4 e7e5',
      'go depth 8',
    ]);
    expect(result.best).toEqual({ move: 'g1f3', ponder: 'b8c6' });
    expect(result.report.depth).toBe(8);
    expect(result.report.nps).toBe(102231);
    expect(result.report.lines.map((l) => [l.multipv, l.score, l.pv[0]])).toEqual([
      [1, { kind: 'cp', value: 42 }, 'g1f3'],
      [2, { kind: 'cp', value: 29 }, 'b1c3'],
    ]);
    expect(reports.at(-1)).toBe(8);
  });

  it('gives scores from White when Black is to move', async () => {
    const { port, engine } = fakeEngine();
    port.answer('go depth 6', MATE_IN_ONE);
    const fen = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
    const white = await engine.search({ fen, turn: 'white', limits: { depth: 6 } });
    expect(white.report.lines[0]?.score).toEqual({ kind: 'mate', value: 1 });
    const black = await engine.search({ fen, turn: 'black', limits: { depth: 6 } });
    expect(black.report.lines[0]?.score).toEqual({ kind: 'mate', value: -1 });
  });

  it('reports no move in a finished position', async () => {
    const { port, engine } = fakeEngine();
    port.answer('go depth 3', CHECKMATED);
    const result = await engine.search({
      fen: '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1',
      turn: 'black',
      limits: { depth: 3 },
    });
    expect(result.best.move).toBeNull();
  });

  it('stops a running search before the next one, dropping the old search’s last lines', async () => {
    const { port, engine } = fakeEngine();
    const first = engine.search({ turn: 'white', limits: { infinite: true } });
    const firstOutcome = first.catch((error: Error & { code?: string }) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 0));
    port.answer('go depth 8', MULTI_PV_DEPTH_8);
    const second = engine.search({ moves: ['e2e4', 'e7e5'], turn: 'white', limits: { depth: 8 } });
    expect(await firstOutcome).toBe('engine_stopped');
    // The engine answers the stop with a line and a bestmove of the old search: both dropped.
    port.emit('info depth 30 score cp 999 pv a2a3\nbestmove a2a3');
    const result = await second;
    expect(result.best.move).toBe('g1f3');
    expect(result.report.lines[0]?.score).toEqual({ kind: 'cp', value: 42 });
    expect(port.sent.filter((c) => c === 'stop')).toHaveLength(1);
  });

  it('refuses bad commands before sending anything', async () => {
    const { port, engine } = fakeEngine();
    await engine.whenReady();
    const sent = port.sent.length;
    await expect(
      engine.search({ fen: 'nonsense', turn: 'white', limits: { depth: 1 } }),
    ).rejects.toMatchObject({
      code: 'bad_command',
    });
    await expect(engine.search({ turn: 'white', limits: {} })).rejects.toMatchObject({ code: 'bad_command' });
    expect(port.sent.length).toBe(sent);
  });

  it('fails a search when the worker fails', async () => {
    const { port, engine } = fakeEngine();
    await engine.whenReady();
    const search = engine.search({ turn: 'white', limits: { depth: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    port.onerror?.(new Event('error'));
    await expect(search).rejects.toMatchObject({ code: 'engine_failed' });
  });
});

describe('engine setup and display', () => {
  it('picks the threaded build only on a cross-origin isolated page', () => {
    expect(
      chooseEngineSetup({ crossOriginIsolated: false, hardwareConcurrency: 8, sharedMemory: true }),
    ).toEqual({
      build: 'lite-single',
      url: '/engine/stockfish-19.0.0/stockfish-19-lite-single.js',
      threads: 1,
    });
    expect(
      chooseEngineSetup({ crossOriginIsolated: true, hardwareConcurrency: 8, sharedMemory: true }),
    ).toEqual({
      build: 'lite',
      url: '/engine/stockfish-19.0.0/stockfish-19-lite.js',
      threads: 4,
    });
    expect(
      chooseEngineSetup({ crossOriginIsolated: true, hardwareConcurrency: 2, sharedMemory: true }).threads,
    ).toBe(1);
  });

  it('formats scores as players read them', () => {
    expect(formatScore({ kind: 'cp', value: 42 })).toBe('+0.42');
    expect(formatScore({ kind: 'cp', value: -150 })).toBe('−1.50');
    expect(formatScore({ kind: 'cp', value: 0 })).toBe('0.00');
    expect(formatScore({ kind: 'mate', value: 3 })).toBe('#3');
    expect(formatScore({ kind: 'mate', value: -2 })).toBe('−#2');
  });

  it('maps scores to winning chances, mates at the ends', () => {
    expect(winningChances({ kind: 'cp', value: 0 })).toBe(0);
    expect(winningChances({ kind: 'mate', value: 2 })).toBe(1);
    expect(winningChances({ kind: 'mate', value: -2 })).toBe(-1);
    expect(winningChances({ kind: 'cp', value: 100 })).toBeCloseTo(0.1822, 3);
    expect(winningChances({ kind: 'cp', value: 5000 })).toBe(winningChances({ kind: 'cp', value: 1000 }));
  });
});
