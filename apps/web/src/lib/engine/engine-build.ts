import { type EngineBuild, engineScriptUrl } from '@kingside/contract';

export interface EngineSetup {
  build: EngineBuild;
  url: string;
  /** Search threads: 1 for the single-threaded build. */
  threads: number;
}

/**
 * The multi-threaded build needs SharedArrayBuffer, which browsers give only to cross-origin isolated
 * pages (the server's CROSS_ORIGIN_ISOLATION); elsewhere the single-threaded lite build. Threads leave
 * one core to the page and stop at four: more helps the engine little and heats a phone a lot.
 */
export function chooseEngineSetup(
  env: { crossOriginIsolated?: boolean; hardwareConcurrency?: number; sharedMemory?: boolean } = {
    crossOriginIsolated: globalThis.crossOriginIsolated,
    hardwareConcurrency: globalThis.navigator?.hardwareConcurrency,
    sharedMemory: typeof SharedArrayBuffer !== 'undefined',
  },
): EngineSetup {
  const threaded = Boolean(env.crossOriginIsolated && env.sharedMemory);
  const build: EngineBuild = threaded ? 'lite' : 'lite-single';
  const threads = threaded ? Math.max(1, Math.min(4, (env.hardwareConcurrency ?? 2) - 1)) : 1;
  return { build, url: engineScriptUrl(build), threads };
}
