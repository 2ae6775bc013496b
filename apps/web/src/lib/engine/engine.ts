import { chooseEngineSetup } from './engine-build';
import { type EnginePort, UciEngine } from './uci-engine';

/**
 * Starts Stockfish in a Web Worker from our server's copy (modules/engine): the multi-threaded build on
 * a cross-origin isolated page, the single-threaded one elsewhere. Each page starts its own and
 * terminates it when it leaves: an engine holds tens of megabytes and a core while it thinks.
 */
export function startEngine(): UciEngine {
  const setup = chooseEngineSetup();
  const worker = new Worker(setup.url);
  return new UciEngine(worker as unknown as EnginePort, { Threads: setup.threads, Hash: 32 });
}

export { chooseEngineSetup, type EngineSetup } from './engine-build';
export { type EngineLine, type EngineReport, emptyReport, formatScore, winningChances } from './engine-lines';
export { EngineError, type SearchRequest, type SearchResult, type UciEngine } from './uci-engine';
