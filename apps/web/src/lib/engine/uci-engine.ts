import {
  type GoLimits,
  goCommand,
  parseUciLine,
  positionCommand,
  setOptionCommand,
  type UciBestMove,
  type UciOptionName,
  type UciResult,
} from '@kingside/contract/uci';
import { type EngineReport, emptyReport, foldInfo } from './engine-lines';

/** What the engine runs in: a Web Worker, or a stand-in in tests. */
export interface EnginePort {
  postMessage(command: string): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  terminate(): void;
}

export interface SearchRequest {
  /** Omitted: the initial position. */
  fen?: string;
  moves?: readonly string[];
  /** The side to move after `moves`: UCI scores speak for it. */
  turn: 'white' | 'black';
  limits: GoLimits;
  /** Options set before this search (MultiPV, Skill Level, UCI_Elo…). */
  options?: Partial<Record<UciOptionName, number | boolean>>;
  onReport?: (report: EngineReport) => void;
}

export interface SearchResult {
  best: UciBestMove;
  report: EngineReport;
}

export class EngineError extends Error {
  constructor(
    readonly code: 'engine_failed' | 'engine_stopped' | 'bad_command',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

interface Running {
  request: SearchRequest;
  report: EngineReport;
  resolve(result: SearchResult): void;
  reject(error: Error): void;
}

function must<T>(result: UciResult<T>): T {
  if (!result.ok) throw new EngineError('bad_command', result.error.message);
  return result.value;
}

/**
 * One engine behind the UCI module: a handshake, then one search at a time. A new search stops the
 * running one first (its promise rejects with `engine_stopped`) and starts only once the engine has
 * answered the stop with its `bestmove`, so no line of the old search is taken for the new one.
 */
export class UciEngine {
  private ready: Promise<void>;
  private waitingFor: { token: 'uciok' | 'readyok'; resolve(): void } | null = null;
  private running: Running | null = null;
  /** The search stopped but not yet answered: its bestmove is still to come and is dropped. */
  private draining: Promise<void> | null = null;
  private drained: (() => void) | null = null;
  private failed: Error | null = null;

  constructor(
    private readonly port: EnginePort,
    initialOptions: Partial<Record<UciOptionName, number | boolean>> = {},
  ) {
    port.onmessage = (event) => this.receive(String(event.data));
    port.onerror = () => this.fail(new EngineError('engine_failed', 'The engine could not start.'));
    this.ready = (async () => {
      await this.send('uci', 'uciok');
      for (const [name, value] of Object.entries(initialOptions))
        this.port.postMessage(must(setOptionCommand(name as UciOptionName, value as number | boolean)));
      await this.send('isready', 'readyok');
    })();
  }

  /** Resolves once the engine has answered `uci` and `isready`. */
  whenReady(): Promise<void> {
    return this.ready;
  }

  async search(request: SearchRequest): Promise<SearchResult> {
    // Commands are checked before anything is stopped or sent.
    const position = must(positionCommand({ fen: request.fen, moves: request.moves }));
    const go = must(goCommand(request.limits));
    const options = Object.entries(request.options ?? {}).map(([name, value]) =>
      must(setOptionCommand(name as UciOptionName, value as number | boolean)),
    );
    await this.ready;
    this.stop();
    while (this.draining) await this.draining;
    if (this.failed) throw this.failed;
    for (const option of options) this.port.postMessage(option);
    if (options.length > 0) await this.send('isready', 'readyok');
    return new Promise<SearchResult>((resolve, reject) => {
      this.running = { request, report: emptyReport(), resolve, reject };
      this.port.postMessage(position);
      this.port.postMessage(go);
    });
  }

  /** Stops the running search, if any: its promise rejects with `engine_stopped`. */
  stop(): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    this.draining = new Promise((resolve) => {
      this.drained = resolve;
    });
    this.port.postMessage('stop');
    running.reject(new EngineError('engine_stopped', 'The search was stopped.'));
  }

  terminate(): void {
    this.stop();
    this.port.terminate();
    this.fail(new EngineError('engine_stopped', 'The engine was closed.'));
  }

  private send(command: string, token: 'uciok' | 'readyok'): Promise<void> {
    return new Promise((resolve) => {
      this.waitingFor = { token, resolve };
      this.port.postMessage(command);
    });
  }

  private fail(error: Error): void {
    this.failed ??= error;
    this.running?.reject(error);
    this.running = null;
    this.drained?.();
    this.draining = null;
  }

  private receive(text: string): void {
    for (const line of text.split('\n')) {
      const parsed = parseUciLine(line);
      // Lines the parser does not understand are the engine's chatter, never a reason to stop.
      if (!parsed.ok) continue;
      const message = parsed.value;
      if (message.type === 'uciok' || message.type === 'readyok') {
        if (this.waitingFor?.token === message.type) {
          const { resolve } = this.waitingFor;
          this.waitingFor = null;
          resolve();
        }
      } else if (message.type === 'info') {
        if (this.draining || !this.running) continue;
        const running = this.running;
        running.report = foldInfo(running.report, message.info, running.request.turn);
        running.request.onReport?.(running.report);
      } else if (message.type === 'bestmove') {
        if (this.draining) {
          this.draining = null;
          this.drained?.();
          this.drained = null;
          continue;
        }
        const running = this.running;
        if (!running) continue;
        this.running = null;
        running.resolve({ best: message.best, report: running.report });
      }
    }
  }
}
