/** The in-browser engine's files (Stockfish WASM from npm), served with their MIME types and cached for good. */

export { engineRoutes } from './engine.routes';
export { createEngineFiles, type EngineFile, type EngineFiles } from './engine-files';
