/**
 * The in-browser engine: Stockfish 19 compiled to WebAssembly (npm `stockfish@19.0.0`, GPL-3.0), served
 * by our server from the installed package (modules/engine) and run in a Web Worker (web lib/engine).
 *
 * Why this package: its lite builds carry their NNUE network inside the 1.6–1.7 MB wasm, so one fetch
 * starts the engine; `@lichess-org/stockfish-web@0.5.0` is smaller (0.5–0.6 MB wasm) but cannot run as
 * shipped: its networks (nn-*.nnue, 1–60 MB) are not in the npm package, and every build is threaded,
 * so it needs a cross-origin isolated page. The full stockfish builds (≈99 MB) are too big to send to a
 * browser. `bench/engine.bench.ts` measures the lite builds' speed in headless Chromium.
 */
export const ENGINE_PACKAGE_VERSION = '19.0.0';

/** Versioned path: a file under it never changes, so it is cached for good. */
export const ENGINE_BASE = `/engine/stockfish-${ENGINE_PACKAGE_VERSION}`;

/**
 * `lite`: multi-threaded (SharedArrayBuffer), only on a cross-origin isolated page (CROSS_ORIGIN_ISOLATION);
 * `lite-single`: one thread, runs anywhere.
 */
export const ENGINE_BUILDS = ['lite', 'lite-single'] as const;
export type EngineBuild = (typeof ENGINE_BUILDS)[number];

export const ENGINE_FILES: Readonly<Record<string, 'text/javascript' | 'application/wasm'>> = {
  'stockfish-19-lite.js': 'text/javascript',
  'stockfish-19-lite.wasm': 'application/wasm',
  'stockfish-19-lite-single.js': 'text/javascript',
  'stockfish-19-lite-single.wasm': 'application/wasm',
};

/** The worker script of a build; the script finds its .wasm beside itself. */
export function engineScriptUrl(build: EngineBuild): string {
  return `${ENGINE_BASE}/stockfish-19-${build}.js`;
}
